/// One D-Bus message: a method call, a method return, an error or a signal, with its header
/// fields and body.
///
/// Make one with ``methodCall(destination:path:interface:member:body:)``,
/// ``signal(path:interface:member:body:)``, ``methodReturn(replyingTo:body:)`` or
/// ``error(replyingTo:name:message:)``; a connection gives it its serial when it sends it.
/// The body's signature is computed from the values.
public struct DBusMessage: Sendable, Hashable {
  /// The four kinds of message.
  public enum Kind: UInt8, Sendable, Hashable {
    /// A call of a method, which expects a return or an error unless
    /// ``Flags/noReplyExpected``.
    case methodCall = 1
    /// The answer to a call.
    case methodReturn = 2
    /// An error answer to a call.
    case error = 3
    /// A broadcast (or unicast) signal.
    case signal = 4
  }

  /// The header's flags.
  public struct Flags: OptionSet, Sendable, Hashable {
    /// The flags' bits.
    public let rawValue: UInt8

    /// Flags of the bits of `rawValue`.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// The caller will not read a reply: none is sent.
    public static let noReplyExpected = Flags(rawValue: 0x1)
    /// The bus must not start a service to own the destination.
    public static let noAutoStart = Flags(rawValue: 0x2)
    /// The caller is prepared to wait for an interactive authorization prompt.
    public static let allowInteractiveAuthorization = Flags(rawValue: 0x4)
  }

  /// What kind of message this is.
  public var kind: Kind
  /// The header's flags.
  public var flags: Flags
  /// The sender's serial of the message; 0 until a connection sends it.
  public var serial: UInt32
  /// The object path a call goes to or a signal comes from.
  public var path: ObjectPath?
  /// The interface of the method or signal.
  public var interface: String?
  /// The method or signal name.
  public var member: String?
  /// The error name of an error.
  public var errorName: String?
  /// The serial of the call a return or an error answers.
  public var replySerial: UInt32?
  /// The bus name the message goes to.
  public var destination: String?
  /// The unique name of the sending connection, set by the bus.
  public var sender: String?
  /// The arguments.
  public var body: [DBusValue]

  /// The message's parts; ``DBusMessage/encoded(serial:)`` checks them.
  public init(
    kind: Kind, flags: Flags = [], serial: UInt32 = 0, path: ObjectPath? = nil,
    interface: String? = nil, member: String? = nil, errorName: String? = nil,
    replySerial: UInt32? = nil, destination: String? = nil, sender: String? = nil,
    body: [DBusValue] = []
  ) {
    self.kind = kind
    self.flags = flags
    self.serial = serial
    self.path = path
    self.interface = interface
    self.member = member
    self.errorName = errorName
    self.replySerial = replySerial
    self.destination = destination
    self.sender = sender
    self.body = body
  }

  /// The signature of the body, computed from its values; an empty body has `""`.
  public var signature: String {
    var text = ""
    for value in body { value.type.appendSignature(to: &text) }
    return text
  }

  /// True for a call whose caller waits for an answer.
  public var expectsReply: Bool {
    kind == .methodCall && !flags.contains(.noReplyExpected)
  }

  /// The first argument of an error, its human-readable message, or `""`.
  public var errorMessage: String {
    body.first?.stringValue ?? ""
  }
}
