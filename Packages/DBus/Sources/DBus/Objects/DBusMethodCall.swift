/// A method call as an exported object's handler gets it, already checked against the
/// object's interface description.
public struct DBusMethodCall: Sendable {
  /// The object path called.
  public var path: ObjectPath
  /// The interface of the method (the declaring one when the caller named none).
  public var interface: String
  /// The method name.
  public var member: String
  /// The arguments, of the declared types.
  public var arguments: [DBusValue]
  /// The message as it arrived (its sender, serial, flags).
  public var message: DBusMessage
}

/// An object to export at a path: the interfaces it declares, a handler for their methods and
/// a reader for their properties.
///
/// ```swift
/// let object = DBusExportedObject(
///   interfaces: [item],
///   properties: { _, name in name == "Status" ? .string("Active") : nil },
///   methods: { (call) throws(DBusError) in
///     guard call.member == "Activate" else { throw .unknownMethod(call.member) }
///     return []
///   })
/// ```
public struct DBusExportedObject: Sendable {
  /// The interfaces declared; the standard ones (`Peer`, `Introspectable`, `Properties`) come
  /// with every object.
  public var interfaces: [DBusInterfaceDescription]
  /// Reads the current value of a declared property (interface, property), or `nil` when it
  /// has none now.
  public var properties: @Sendable (_ interface: String, _ name: String) -> DBusValue?
  /// Runs a declared method and returns its results, or throws a ``DBusError`` that answers
  /// the call (an ``DBusError/errorReply(name:message:)``; any other error is answered
  /// `org.freedesktop.DBus.Error.Failed`).
  public var methods: @Sendable (DBusMethodCall) throws(DBusError) -> [DBusValue]

  /// An object of these interfaces, properties and methods.
  public init(
    interfaces: [DBusInterfaceDescription],
    properties: @escaping @Sendable (_ interface: String, _ name: String) -> DBusValue? = {
      _, _ in nil
    },
    methods: @escaping @Sendable (DBusMethodCall) throws(DBusError) -> [DBusValue] = {
      (call) throws(DBusError) in throw .unknownMethod("no method \(call.member)")
    }
  ) {
    self.interfaces = interfaces
    self.properties = properties
    self.methods = methods
  }
}
