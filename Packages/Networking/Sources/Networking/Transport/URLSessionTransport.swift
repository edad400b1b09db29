import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live transport: one long-lived `URLSession`, streaming bodies through a delegate so the
/// size limit and the idle timeout are enforced while bytes arrive.
///
/// Create one per process (or use ``shared``) and keep it: sessions made per request crash on
/// teardown on Linux, and each costs milliseconds to make. The session is made on the first
/// request, so a process that never sends one (every answer fresh in the cache) never pays. Foundation's own cache is switched off, because Linux's `URLCache` never
/// revalidates; ``HTTPCache`` does that job.
///
/// What a server sends is held to a few rules, whatever it is:
/// - Every request says `Accept-Encoding: identity`, and a response with any other
///   `Content-Encoding` is refused at its headers (``NetworkError/badResponse(url:reason:)``):
///   FoundationNetworking inflates whatever arrives, so the size cap could not hold otherwise.
/// - A redirect to another origin drops the credential headers (see
///   ``TransportLimits/credentialHeaderNames``) and the URL's user info; a redirect to a scheme
///   other than `http` or `https` is refused. Put credentials in requests, not in the session
///   configuration's `httpAdditionalHeaders`, which FoundationNetworking re-adds on every hop.
/// - The size cap, the idle timeout and the caller's deadline end the call at once, even while
///   libcurl is still busy with a fast body (it may go on reading it in the background for a
///   while; the bytes are dropped as they arrive).
public struct URLSessionTransport: HTTPTransport {
  /// A transport on an ephemeral configuration, shared by every client that does not pass one.
  public static let shared = URLSessionTransport()

  let lazySession: LazySession

  /// Creates a transport with its own session, on an ephemeral configuration.
  public init() {
    self.lazySession = LazySession(configuration: nil)
  }

  /// Creates a transport with its own session.
  ///
  /// - Parameter configuration: Copied; its caching and cookies are turned off (`urlCache` and
  ///   `httpCookieStorage` `nil`, `requestCachePolicy = .reloadIgnoringLocalCacheData`,
  ///   `httpShouldSetCookies = false`).
  public init(configuration: URLSessionConfiguration) {
    self.lazySession = LazySession(configuration: configuration)
  }

  /// Sends `request`, streaming the body and enforcing `limits` as it arrives.
  ///
  /// - Throws: ``NetworkError``: `cannotConnect`, `timedOut`, `responseTooLarge`, `cancelled`,
  ///   `badResponse`.
  public func send(_ request: URLRequest, limits: TransportLimits) async throws
    -> TransportResponse
  {
    guard let url = request.url else { throw NetworkError.invalidURL("") }
    var request = request
    // Foundation's own timer is only a backstop: on Linux it works in whole seconds (and
    // multiplies them by 1000 in an Int). The exchange's watchdog enforces the idle timeout.
    let backstop = min(limits.idleTimeout, .seconds(86_400)).timeInterval + 1
    request.timeoutInterval = max(backstop, 1).rounded(.up)
    request.cachePolicy = .reloadIgnoringLocalCacheData
    request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
    let exchange = Exchange(url: url, limits: limits)
    defer { exchange.abandon() }
    let (session, delegate, prepared) = (lazySession.session, lazySession.delegate, request)
    return try await withThrowingTaskGroup(of: TransportResponse?.self) { group in
      group.addTask {
        try await exchange.response {
          Exchange.sessionCalls.async {
            exchange.begin(prepared, session: session, delegate: delegate)
          }
        }
      }
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
