import Foundation

extension HTTPClient {
  /// Everything about how an ``HTTPClient`` talks to its server; every setting has a default
  /// that suits an interactive command (a user never waits more than ~15 s).
  public struct Configuration: Sendable {
    /// The `User-Agent` header, naming the app and its version: `"todos/0.1"`.
    public var userAgent: String

    /// The `Accept` header; an endpoint's own `Accept` header overrides it.
    public var accept: String

    /// Headers sent with every request; an endpoint's headers override them.
    public var defaultHeaders: [String: String]

    /// The longest silence from the server (no headers, no body bytes) in one attempt.
    public var idleTimeout: Duration

    /// The longest a whole call may take, every retry and wait included.
    public var deadline: Duration

    /// When and how often GET requests are retried.
    public var retry: RetryPolicy

    /// The largest body accepted, checked against `Content-Length` and while streaming.
    public var maxResponseBytes: Int

    /// Where responses are cached and revalidated; `nil` disables caching.
    public var cache: HTTPCache?

    /// Whether a cached copy is returned (marked ``ResponseOrigin/stale(age:cause:)``) when the
    /// server cannot be reached, times out, or answers 5xx after all retries.
    public var servesStaleOnFailure: Bool

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - userAgent: The `User-Agent` header.
    ///   - accept: The `Accept` header; `application/json` by default.
    ///   - defaultHeaders: Headers for every request.
    ///   - idleTimeout: Longest silence in one attempt; 10 s by default.
    ///   - deadline: Longest whole call, retries included; 15 s by default.
    ///   - retry: The retry policy; 3 attempts, 0.25 s to 4 s full jitter by default.
    ///   - maxResponseBytes: The body size cap; 8 MiB by default.
    ///   - cache: The on-disk cache, or `nil` for none.
    ///   - servesStaleOnFailure: Whether to fall back to a cached copy; off by default.
    public init(
      userAgent: String = "Networking/0.1",
      accept: String = "application/json",
      defaultHeaders: [String: String] = [:],
      idleTimeout: Duration = .seconds(10),
      deadline: Duration = .seconds(15),
      retry: RetryPolicy = RetryPolicy(),
      maxResponseBytes: Int = 8 << 20,
      cache: HTTPCache? = nil,
      servesStaleOnFailure: Bool = false
    ) {
      self.userAgent = userAgent
      self.accept = accept
      self.defaultHeaders = defaultHeaders
      self.idleTimeout = idleTimeout
      self.deadline = deadline
      self.retry = retry
      self.maxResponseBytes = maxResponseBytes
      self.cache = cache
      self.servesStaleOnFailure = servesStaleOnFailure
    }

    /// The limits handed to the transport for each attempt.
    var limits: TransportLimits {
      TransportLimits(maxResponseBytes: maxResponseBytes, idleTimeout: idleTimeout)
    }
  }
}

/// The clock, the sleeping and the randomness ``HTTPClient`` uses, injected so tests are
/// deterministic and fast.
struct ClientEnvironment: Sendable {
  /// The wall-clock time, for cache ages and `Retry-After` dates.
  var now: @Sendable () -> Date

  /// A number in `0..<1` that places each backoff wait within its jitter window.
  var random: @Sendable () -> Double

  /// Waits between attempts; throws `CancellationError` when the task is cancelled.
  var sleep: @Sendable (Duration) async throws -> Void

  /// The real clock, `Double.random` and `Task.sleep`.
  static let live = ClientEnvironment(
    now: { Date() },
    random: { Double.random(in: 0..<1) },
    sleep: { try await Task.sleep(for: $0) }
  )
}
