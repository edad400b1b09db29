import DBus

/// The object the tests export and real programs call: `org.example.Item` at
/// `/org/example/Item`, with methods of several shapes, a signal and properties.
enum ExampleItem {
  static let path = ObjectPath.example("/org/example/Item")
  static let interfaceName = "org.example.Item"

  static let interface = DBusInterfaceDescription(
    interfaceName,
    methods: [
      DBusMethodDescription(
        "Add", arguments: [DBusArgument("a", .int32), .init("b", .int32)],
        results: [DBusArgument("sum", .int32)]),
      DBusMethodDescription(
        "Echo", arguments: [DBusArgument("value", .variant)],
        results: [DBusArgument("same", .variant)]),
      DBusMethodDescription(
        "Measure",
        arguments: [DBusArgument("pixmaps", .array(.structure([.int32, .int32, .array(.byte)])))],
        results: [DBusArgument("count", .uint32), .init("bytes", .uint64)]),
      DBusMethodDescription("Refuse"),
      DBusMethodDescription("Lie", results: [DBusArgument("number", .int32)]),
      DBusMethodDescription("Garble", results: [DBusArgument("text", .string)]),
    ],
    signals: [DBusSignalDescription("Changed", arguments: [DBusArgument("what", .string)])],
    properties: [
      DBusPropertyDescription("Title", .string),
      DBusPropertyDescription("Count", .uint32),
      DBusPropertyDescription("Menu", .objectPath),
      DBusPropertyDescription("Missing", .string),
    ])

  /// The current value of each property but `Missing`.
  static func property(_ interface: String, _ name: String) -> DBusValue? {
    switch name {
    case "Title": .string("Hello <tray> & 'friends'")
    case "Count": .uint32(3)
    case "Menu": .objectPath(ObjectPath.example("/MenuBar"))
    default: nil
    }
  }

  static let object = DBusExportedObject(
    interfaces: [interface], properties: property(_:_:),
    methods: { (call) throws(DBusError) -> [DBusValue] in
      switch (call.member, call.arguments.first) {
      case ("Add", .int32(let a)?):
        guard case .int32(let b) = call.arguments[1] else { throw .invalidArgs("b") }
        return [.int32(a &+ b)]
      case ("Echo", let value?):
        return [value]
      case ("Measure", .array(_, let pixmaps)?):
        let bytes = pixmaps.compactMap { $0.structureValue?.last?.arrayValue?.count }
        return [.uint32(UInt32(pixmaps.count)), .uint64(UInt64(bytes.reduce(0, +)))]
      case ("Refuse", _):
        throw .errorReply(name: "org.example.Error.Refused", message: "not today")
      case ("Lie", _):
        return [.string("not a number")]
      case ("Garble", _):
        return [.string("a\u{0}b")]
      default:
        throw .unknownMethod(call.member)
      }
    })

  /// A table with the item exported.
  static func table() throws -> DBusObjectTable {
    let table = DBusObjectTable()
    try table.export(object, at: path)
    return table
  }
}

extension ObjectPath {
  /// A path the tests write themselves; an invalid one, a bug of the test, becomes `/`, which
  /// fails the test's comparisons.
  static func example(_ text: String) -> ObjectPath {
    (try? ObjectPath(text)) ?? ObjectPath.root
  }
}

extension Signature {
  /// A signature the tests write themselves; an invalid one, a bug of the test, becomes the
  /// empty signature, which fails the test's comparisons.
  static func example(_ text: String) -> Signature {
    (try? Signature(text)) ?? .empty
  }
}
