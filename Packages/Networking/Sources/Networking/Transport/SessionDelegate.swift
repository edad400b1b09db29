import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The one delegate of a ``URLSessionTransport``'s session: routes each task's events to its
/// ``Exchange``.
///
/// Its only state, the table of exchanges, is behind a `Mutex`; the exchanges themselves are
/// thread-safe.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
  private let exchanges = Mutex<[Int: Exchange]>([:])

  /// Routes events of the task `identifier` to `exchange` until ``unregister(_:)``.
  func register(_ exchange: Exchange, for identifier: Int) {
    exchanges.withLock { $0[identifier] = exchange }
  }

  /// Stops routing events for the task `identifier`; later events are dropped.
  func unregister(_ identifier: Int) {
    _ = exchanges.withLock { $0.removeValue(forKey: identifier) }
  }

  private func exchange(for task: URLSessionTask) -> Exchange? {
    exchanges.withLock { $0[task.taskIdentifier] }
  }

  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    completionHandler(exchange(for: dataTask)?.receive(response) ?? .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    exchange(for: dataTask)?.receive(data)
  }

  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(exchange(for: task)?.redirect(to: request))
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    exchange(for: task)?.complete(error: error)
  }
}
