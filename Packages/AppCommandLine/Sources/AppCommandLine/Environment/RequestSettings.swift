import Foundation
import Networking

/// How the network requests of one piece of work run: its deadline, counted from when the work
/// started, how they use the HTTP cache, and, in a refresher's pass, the pass's deadline and
/// the coalescer its widgets share. Decoded once, where the work's options are
/// (``init(options:environment:)``); a host sets the rest for the widgets it refreshes.
public struct RequestSettings: Sendable {
  /// The deadline: `--timeout`, else `WIDGETS_TIMEOUT`, else 15 s.
  public var timeout: Duration
  /// When the work started: a deadline for all its requests counts from here.
  public var startedAt: ContinuousClock.Instant
  /// Whether each request has ``timeout`` to itself, for work that runs as long as the user
  /// keeps it (`widget --watch`, a service's widgets), rather than one deadline for all.
  public var timesEachRequestAlone: Bool
  /// How the requests use the HTTP cache (``AppEnvironment/cacheUse(for:)``).
  public var cacheUse: CacheUse
  /// A deadline for every request, sooner than their own when set: a service sets it for the
  /// pass it makes on a client's behalf, which ends by the client's deadline.
  public var passDeadline: ContinuousClock.Instant?
  /// Shared by every request of a refresher's pass, so widgets that need the same URL make one
  /// request between them; `nil` outside a pass.
  public var coalescer: RequestCoalescer?
  /// The HTTP cache of every client the work makes, when one is made for many (a refresher's
  /// pass, whose widgets share the run's cache folder and secrets); `nil`: each client makes
  /// its own (``AppEnvironment/httpCache(console:)``).
  public var cache: HTTPCache?

  /// The settings `options` give (`--timeout`, `--no-cache`) in `environment`
  /// (`WIDGETS_TIMEOUT`, when the work started). Each request has the whole timeout only when
  /// whoever decodes the work says so (a watched widget, a service's widgets).
  ///
  /// - Throws: ``CommandFailure`` (usage) for a timeout outside 0.1…600 seconds.
  public init(options: OptionValues, environment: AppEnvironment) throws {
    timeout = try AppEnvironment.timeout(options: options, variables: environment.variables)
    startedAt = environment.startedAt
    timesEachRequestAlone = false
    cacheUse = AppEnvironment.cacheUse(for: options)
  }

  /// The configuration of an HTTP client with these settings, on top of `configuration`.
  func applied(to configuration: HTTPClient.Configuration) -> HTTPClient.Configuration {
    var configuration = configuration
    configuration.cacheUse = cacheUse
    configuration.deadline = timeout
    configuration.idleTimeout = min(configuration.idleTimeout, timeout)
    if !timesEachRequestAlone {
      configuration.overallDeadline = startedAt + timeout
    }
    configuration.coalescer = coalescer
    if let passDeadline {
      configuration.overallDeadline = min(
        configuration.overallDeadline ?? passDeadline, passDeadline)
    }
    return configuration
  }
}
