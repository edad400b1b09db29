import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A raw client of a service's refresh socket (or of its HTTP endpoint) that behaves badly on
/// purpose: it connects and sends nothing, or half a request, and keeps the connection open
/// until it is closed.
final class SocketClient {
  /// The connected descriptor.
  let descriptor: Int32

  /// Connects to the Unix socket at `path`; while the service's backlog is full, `connect`
  /// waits in the kernel (woken as the service accepts), until `deadline`. `nil` when nothing
  /// listens there or the deadline passed. The connected socket does not block.
  init?(path: String, deadline: Date) {
    let bytes = Array(path.utf8)
    var address = sockaddr_un()
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in bytes.enumerated() { raw[index] = byte }
    }
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    // A blocking `connect` to a full backlog sleeps until there is room, for at most
    // SO_SNDTIMEO, then fails with EAGAIN.
    let left = max(deadline.timeIntervalSinceNow, 0.001)
    var limit = timeval(
      tv_sec: Int(left), tv_usec: Int((left - left.rounded(.down)) * 1_000_000))
    guard
      setsockopt(
        descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size)) == 0
    else {
      close(descriptor)
      return nil
    }
    var connected: Int32
    repeat {
      connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
    } while connected != 0 && errno == EINTR && Date() < deadline
    guard connected == 0, fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0
    else {
      close(descriptor)
      return nil
    }
    self.descriptor = descriptor
  }

  /// Connects to 127.0.0.1:`port` over TCP (the HTTP endpoint's tests); `nil` when nothing
  /// accepts.
  init?(port: UInt16) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      return nil
    }
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// Everything read so far by ``read(within:until:)``.
  private var received = Data()

  /// Reads until what came contains `text`, at most `seconds`; all that came.
  func read(until text: String, within seconds: Double = 10) -> String {
    read(within: seconds) { $0.contains(text) }
  }

  /// Reads until what came satisfies `done`, at most `seconds`; all that came.
  func read(within seconds: Double = 10, until done: (String) -> Bool) -> String {
    let end = Date().addingTimeInterval(seconds)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while !done(String(decoding: received, as: UTF8.self)) {
      let left = end.timeIntervalSinceNow
      guard left > 0 else { break }
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, Int32(left * 1000) + 1) > 0 else { break }
      let count = recv(descriptor, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      received.append(contentsOf: buffer[..<count])
    }
    return String(decoding: received, as: UTF8.self)
  }

  /// Sends `text` (at once: it is short); whether all of it went.
  func send(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    return Glibc.send(descriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count
  }

  /// Waits until the service closes the connection (or sends something), for at most
  /// `seconds`, woken by the socket itself; whether it is no longer ``isOpen``.
  func waitUntilClosed(within seconds: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while isOpen {
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { return false }
      let result = poll(&ready, 1, Int32(min(left, 3_600) * 1_000) + 1)
      guard result >= 0 || errno == EINTR else { return !isOpen }
    }
    return true
  }

  /// Whether the service still holds the connection open: nothing to read and no end of it.
  var isOpen: Bool {
    var byte: UInt8 = 0
    let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
    return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
  }
}
