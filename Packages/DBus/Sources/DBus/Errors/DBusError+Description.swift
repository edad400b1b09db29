#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DBusError {
  /// One line: what failed, in the words of D-Bus, with what a peer sent cut to
  /// ``DBusError/excerptLength`` characters.
  public var description: String {
    switch code {
    case .noSessionBus:
      "no session bus: DBUS_SESSION_BUS_ADDRESS is not set"
    case .noUsableAddress(let address):
      "no D-Bus bus to connect to: \"\(Self.excerpt(address))\" has no unix:path or unix:abstract "
        + "entry"
    case .badAddress(let address, let reason):
      "bad D-Bus address \"\(Self.excerpt(address))\": \(reason)"
    case .cannotConnect(let address, let reason):
      "cannot connect to the D-Bus bus at \(Self.excerpt(address)): \(reason)"
    case .authentication(let address, let reason):
      "the D-Bus bus at \(Self.excerpt(address)) refused to authenticate this user: "
        + Self.excerpt(reason)
    case .disconnected:
      "the D-Bus connection was closed by the bus"
    case .closed:
      "the D-Bus connection is closed"
    case .timedOut(let what, let seconds):
      "timed out after \(Self.seconds(seconds)) waiting for \(what)"
    case .malformed(let reason):
      "malformed D-Bus message: \(reason)"
    case .invalid(let reason):
      "invalid D-Bus value: \(reason)"
    case .errorReply(let name, let message):
      message.isEmpty ? Self.excerpt(name) : "\(Self.excerpt(name)): \(Self.excerpt(message))"
    case .system(let call, let number):
      "D-Bus connection: \(call) failed: \(Self.errnoText(number))"
    case .queueFull(let limit):
      "D-Bus connection: \(limit) messages wait to be read; read them with nextMessage()"
    }
  }

  /// How many characters of a peer's text a description quotes at most.
  public static let excerptLength = 300

  /// `text` cut to ``excerptLength`` characters, with `…` where it was cut.
  static func excerpt(_ text: String) -> String {
    text.count <= excerptLength ? text : text.prefix(excerptLength) + "…"
  }

  /// `25 s`, `0.5 s`.
  static func seconds(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? "\(Int(value)) s" : "\(value) s"
  }

  /// The C library's words for `number`: `Connection refused`.
  static func errnoText(_ number: Int32) -> String {
    guard let text = strerror(number) else { return "error \(number)" }
    return String(cString: text)
  }

  /// A failure of the system call `call`, with the current `errno`.
  static func system(_ call: String) -> DBusError {
    DBusError(.system(call, errno: errno))
  }

  /// A malformed message, or a value read from one.
  static func malformed(_ reason: String) -> DBusError {
    DBusError(.malformed(reason))
  }

  /// A value, name or signature of the caller's that D-Bus cannot carry.
  static func invalid(_ reason: String) -> DBusError {
    DBusError(.invalid(reason))
  }
}
