import Foundation
import Networking

extension AppEnvironment {
  /// The project's public home, named in every app's User-Agent as some APIs ask.
  public static let projectURL = "https://github.com/widgets-for-linux/widgets-for-linux"

  /// How long a command may wait on the network when neither `--timeout` nor
  /// `WIDGETS_TIMEOUT` is given.
  public static let defaultTimeout: Duration = .seconds(15)

  /// The variable that sets the default of `--timeout` for every app, in seconds.
  public static let timeoutVariable = "WIDGETS_TIMEOUT"

  /// The deadline of a command: `--timeout`, else `WIDGETS_TIMEOUT` in `variables`, else 15 s.
  ///
  /// - Throws: ``CommandFailure`` (usage) for a value outside 0.1…600 seconds, naming where
  ///   it came from.
  public static func timeout(arguments: ParsedArguments, variables: [String: String]) throws
    -> Duration
  {
    if let given = try arguments[.timeout] { return given }
    guard let text = variables[timeoutVariable], !text.isEmpty else { return defaultTimeout }
    guard let seconds = Double(text), (0.1...600).contains(seconds) else {
      throw CommandFailure.usage(
        "\(timeoutVariable) takes seconds from 0.1 to 600, got '\(text.sanitizedForTerminal.prefix(40))'"
      )
    }
    return .milliseconds(Int64((seconds * 1000).rounded()))
  }

  /// This command's deadline (see ``timeout(arguments:variables:)``).
  public func timeout(_ arguments: ParsedArguments) throws -> Duration {
    try Self.timeout(arguments: arguments, variables: variables)
  }

  /// `todos/0.3.0 (+https://github.com/…)`: who is calling, for the services' logs.
  public var userAgent: String {
    "\(app)/\(ProjectVersion.current) (+\(Self.projectURL))"
  }

  /// The HTTP client an app's commands share: its User-Agent, the on-disk cache (see
  /// ``cacheUse(for:)``), and `Networking`'s retries within the deadline of `--timeout` (15 s
  /// unless given).
  ///
  /// The deadline is one for the whole command: every request the command makes, retries and
  /// probes included, ends by ``startedAt`` plus the timeout. A `--watch` widget runs for as
  /// long as the user keeps it, so there each request gets the timeout of its own.
  /// - Parameters:
  ///   - baseURL: The service's base URL.
  ///   - arguments: The command line, for `--timeout`, `--no-cache` and `--watch`.
  ///   - console: The running command's console (``CommandLineApp/console``): a damaged cache
  ///     entry's warning is written there (see ``httpCache(console:)``).
  /// - Throws: ``CommandFailure`` (usage) for a `--timeout` outside 0.1…600 seconds.
  public func httpClient(
    baseURL: URL, arguments: ParsedArguments, console: Console
  ) throws -> HTTPClient {
    let timeout = try timeout(arguments)
    var configuration = HTTPClient.Configuration(
      userAgent: userAgent, cache: httpCache(console: console))
    configuration.cacheUse = Self.cacheUse(for: arguments)
    configuration.deadline = timeout
    configuration.idleTimeout = min(configuration.idleTimeout, timeout)
    if !arguments[.watch] {
      configuration.overallDeadline = startedAt + timeout
    }
    configuration.coalescer = requestCoalescer
    if let passDeadline {
      configuration.overallDeadline = min(
        configuration.overallDeadline ?? passDeadline, passDeadline)
    }
    return HTTPClient(baseURL: baseURL, configuration: configuration)
  }

  /// How a command's requests use the HTTP cache.
  ///
  /// - A data command (one that takes ``OptionSpec/noCache``) answers from the cache while the
  ///   server's `Cache-Control` says the copy is fresh, with no request; with `--no-cache` it
  ///   asks the server without validators and stores the answer.
  /// - Every other command fetches only when a widget reloads, and the widget's own reload
  ///   policy and budget decide when that is: its requests always reach the server, sending
  ///   the validators (a 304 costs no body).
  public static func cacheUse(for arguments: ParsedArguments) -> CacheUse {
    guard arguments.declares(OptionKey.noCache.name) else { return .revalidate }
    return arguments[.noCache] ? .reload : .followFreshness
  }
}
