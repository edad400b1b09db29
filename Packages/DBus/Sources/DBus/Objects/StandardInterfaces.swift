/// The interfaces every exported object has, declared as any other so that their calls are
/// checked and introspected the same way.
enum StandardInterfaces {
  static let peer = DBusInterfaceDescription(
    "org.freedesktop.DBus.Peer",
    methods: [
      DBusMethodDescription("Ping"),
      DBusMethodDescription("GetMachineId", results: [DBusArgument("machine_uuid", .string)]),
    ])

  static let introspectable = DBusInterfaceDescription(
    "org.freedesktop.DBus.Introspectable",
    methods: [DBusMethodDescription("Introspect", results: [DBusArgument("xml_data", .string)])])

  static let properties = DBusInterfaceDescription(
    "org.freedesktop.DBus.Properties",
    methods: [
      DBusMethodDescription(
        "Get",
        arguments: [DBusArgument("interface_name", .string), .init("property_name", .string)],
        results: [DBusArgument("value", .variant)]),
      DBusMethodDescription(
        "GetAll", arguments: [DBusArgument("interface_name", .string)],
        results: [DBusArgument("properties", .dictionary(key: .string, value: .variant))]),
      DBusMethodDescription(
        "Set",
        arguments: [
          DBusArgument("interface_name", .string), .init("property_name", .string),
          .init("value", .variant),
        ]),
    ],
    signals: [
      DBusSignalDescription(
        "PropertiesChanged",
        arguments: [
          DBusArgument("interface_name", .string),
          .init("changed_properties", .dictionary(key: .string, value: .variant)),
          .init("invalidated_properties", .array(.string)),
        ])
    ])

  /// Every object's standard interfaces.
  static let all = [peer, introspectable, properties]
  /// A node without an object of its own (a parent of exported paths) has these.
  static let ofParentNodes = [peer, introspectable]

  /// True for the name of a standard interface.
  static func isStandard(_ name: String) -> Bool {
    all.contains { $0.name == name }
  }
}
