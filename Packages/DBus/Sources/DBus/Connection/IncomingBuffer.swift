/// The bytes read from a connection and not yet taken as messages: a frame is taken once all
/// of it has arrived, so the buffer holds at most one partial message besides whole ones.
struct IncomingBuffer: Sendable {
  private var bytes: [UInt8] = []
  private var start = 0

  /// True when no byte waits.
  var isEmpty: Bool { start == bytes.count }

  /// Appends what was read.
  mutating func append(_ chunk: some Collection<UInt8>) {
    if start > 0, start >= bytes.count / 2 {
      bytes.removeFirst(start)
      start = 0
    }
    bytes.append(contentsOf: chunk)
  }

  /// The next whole message's bytes, without taking them, or `nil` while it has not all
  /// arrived. Throws when the bytes cannot start a message within `limits`: the stream
  /// cannot be read further.
  func peekFrame(limits: DBusLimits) throws(DBusError) -> [UInt8]? {
    let available = bytes.count - start
    guard available >= DBusMessage.fixedHeaderSize else { return nil }
    let header = bytes[start..<start + DBusMessage.fixedHeaderSize]
    let length = try DBusMessage.frameLength(header: header, limits: limits)
    guard available >= length else { return nil }
    return Array(bytes[start..<start + length])
  }

  /// Takes `count` bytes, those of the frame just peeked.
  mutating func consume(_ count: Int) {
    start = min(start + count, bytes.count)
    if start == bytes.count {
      bytes.removeAll(keepingCapacity: bytes.count <= 65_536)
      start = 0
    }
  }
}
