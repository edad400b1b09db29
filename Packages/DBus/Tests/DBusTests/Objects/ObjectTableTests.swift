import DBus
import Testing

/// The object table's answers, without a bus: calls made by hand, replies read back.
@Suite struct ObjectTableTests {
  /// A call of the example item's `member`.
  static func call(member: String, _ body: [DBusValue] = []) -> DBusMessage {
    call("/org/example/Item", ExampleItem.interfaceName, member, body)
  }

  static func call(
    _ path: String, _ interface: String?, _ member: String, _ body: [DBusValue] = []
  ) -> DBusMessage {
    var message = DBusMessage.methodCall(
      destination: nil, path: .example(path), interface: interface, member: member, body: body)
    message.serial = 7
    message.sender = ":1.9"
    return message
  }

  static func answer(_ message: DBusMessage) throws -> DBusMessage {
    try #require(try ExampleItem.table().reply(to: message))
  }

  @Test(arguments: [
    (call("/nothing", "org.example.Item", "Add"), DBusError.Name.unknownObject),
    (
      call("/nothing", "org.freedesktop.DBus.Introspectable", "Introspect"),
      DBusError.Name.unknownObject
    ),
    (call("/org/example/Item2", "org.example.Item", "Add"), DBusError.Name.unknownObject),
    (call("/org/example/Item", "org.example.Other", "Add"), DBusError.Name.unknownInterface),
    (call("/org/example/Item", nil, "Nope"), DBusError.Name.unknownMethod),
    (call(member: "Nope"), DBusError.Name.unknownMethod),
    (call(member: "Add", [.string("2")]), DBusError.Name.invalidArgs),
    (call(member: "Refuse"), "org.example.Error.Refused"),
    (call(member: "Lie"), DBusError.Name.failed),
    (
      call(
        "/org/example/Item", "org.freedesktop.DBus.Properties", "Get",
        [.string("org.example.Item"), .string("Nope")]),
      DBusError.Name.unknownProperty
    ),
    (
      call(
        "/org/example/Item", "org.freedesktop.DBus.Properties", "Get",
        [.string("org.example.Item"), .string("Missing")]),
      DBusError.Name.failed
    ),
    (
      call(
        "/org/example/Item", "org.freedesktop.DBus.Properties", "Get",
        [.string("a.b"), .string("Title")]),
      DBusError.Name.unknownInterface
    ),
    (
      call(
        "/org/example/Item", "org.freedesktop.DBus.Properties", "Set",
        [.string("org.example.Item"), .string("Title"), .variant(.string("x"))]),
      DBusError.Name.propertyReadOnly
    ),
  ])
  func aCallThatCannotBeAnsweredGetsItsError(message: DBusMessage, name: String) throws {
    let reply = try Self.answer(message)
    #expect(reply.kind == .error)
    #expect(reply.errorName == name, "\(reply.errorMessage)")
    #expect(reply.replySerial == 7)
    #expect(reply.destination == ":1.9")
  }

  @Test func aCallWithoutInterfaceFindsTheDeclaringOne() throws {
    let reply = try Self.answer(Self.call("/org/example/Item", nil, "Add", [.int32(1), .int32(2)]))
    #expect(reply.kind == .methodReturn)
    #expect(reply.body == [.int32(3)])
    let ping = try Self.answer(Self.call("/anywhere", nil, "Ping"))
    #expect(ping.kind == .methodReturn)
  }

  @Test func propertiesAreReadOfTheirDeclaredTypes() throws {
    let get = try Self.answer(
      Self.call(
        "/org/example/Item", "org.freedesktop.DBus.Properties", "Get",
        [.string("org.example.Item"), .string("Count")]))
    #expect(get.body == [.variant(.uint32(3))])
    let all = try Self.answer(
      Self.call(
        "/org/example/Item", "org.freedesktop.DBus.Properties", "GetAll",
        [.string("org.example.Item")]))
    #expect(all.body.first?.dictionaryValue?.keys.sorted() == ["Count", "Menu", "Title"])
  }

  @Test func introspectionDescribesTheObjectAndItsChildren() throws {
    let table = DBusObjectTable()
    let interface = DBusInterfaceDescription(
      "org.example.Small",
      methods: [
        DBusMethodDescription(
          "Do", arguments: [DBusArgument("what", .string)], results: [DBusArgument("ok", .boolean)])
      ],
      signals: [DBusSignalDescription("Done", arguments: [DBusArgument("a&b", .array(.string))])],
      properties: [DBusPropertyDescription("Size", .uint32)])
    try table.export(DBusExportedObject(interfaces: [interface]), at: .example("/a"))
    try table.export(DBusExportedObject(interfaces: []), at: .example("/a/b/c"))
    let reply = try #require(
      table.reply(to: Self.call("/a", "org.freedesktop.DBus.Introspectable", "Introspect")))
    let xml = try #require(reply.body.first?.stringValue)
    #expect(
      xml.hasPrefix(
        "<!DOCTYPE node PUBLIC \"-//freedesktop//DTD D-BUS Object Introspection 1.0//EN\""))
    let expected = """
      <node>
        <interface name="org.example.Small">
          <method name="Do">
            <arg name="what" type="s" direction="in"/>
            <arg name="ok" type="b" direction="out"/>
          </method>
          <signal name="Done">
            <arg name="a&amp;b" type="as"/>
          </signal>
          <property name="Size" type="u" access="read"/>
        </interface>
        <interface name="org.freedesktop.DBus.Peer">
      """
    #expect(xml.contains(expected), "\(xml)")
    #expect(xml.hasSuffix("  <node name=\"b\"/>\n</node>\n"))
    let root = try #require(
      table.reply(to: Self.call("/", "org.freedesktop.DBus.Introspectable", "Introspect")))
    #expect(root.body.first?.stringValue?.contains("<node name=\"a\"/>") == true)
    #expect(root.body.first?.stringValue?.contains("org.freedesktop.DBus.Properties") == false)
  }

  @Test func exportChecksTheDescriptionAndUnexportRemoves() throws {
    let table = DBusObjectTable()
    for name in ["org.freedesktop.DBus.Properties", "nodots", "a.1b"] {
      #expect(throws: DBusError.self) {
        try table.export(
          DBusExportedObject(interfaces: [DBusInterfaceDescription(name)]), at: .root)
      }
    }
    let badMember = DBusInterfaceDescription("a.b", methods: [DBusMethodDescription("no-dash")])
    #expect(throws: DBusError.self) {
      try table.export(DBusExportedObject(interfaces: [badMember]), at: .root)
    }
    try table.export(ExampleItem.object, at: ExampleItem.path)
    #expect(table.paths == [ExampleItem.path])
    table.unexport(ExampleItem.path)
    #expect(table.paths == [])
    #expect(table.reply(to: DBusMessage.signal(path: .root, interface: "a.b", member: "C")) == nil)
  }

  @Test func aHandlerErrorWithAnInvalidNameIsAnsweredFailed() throws {
    let table = DBusObjectTable()
    let interface = DBusInterfaceDescription("a.b", methods: [DBusMethodDescription("Go")])
    let object = DBusExportedObject(
      interfaces: [interface],
      methods: { (_) throws(DBusError) in throw .errorReply(name: "not a name", message: "oops") })
    try table.export(object, at: .root)
    let reply = try #require(table.reply(to: Self.call("/", "a.b", "Go")))
    #expect(reply.errorName == DBusError.Name.failed)
    #expect(reply.errorMessage == "not a name: oops")
  }
}
