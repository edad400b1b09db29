/// The flags of `RequestName`.
public struct RequestNameFlags: OptionSet, Sendable, Hashable {
  /// The flags' bits.
  public let rawValue: UInt32

  /// Flags of the bits of `rawValue`.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// Let a later request with ``replaceExisting`` take the name.
  public static let allowReplacement = RequestNameFlags(rawValue: 0x1)
  /// Take the name from its owner if that owner allowed replacement.
  public static let replaceExisting = RequestNameFlags(rawValue: 0x2)
  /// Fail instead of waiting in the queue for the name.
  public static let doNotQueue = RequestNameFlags(rawValue: 0x4)
}

/// The answer to `RequestName`.
public enum RequestNameReply: UInt32, Sendable, Hashable {
  /// This connection owns the name now.
  case primaryOwner = 1
  /// Another connection owns it; this one waits in its queue.
  case inQueue = 2
  /// Another connection owns it, and this one did not queue.
  case exists = 3
  /// This connection owned it already.
  case alreadyOwner = 4
}
