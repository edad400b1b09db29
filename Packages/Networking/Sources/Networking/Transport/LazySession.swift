import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The `URLSession` of a ``URLSessionTransport``, made on the first request rather than with
/// the transport.
///
/// Making a session is the dearest part of a request on Linux (about 3 ms: the configuration
/// sets up cookie storage and a URL cache, and the session starts libcurl), and a command that
/// finds its answer fresh in ``HTTPCache`` sends no request at all, so it should not pay for
/// one. Once made, the session lives as long as the transport: one session per process, its
/// connections reused.
///
/// `@unchecked Sendable` is safe: the session is made and read behind a `Mutex`, the
/// configuration is a private copy only read there, and `URLSession` and the delegate are
/// themselves thread-safe.
final class LazySession: @unchecked Sendable {
  private let configuration: URLSessionConfiguration?
  private let made = Mutex<URLSession?>(nil)

  /// The delegate every task of the session reports to.
  let delegate = SessionDelegate()

  /// Keeps a copy of `configuration` for the session made on first use; `nil` stands for
  /// `.ephemeral`, itself made only then.
  init(configuration: URLSessionConfiguration?) {
    self.configuration = configuration.map { $0.copy() as? URLSessionConfiguration ?? $0 }
  }

  /// A session holds its delegate until it is invalidated: without this, every transport a
  /// long-running process made and dropped (one a widget reload) would stay in memory.
  deinit {
    made.withLock { $0 }?.finishTasksAndInvalidate()
  }

  /// Whether the session has been made.
  var isMade: Bool {
    made.withLock { $0 != nil }
  }

  /// The session, made on the first call, with Foundation's own caching and cookies turned
  /// off: a server's `Set-Cookie` is neither stored (Foundation's store is a file in the
  /// user's home) nor sent back on the next request.
  var session: URLSession {
    made.withLock { made in
      if let made { return made }
      let configuration =
        self.configuration
        ?? FoundationFolders.withoutLeftovers { URLSessionConfiguration.ephemeral }
      configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
      configuration.urlCache = nil
      configuration.httpCookieStorage = nil
      configuration.httpShouldSetCookies = false
      configuration.httpCookieAcceptPolicy = .never
      let session = URLSession(
        configuration: configuration, delegate: delegate, delegateQueue: nil)
      made = session
      return session
    }
  }
}
