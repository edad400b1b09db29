#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over the POSIX socket calls the loopback server needs. Every function here
/// retries on `EINTR` and never raises `SIGPIPE` (`MSG_NOSIGNAL` on Linux, `SO_NOSIGPIPE` on
/// Darwin), so a peer that goes away shows up as a failed write, not a dead test process.
enum Socket {
  #if canImport(Darwin)
    static let streamType = SOCK_STREAM
    static let sendFlags: Int32 = 0
  #else
    static let streamType = Int32(SOCK_STREAM.rawValue)
    static let sendFlags = Int32(MSG_NOSIGNAL)
  #endif

  /// The loopback address, 127.0.0.1, in network byte order.
  static let loopback = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)

  /// A listening TCP socket bound to 127.0.0.1:`port` (0 picks a free port), and its port.
  static func makeListener(port: UInt16, backlog: Int32 = 128) throws(LoopbackServerError) -> (
    fd: Int32, port: UInt16
  ) {
    let fd = socket(AF_INET, streamType, 0)
    guard fd >= 0 else { throw .socket(operation: "socket", errno: errno) }
    var yes: Int32 = 1
    _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = socketAddress(port: port)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else { throw failure("bind", closing: fd) }
    guard listen(fd, backlog) == 0 else { throw failure("listen", closing: fd) }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard named == 0 else { throw failure("getsockname", closing: fd) }
    return (fd, UInt16(bigEndian: actual.sin_port))
  }

  /// A TCP connection to 127.0.0.1:`port`, or the `errno` of the failure.
  static func connectLoopback(port: UInt16) -> Result<Int32, LoopbackServerError> {
    let fd = socket(AF_INET, streamType, 0)
    guard fd >= 0 else { return .failure(.socket(operation: "socket", errno: errno)) }
    var address = socketAddress(port: port)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return .failure(failure("connect", closing: fd)) }
    configure(fd)
    return .success(fd)
  }

  /// Waits up to `timeoutMilliseconds` for `fd` to become readable; true when it is.
  static func waitReadable(_ fd: Int32, timeoutMilliseconds: Int32) -> Bool {
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&entry, 1, timeoutMilliseconds)
      if ready < 0 && errno == EINTR { continue }
      return ready > 0
    }
  }

  /// Accepts one connection, or returns nil when the listener failed or was shut down.
  static func acceptConnection(_ listener: Int32) -> Int32? {
    while true {
      let fd = accept(listener, nil, nil)
      if fd >= 0 {
        configure(fd)
        return fd
      }
      if errno == EINTR || errno == ECONNABORTED { continue }
      return nil
    }
  }

  /// Reads up to `capacity` bytes; an empty array means the peer closed (or the read failed).
  static func receive(_ fd: Int32, capacity: Int = 65_536) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: capacity)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, capacity, 0) }
      if count < 0 && errno == EINTR { continue }
      return count > 0 ? Array(buffer[0..<count]) : []
    }
  }

  /// Writes every byte; false when the peer has gone away.
  @discardableResult
  static func sendAll(_ fd: Int32, _ bytes: some Collection<UInt8>) -> Bool {
    let array = Array(bytes)
    var offset = 0
    while offset < array.count {
      let sent = array.withUnsafeBytes {
        send(fd, $0.baseAddress.map { $0 + offset }, array.count - offset, sendFlags)
      }
      if sent < 0 && errno == EINTR { continue }
      guard sent > 0 else { return false }
      offset += sent
    }
    return true
  }

  /// Stops reads and writes on `fd`, waking any thread blocked on it; the fd stays open.
  static func shutdownBoth(_ fd: Int32) {
    _ = shutdown(fd, Int32(SHUT_RDWR))
  }

  /// Closes `fd`.
  static func closeSocket(_ fd: Int32) {
    _ = close(fd)
  }

  private static func configure(_ fd: Int32) {
    var yes: Int32 = 1
    _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
    #if canImport(Darwin)
      _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  private static func socketAddress(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr = loopback
    return address
  }

  private static func failure(_ operation: String, closing fd: Int32) -> LoopbackServerError {
    let code = errno
    _ = close(fd)
    return .socket(operation: operation, errno: code)
  }
}
