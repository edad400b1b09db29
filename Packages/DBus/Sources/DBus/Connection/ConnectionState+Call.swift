#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ConnectionState {
  /// Sends the call `message` and waits until `deadline` for its reply; see
  /// ``DBusConnection/call(_:timeout:)``.
  mutating func call(_ message: DBusMessage, deadline: Deadline) throws(DBusError)
    -> DBusMessage
  {
    guard message.kind == .methodCall else {
      throw .invalid("call(_:timeout:) sends method calls, not a \(message.kind)")
    }
    var expecting = message
    expecting.flags.remove(.noReplyExpected)
    let serial = try send(expecting)
    while true {
      if let reply = try pump(awaiting: serial) {
        // What came in the same read (a signal sent right after the reply) is queued now:
        // the socket will not be readable for it again.
        queueBuffered()
        guard reply.kind == .error else { return reply }
        throw .errorReply(
          name: reply.errorName ?? DBusError.Name.failed, message: reply.errorMessage)
      }
      let what = "a reply to \(message.interface.map { $0 + "." } ?? "")\(message.member ?? "")"
      guard try UnixSocket.wait(fd, for: Int16(POLLIN), until: deadline) else {
        throw deadline.timedOut(what)
      }
    }
  }
}
