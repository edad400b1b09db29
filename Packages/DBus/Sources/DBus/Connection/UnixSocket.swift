#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls of a connection's stream socket: connect, wait, read and write, each
/// retried on `EINTR` and bounded by a deadline where it could wait.
enum UnixSocket {
  /// What a read found.
  enum ReadResult {
    case read(Int)
    case wouldBlock
    case endOfFile
  }

  /// A connected socket to `endpoint`, close-on-exec, non-blocking once connected. A connect
  /// that waits (a full backlog) gives up at `deadline`.
  static func connected(to endpoint: DBusAddress.Endpoint, deadline: Deadline) throws(DBusError)
    -> Int32
  {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let name = Array(endpoint.path.utf8)
    let offset = endpoint.isAbstract ? 1 : 0  // an abstract name starts with a NUL
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    guard name.count + offset < capacity else {
      throw .init(.cannotConnect(endpoint.description, reason: "the socket name is too long"))
    }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in name.enumerated() { raw[offset + index] = byte }
    }
    let pathOffset = MemoryLayout<sockaddr_un>.offset(of: \.sun_path) ?? 2
    let length = socklen_t(pathOffset + offset + name.count + (endpoint.isAbstract ? 0 : 1))
    #if canImport(Glibc)
      let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #else
      let type = SOCK_STREAM
    #endif
    let fd = socket(AF_UNIX, type, 0)
    guard fd >= 0 else { throw .system("socket") }
    // A blocking connect of a Unix socket honours the send timeout (0 would be none).
    let milliseconds = max(deadline.pollMilliseconds, 1)
    var timeout = timeval(
      tv_sec: .init(milliseconds / 1000), tv_usec: .init(milliseconds % 1000 * 1000))
    _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var result: Int32
    repeat {
      result = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, length) }
      }
    } while result != 0 && errno == EINTR && !deadline.hasPassed
    guard result == 0 else {
      let number = errno
      _ = close(fd)
      let reason = DBusError.errnoText(number)
      throw .init(.cannotConnect(endpoint.description, reason: reason))
    }
    guard fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) == 0 else {
      let error = DBusError.system("fcntl")
      _ = close(fd)
      throw error
    }
    return fd
  }

  /// Waits until `fd` is ready for `events` (`POLLIN`, `POLLOUT`); false when the deadline
  /// passed first. An error or hang-up condition counts as ready: the read or write that
  /// follows meets it.
  static func wait(_ fd: Int32, for events: Int16, until deadline: Deadline) throws(DBusError)
    -> Bool
  {
    while true {
      var entry = pollfd(fd: fd, events: events, revents: 0)
      let count = poll(&entry, 1, deadline.pollMilliseconds)
      if count > 0 { return true }
      if count < 0, errno != EINTR { throw .system("poll") }
      if count == 0, deadline.hasPassed { return false }
    }
  }

  /// Reads what is there, at most `maximum` bytes, without waiting, and hands the bytes read
  /// to `take`.
  static func read(_ fd: Int32, maximum: Int, into take: (UnsafeRawBufferPointer) -> Void)
    throws(DBusError) -> ReadResult
  {
    let outcome = withUnsafeTemporaryAllocation(byteCount: maximum, alignment: 1) {
      raw -> Result<ReadResult, DBusError> in
      while true {
        let count = recv(fd, raw.baseAddress, raw.count, 0)
        if count > 0 {
          take(UnsafeRawBufferPointer(rebasing: raw[..<count]))
          return .success(.read(count))
        }
        if count == 0 { return .success(.endOfFile) }
        switch errno {
        case EINTR: continue
        case EAGAIN, EWOULDBLOCK: return .success(.wouldBlock)
        case ECONNRESET, EPIPE: return .success(.endOfFile)
        default: return .failure(.system("recv"))
        }
      }
    }
    return try outcome.get()
  }

  /// Writes all of `bytes`, waiting for room while the socket is full, until `deadline`.
  /// Returns how many bytes were written: fewer than all only when the deadline passed.
  static func write(_ fd: Int32, _ bytes: [UInt8], until deadline: Deadline) throws(DBusError)
    -> Int
  {
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return send(fd, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
      }
      if count > 0 {
        offset += count
        continue
      }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK:
        guard try wait(fd, for: Int16(POLLOUT), until: deadline) else { return offset }
      case EPIPE, ECONNRESET: throw .init(.disconnected)
      default: throw .system("send")
      }
    }
    return offset
  }
}
