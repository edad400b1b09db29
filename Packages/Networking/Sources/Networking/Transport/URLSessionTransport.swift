import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live transport: one long-lived `URLSession`, streaming bodies through a delegate so the
/// size limit and the idle timeout are enforced while bytes arrive.
///
/// Create one per process (or use ``shared``) and keep it: sessions made per request crash on
/// teardown on Linux. Foundation's own cache is switched off, because Linux's `URLCache` never
/// revalidates; ``HTTPCache`` does that job.
public struct URLSessionTransport: HTTPTransport {
  /// A transport on an ephemeral configuration, shared by every client that does not pass one.
  public static let shared = URLSessionTransport()

  private let session: URLSession
  private let delegate: SessionDelegate

  /// Creates a transport with its own session.
  ///
  /// - Parameter configuration: Copied; its caching is turned off (`urlCache = nil`,
  ///   `requestCachePolicy = .reloadIgnoringLocalCacheData`).
  public init(configuration: URLSessionConfiguration = .ephemeral) {
    let copy = configuration.copy() as? URLSessionConfiguration ?? .ephemeral
    copy.requestCachePolicy = .reloadIgnoringLocalCacheData
    copy.urlCache = nil
    let delegate = SessionDelegate()
    self.delegate = delegate
    self.session = URLSession(configuration: copy, delegate: delegate, delegateQueue: nil)
  }

  /// Sends `request`, streaming the body and enforcing `limits` as it arrives.
  ///
  /// - Throws: ``NetworkError``: `cannotConnect`, `timedOut`, `responseTooLarge`, `cancelled`.
  public func send(_ request: URLRequest, limits: TransportLimits) async throws
    -> TransportResponse
  {
    guard let url = request.url else { throw NetworkError.invalidURL("") }
    var request = request
    // Foundation's own timer is only a backstop: on Linux it works in whole seconds. The
    // exchange's watchdog below enforces the real idle timeout.
    request.timeoutInterval = (limits.idleTimeout.timeInterval + 1).rounded(.up)
    request.cachePolicy = .reloadIgnoringLocalCacheData
    let task = session.dataTask(with: request)
    let exchange = Exchange(task: task, url: url, maxBytes: limits.maxResponseBytes)
    delegate.register(exchange, for: task.taskIdentifier)
    defer { delegate.unregister(task.taskIdentifier) }
    return try await withThrowingTaskGroup(of: TransportResponse?.self) { group in
      group.addTask { try await exchange.response() }
      group.addTask {
        await exchange.watchIdle(timeout: limits.idleTimeout)
        return nil
      }
      while let next = try await group.next() {
        if let response = next {
          group.cancelAll()
          return response
        }
      }
      throw NetworkError.cancelled(url: url)
    }
  }
}

extension Duration {
  /// The duration in seconds, as Foundation counts time.
  fileprivate var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
