/// Every way a D-Bus operation of this package can fail, each with a one-line description.
///
/// A struct around an internal code, so that a new kind of failure is not a breaking change:
/// read ``errorName`` (an error reply, or what a handler answers), ``isDisconnected`` and
/// ``isTimeout``, or print it.
///
/// ```swift
/// do { _ = try connection.call(message, timeout: .seconds(5)) }
/// catch let error as DBusError where error.errorName == DBusError.Name.serviceUnknown {
///   print("nobody there")
/// }
/// ```
///
/// A method handler of a ``DBusObjectTable`` throws ``errorReply(name:message:)`` (or one of the
/// standard ones, ``unknownMethod(_:)``, ``invalidArgs(_:)``, ``failed(_:)``) to answer a call
/// with a D-Bus error.
public struct DBusError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The failure and the values it carries.
  enum Code: Sendable, Hashable {
    case noSessionBus
    case noUsableAddress(String)
    case badAddress(String, reason: String)
    case cannotConnect(String, reason: String)
    case authentication(String, reason: String)
    case disconnected
    case closed
    case timedOut(String, seconds: Double)
    case malformed(String)
    case invalid(String)
    case errorReply(name: String, message: String)
    case system(String, errno: Int32)
    case queueFull(Int)
  }

  /// What failed, with its values.
  let code: Code

  init(_ code: Code) {
    self.code = code
  }

  /// An error reply: a peer answered a call with the D-Bus error `name` and `message`, or a
  /// method handler answers its call with them. `name` must be a valid error name
  /// (`org.example.Error.NotFound`); a handler's invalid one is answered as
  /// `org.freedesktop.DBus.Error.Failed`.
  public static func errorReply(name: String, message: String) -> DBusError {
    DBusError(.errorReply(name: name, message: message))
  }

  /// The standard answer to a call of a method the object does not have.
  public static func unknownMethod(_ message: String) -> DBusError {
    .errorReply(name: Name.unknownMethod, message: message)
  }

  /// The standard answer to a call whose arguments are not the ones the method takes.
  public static func invalidArgs(_ message: String) -> DBusError {
    .errorReply(name: Name.invalidArgs, message: message)
  }

  /// The generic answer to a call that failed.
  public static func failed(_ message: String) -> DBusError {
    .errorReply(name: Name.failed, message: message)
  }

  /// The D-Bus error name of an error reply (`org.freedesktop.DBus.Error.ServiceUnknown`);
  /// `nil` for a failure of this side (a connection, a malformed message, a timeout).
  public var errorName: String? {
    guard case .errorReply(let name, _) = code else { return nil }
    return name
  }

  /// The human-readable message of an error reply, as the peer sent it; `nil` for a failure of
  /// this side.
  public var errorMessage: String? {
    guard case .errorReply(_, let message) = code else { return nil }
    return message
  }

  /// True when the connection is gone (the bus closed it, or a fatal read or write error):
  /// make a new connection.
  public var isDisconnected: Bool {
    switch code {
    case .disconnected, .closed: true
    default: false
    }
  }

  /// True when a deadline passed while waiting for the bus or a reply.
  public var isTimeout: Bool {
    if case .timedOut = code { return true }
    return false
  }
}

extension DBusError {
  /// Standard error names of the D-Bus specification, for ``errorReply(name:message:)`` and
  /// for comparing with ``errorName``.
  public enum Name {
    /// `org.freedesktop.DBus.Error.Failed`: a generic failure.
    public static let failed = "org.freedesktop.DBus.Error.Failed"
    /// `org.freedesktop.DBus.Error.UnknownMethod`: no such method.
    public static let unknownMethod = "org.freedesktop.DBus.Error.UnknownMethod"
    /// `org.freedesktop.DBus.Error.UnknownObject`: no object at the path.
    public static let unknownObject = "org.freedesktop.DBus.Error.UnknownObject"
    /// `org.freedesktop.DBus.Error.UnknownInterface`: the object has no such interface.
    public static let unknownInterface = "org.freedesktop.DBus.Error.UnknownInterface"
    /// `org.freedesktop.DBus.Error.UnknownProperty`: the interface has no such property.
    public static let unknownProperty = "org.freedesktop.DBus.Error.UnknownProperty"
    /// `org.freedesktop.DBus.Error.PropertyReadOnly`: the property cannot be set.
    public static let propertyReadOnly = "org.freedesktop.DBus.Error.PropertyReadOnly"
    /// `org.freedesktop.DBus.Error.InvalidArgs`: the arguments are not the method's.
    public static let invalidArgs = "org.freedesktop.DBus.Error.InvalidArgs"
    /// `org.freedesktop.DBus.Error.ServiceUnknown`: no connection owns the destination name.
    public static let serviceUnknown = "org.freedesktop.DBus.Error.ServiceUnknown"
    /// `org.freedesktop.DBus.Error.NameHasNoOwner`: the name is not owned.
    public static let nameHasNoOwner = "org.freedesktop.DBus.Error.NameHasNoOwner"
  }
}
