import Foundation

extension Node {
  /// The interface `name` as the object declares it; the standard ones have no properties.
  func declaredInterface(_ name: String) throws(DBusError) -> DBusInterfaceDescription {
    if let declared = object?.interfaces.first(where: { $0.name == name }) { return declared }
    if StandardInterfaces.isStandard(name) { return DBusInterfaceDescription(name) }
    throw .errorReply(
      name: DBusError.Name.unknownInterface, message: "\(path) has no interface \(name)")
  }

  /// The current value of the property `name` of `interface`, of its declared type.
  func property(of interface: String, _ name: String) throws(DBusError) -> DBusValue {
    let declared = try declaredInterface(interface)
    guard let property = declared.properties.first(where: { $0.name == name }), let object else {
      throw .errorReply(
        name: DBusError.Name.unknownProperty, message: "\(interface) has no property \(name)")
    }
    guard let value = object.properties(interface, name) else {
      throw .failed("\(interface).\(name) has no value now")
    }
    guard value.type == property.type else {
      throw .failed("\(interface).\(name) is a \(value.type), not the declared \(property.type)")
    }
    return value
  }

  /// The machine's D-Bus id, from `/etc/machine-id` or `/var/lib/dbus/machine-id`.
  static func machineID() throws(DBusError) -> String {
    for path in ["/etc/machine-id", "/var/lib/dbus/machine-id"] {
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      let id = text.trimmingCharacters(in: .whitespacesAndNewlines)
      if id.count == 32, id.allSatisfy(\.isHexDigit) { return id }
    }
    throw .failed("this machine has no D-Bus machine id")
  }

  /// `a{sv}s`: the signature text of `types`.
  static func text(_ types: [DBusType]) -> String {
    types.map(\.description).joined()
  }
}
