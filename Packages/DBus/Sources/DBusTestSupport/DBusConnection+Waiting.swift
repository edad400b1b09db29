import DBus

extension DBusConnection {
  /// The first message that arrives and satisfies `predicate` (the others are dropped),
  /// waiting at most ``RunningProgram/patience``.
  public func firstMessage(where predicate: (DBusMessage) -> Bool) throws -> DBusMessage {
    let deadline = ContinuousClock.now + RunningProgram.patience
    while ContinuousClock.now < deadline {
      guard let message = try waitForMessage(timeout: deadline - ContinuousClock.now) else { break }
      if predicate(message) { return message }
    }
    throw TestFailure("no awaited message came in \(RunningProgram.patience)")
  }
}
