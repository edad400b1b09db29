#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The SASL exchange that opens a connection: a NUL byte, `AUTH EXTERNAL <hex of the uid>`,
/// the server's `OK <guid>`, then `BEGIN`. Unix file descriptor passing is not negotiated.
enum Authentication {
  /// The longest line the server may send.
  static let maximumLineLength = 16_384

  /// Authenticates on the connected socket `fd`, waiting until `deadline`; returns the
  /// server's GUID and whatever bytes arrived after its `OK` line.
  static func authenticate(_ fd: Int32, endpoint: String, deadline: Deadline) throws(DBusError)
    -> (guid: String, leftover: [UInt8])
  {
    let uid = Array(String(getuid()).utf8).map { (byte: UInt8) -> String in
      String(byte, radix: 16)
    }.joined()
    try send([0] + Array("AUTH EXTERNAL \(uid)\r\n".utf8), to: fd, deadline: deadline)
    let (line, leftover) = try readLine(fd, deadline: deadline)
    guard line.hasPrefix("OK ") else {
      throw .init(.authentication(endpoint, reason: "it answered \"\(line)\""))
    }
    try send(Array("BEGIN\r\n".utf8), to: fd, deadline: deadline)
    return (String(line.dropFirst(3)), leftover)
  }

  private static func send(_ bytes: [UInt8], to fd: Int32, deadline: Deadline)
    throws(DBusError)
  {
    guard try UnixSocket.write(fd, bytes, until: deadline) == bytes.count else {
      throw deadline.timedOut("the D-Bus bus to read the authentication")
    }
  }

  /// One line ended by CR LF, without it, and the bytes after it.
  private static func readLine(_ fd: Int32, deadline: Deadline) throws(DBusError)
    -> (String, [UInt8])
  {
    var received: [UInt8] = []
    while true {
      if let end = lineEnd(in: received) {
        let line = String(decoding: received[..<end], as: UTF8.self)
        return (line, Array(received[(end + 2)...]))
      }
      guard received.count <= maximumLineLength else {
        throw .malformed("the bus sent an authentication line over 16 KiB")
      }
      switch try UnixSocket.read(fd, maximum: 4096, into: { received += $0 }) {
      case .read: break
      case .endOfFile: throw .init(.disconnected)
      case .wouldBlock:
        guard try UnixSocket.wait(fd, for: Int16(POLLIN), until: deadline) else {
          throw deadline.timedOut("the D-Bus bus to answer the authentication")
        }
      }
    }
  }

  private static func lineEnd(in bytes: [UInt8]) -> Int? {
    guard bytes.count >= 2 else { return nil }
    return (0..<bytes.count - 1).first { bytes[$0] == 13 && bytes[$0 + 1] == 10 }
  }
}
