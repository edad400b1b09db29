import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The request `refresh` sends a service, as one JSON line.
struct RefreshRequestLine: Codable, Sendable {
  /// `if-due`, `within-budget` or `force`.
  var mode: String
  /// Only widgets of this kind, when set.
  var kind: String?
}

/// The service's answer, as one JSON line.
struct RefreshAnswer: Codable, Sendable {
  var outcomes: [RefreshOutcome]
}

/// A `service`'s end of the refresh socket: accepts connections, reads each request on a
/// thread of its own and queues it; the service's loop takes the queue and answers.
///
/// `@unchecked Sendable` is safe: the descriptor and source are set in `init` and only used
/// on the server's serial queue, or in `close()`; the queue of requests is behind a mutex.
final class RefreshServer: @unchecked Sendable {
  /// A request waiting for its answer, with the connection to answer on.
  struct Pending: Sendable {
    let request: RefreshRequestLine
    let connection: Int32
  }

  let path: String
  private let lock: Int32
  private let descriptor: Int32
  private let source: any DispatchSourceRead
  private let pending = PendingQueue()

  /// Listens at `path`, replacing a socket left by a service that was killed; calls
  /// `arrived` when a request is queued.
  ///
  /// - Throws: ``CommandFailure`` when another service answers there (75), or the socket
  ///   cannot be made (74, with the reason).
  init(path: String, arrived: @escaping @Sendable () -> Void) throws {
    self.path = path
    guard var address = RefreshSocket.address(path) else {
      throw CommandFailure(.ioError, "the socket path \(path) is too long")
    }
    // The service holds `refresh.sock.lock` for its whole life: two starting at once cannot
    // both replace the socket, and the kernel drops the lock of one that was killed.
    let lock = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard lock >= 0, flock(lock, LOCK_EX | LOCK_NB) == 0 else {
      if lock >= 0 { close(lock) }
      throw CommandFailure(
        .tryAgainLater, "a service already answers at \(path); stop it first or use `refresh`")
    }
    self.lock = lock
    unlink(path)  // a stale socket: the service that made it is gone
    let descriptor = RefreshSocket.makeSocket()
    self.descriptor = descriptor
    let previousMask = umask(0o177)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    umask(previousMask)
    guard descriptor >= 0, bound == 0, listen(descriptor, 16) == 0 else {
      let reason = String(cString: strerror(errno))
      if descriptor >= 0 { close(descriptor) }
      close(lock)
      throw CommandFailure(.ioError, "cannot listen at \(path): \(reason)")
    }
    let queue = DispatchQueue(label: "refresh-server")
    source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
    source.setEventHandler { [descriptor, pending] in
      let connection = accept(descriptor, nil, nil)
      guard connection >= 0 else { return }
      _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
      DispatchQueue.global().async {
        RefreshSocket.setReceiveTimeout(connection, seconds: 10)
        guard let line = RefreshSocket.readLine(from: connection, limit: 4096),
          let request = try? JSONDecoder().decode(RefreshRequestLine.self, from: line)
        else {
          close(connection)
          return
        }
        pending.queue.withLock { $0.append(Pending(request: request, connection: connection)) }
        arrived()
      }
    }
    source.setCancelHandler { close(descriptor) }
    source.resume()
  }

  /// The requests queued since the last call.
  func takePending() -> [Pending] {
    pending.queue.withLock { queued in
      defer { queued.removeAll() }
      return queued
    }
  }

  /// Sends `answer` on the request's connection and closes it; a client that stopped reading
  /// gets 10 seconds.
  func answer(_ pendingRequest: Pending, with answer: RefreshAnswer) {
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(
      pendingRequest.connection, SOL_SOCKET, SO_SNDTIMEO, &timeout,
      socklen_t(MemoryLayout<timeval>.size))
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    if var data = try? encoder.encode(answer) {
      data.append(UInt8(ascii: "\n"))
      RefreshSocket.writeAll(data, to: pendingRequest.connection)
    }
    close(pendingRequest.connection)
  }

  /// Stops listening and removes the socket.
  func stop() {
    source.cancel()
    unlink(path)
    for waiting in takePending() { close(waiting.connection) }
    close(lock)
  }
}

/// The requests a ``RefreshServer`` has read and not yet answered.
private final class PendingQueue: Sendable {
  let queue = Mutex<[RefreshServer.Pending]>([])
}
