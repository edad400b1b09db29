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

    /// An end that every call made with this configuration keeps, however many calls there
    /// are: a command-wide `--timeout`. Each call's own end is the earlier of
    /// `now + deadline` and this instant, retries and their waits included; a call started
    /// after it fails at once with ``NetworkError/timedOut(url:)``, sending nothing (or
    /// serves a cached copy, when ``servesStaleOnFailure`` is on). `nil`, the default, means
    /// only ``deadline`` applies.
    public var overallDeadline: ContinuousClock.Instant?

    /// Request headers that carry credentials, besides `Authorization`,
    /// `Proxy-Authorization`, `Cookie` and `X-Api-Key`, which always do (say an API's
    /// `X-Auth-Token`). A redirect to another origin (scheme, host or port) drops them all,
    /// and the URL's user name and password: credentials go only where they were given.
    public var credentialHeaderNames: Set<String>

    /// When and how often GET requests are retried.
    public var retry: RetryPolicy

    /// The largest body accepted, checked against `Content-Length` and while streaming.
    public var maxResponseBytes: Int

    /// Where responses are cached and revalidated; `nil` disables caching.
    public var cache: HTTPCache?

    /// How ``cache`` is used: serve fresh entries without a request
    /// (``CacheUse/followFreshness``, the default), always revalidate
    /// (``CacheUse/revalidate``), or fetch anew and replace (``CacheUse/reload``).
    public var cacheUse: CacheUse

    /// Whether a cached copy is returned (marked ``ResponseOrigin/stale(age:cause:)``) when the
    /// server cannot be reached, times out, or answers 5xx after all retries. A copy whose
    /// response said `Cache-Control: no-cache` is never served this way, nor one that said
    /// `must-revalidate` once it is stale (RFC 9111 §4.2.4).
    public var servesStaleOnFailure: Bool

    /// How hard the client may press one host (with every other client of the process that
    /// talks to it): ``Politeness/standard`` by default.
    public var politeness: Politeness {
      get { sharing.politeness }
      set { sharing = Sharing(politeness: newValue, coalescer: sharing.coalescer) }
    }

    /// Shares one request among the clients that send the same one while it lives (a
    /// refresher's pass); `nil` (the default) shares nothing.
    public var coalescer: RequestCoalescer? {
      get { sharing.coalescer }
      set { sharing = Sharing(politeness: sharing.politeness, coalescer: newValue) }
    }

    /// ``politeness`` and ``coalescer`` behind one reference: a Swift 6.3.1 release build
    /// miscompiled the copy of a provider holding a client once this configuration grew by
    /// more than one stored reference (a crash in `initializeWithCopy`, debug builds right).
    private var sharing = Sharing(politeness: .standard, coalescer: nil)

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
    ///   - overallDeadline: An end every call keeps; none by default.
    ///   - credentialHeaderNames: More headers a cross-origin redirect drops; none by default.
    ///   - cacheUse: How the cache is used; ``CacheUse/followFreshness`` by default.
    public init(
      userAgent: String = "Networking/0.1",
      accept: String = "application/json",
      defaultHeaders: [String: String] = [:],
      idleTimeout: Duration = .seconds(10),
      deadline: Duration = .seconds(15),
      retry: RetryPolicy = RetryPolicy(),
      maxResponseBytes: Int = 8 << 20,
      cache: HTTPCache? = nil,
      servesStaleOnFailure: Bool = false,
      overallDeadline: ContinuousClock.Instant? = nil,
      credentialHeaderNames: Set<String> = [],
      cacheUse: CacheUse = .followFreshness
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
      self.overallDeadline = overallDeadline
      self.credentialHeaderNames = credentialHeaderNames
      self.cacheUse = cacheUse
    }

    /// The limits handed to the transport for each attempt.
    var limits: TransportLimits {
      TransportLimits(
        maxResponseBytes: maxResponseBytes, idleTimeout: idleTimeout,
        credentialHeaderNames: credentialHeaderNames)
    }

    /// When a call starting at `now` must end: `now + deadline`, or ``overallDeadline`` when
    /// that comes first.
    func end(startingAt now: ContinuousClock.Instant) -> ContinuousClock.Instant {
      let own = now.advanced(by: deadline)
      guard let overallDeadline else { return own }
      return min(own, overallDeadline)
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

/// What the clients of a process share with others: their limits per host and a coalescer
/// (see ``HTTPClient/Configuration/politeness`` and ``HTTPClient/Configuration/coalescer``).
final class Sharing: Sendable {
  let politeness: Politeness
  let coalescer: RequestCoalescer?

  init(politeness: Politeness, coalescer: RequestCoalescer?) {
    self.politeness = politeness
    self.coalescer = coalescer
  }
}
