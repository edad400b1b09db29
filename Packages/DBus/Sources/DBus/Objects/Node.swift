/// One path as a method call finds it: the object exported there, if any, and the names of
/// the nodes below it. Answers the call or throws the error that answers it.
struct Node {
  let path: ObjectPath
  let object: DBusExportedObject?
  let children: [String]

  /// The interfaces the node answers: the object's, then the standard ones.
  var interfaces: [DBusInterfaceDescription] {
    if let object { return object.interfaces + StandardInterfaces.all }
    return children.isEmpty ? [StandardInterfaces.peer] : StandardInterfaces.ofParentNodes
  }

  /// The results of the call `message` of `member`.
  func answer(_ message: DBusMessage, member: String) throws(DBusError) -> [DBusValue] {
    let interface = try resolveInterface(message.interface, member: member)
    guard let method = interface.methods.first(where: { $0.name == member }) else {
      throw .unknownMethod("\(interface.name) has no method \(member)")
    }
    let declared = method.arguments.map(\.type)
    guard message.body.map(\.type) == declared else {
      throw .invalidArgs(
        "\(interface.name).\(member) takes (\(Self.text(declared))), "
          + "not (\(Self.text(message.body.map(\.type))))")
    }
    let results: [DBusValue]
    if StandardInterfaces.isStandard(interface.name) {
      results = try standard(interface.name, member, message.body)
    } else if let object {
      let call = DBusMethodCall(
        path: path, interface: interface.name, member: member, arguments: message.body,
        message: message)
      results = try object.methods(call)
    } else {
      throw .errorReply(name: DBusError.Name.unknownObject, message: "no object at \(path)")
    }
    let promised = method.results.map(\.type)
    guard results.map(\.type) == promised else {
      throw .failed(
        "\(interface.name).\(member) returned (\(Self.text(results.map(\.type)))), "
          + "not the declared (\(Self.text(promised)))")
    }
    return results
  }

  /// The interface named, or the first that declares `member` when none is named.
  private func resolveInterface(_ name: String?, member: String) throws(DBusError)
    -> DBusInterfaceDescription
  {
    let known = interfaces
    let found =
      if let name { known.first { $0.name == name } } else {
        known.first { $0.methods.contains { $0.name == member } }
      }
    if let found { return found }
    guard object != nil || !children.isEmpty else {
      throw .errorReply(name: DBusError.Name.unknownObject, message: "no object at \(path)")
    }
    guard let name else { throw .unknownMethod("no interface of \(path) has a method \(member)") }
    throw .errorReply(
      name: DBusError.Name.unknownInterface, message: "\(path) has no interface \(name)")
  }

  /// The answers of the standard interfaces.
  private func standard(_ interface: String, _ member: String, _ arguments: [DBusValue])
    throws(DBusError) -> [DBusValue]
  {
    switch (member, arguments.first?.stringValue) {
    case ("Ping", _): return []
    case ("GetMachineId", _): return [.string(try Self.machineID())]
    case ("Introspect", _):
      return [.string(IntrospectionXML.document(interfaces: interfaces, children: children))]
    case ("Get", let name?):
      return [.variant(try property(of: name, arguments[1].stringValue ?? ""))]
    case ("GetAll", let name?):
      let declared = try declaredInterface(name)
      let values = declared.properties.compactMap { property -> (String, DBusValue)? in
        guard let value = try? self.property(of: name, property.name) else { return nil }
        return (property.name, value)
      }
      return [.variantDictionary(values)]
    case ("Set", let name?):
      _ = try property(of: name, arguments[1].stringValue ?? "")
      throw .errorReply(
        name: DBusError.Name.propertyReadOnly, message: "the properties of \(name) are read-only")
    default:
      throw .unknownMethod("no method \(member)")
    }
  }
}
