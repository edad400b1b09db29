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

  /// The deadline of a piece of work: `--timeout` in `options`, else `WIDGETS_TIMEOUT` in
  /// `variables`, else 15 s.
  ///
  /// - Throws: ``CommandFailure`` (usage) for a value outside 0.1…600 seconds, naming where
  ///   it came from.
  public static func timeout(options: OptionValues, variables: [String: String]) throws
    -> Duration
  {
    if let given = try options[.timeout] { return given }
    guard let text = variables[timeoutVariable], !text.isEmpty else { return defaultTimeout }
    guard let seconds = Double(text), (0.1...600).contains(seconds) else {
      throw CommandFailure.usage(
        "\(timeoutVariable) takes seconds from 0.1 to 600, got '\(text.sanitizedForTerminal.prefix(40))'"
      )
    }
    return .milliseconds(Int64((seconds * 1000).rounded()))
  }

  /// This command's deadline (see ``timeout(options:variables:)``).
  public func timeout(_ arguments: ParsedArguments) throws -> Duration {
    try Self.timeout(options: arguments.optionValues, variables: variables)
  }

  /// `todos/0.3.0 (+https://github.com/…)`: who is calling, for the services' logs.
  public var userAgent: String {
    "\(app)/\(ProjectVersion.current) (+\(Self.projectURL))"
  }

  /// The HTTP client an app's work uses: its User-Agent, the on-disk cache (see
  /// ``cacheUse(for:)``; the one in `settings` when it has one), and `Networking`'s retries
  /// within the deadline `settings` give.
  ///
  /// The deadline is one for the whole piece of work: every request it makes, retries and
  /// probes included, ends by its start plus the timeout. A `--watch` widget, or a service's,
  /// runs for as long as the user keeps it, so there each request gets the timeout of its own
  /// (``RequestSettings/timesEachRequestAlone``).
  /// - Parameters:
  ///   - baseURL: The service's base URL.
  ///   - settings: How the requests run.
  ///   - console: The running command's console (``CommandLineApp/console``): a damaged cache
  ///     entry's warning is written there (see ``httpCache(console:)``).
  public func httpClient(
    baseURL: URL, settings: RequestSettings, console: Console
  ) -> HTTPClient {
    let configuration = HTTPClient.Configuration(
      userAgent: userAgent, cache: settings.cache ?? httpCache(console: console))
    return HTTPClient(baseURL: baseURL, configuration: settings.applied(to: configuration))
  }

  /// How a command's requests use the HTTP cache.
  ///
  /// - A data command (one that takes ``OptionSpec/noCache``) answers from the cache while the
  ///   server's `Cache-Control` says the copy is fresh, with no request; with `--no-cache` it
  ///   asks the server without validators and stores the answer.
  /// - Every other command fetches only when a widget reloads, and the widget's own reload
  ///   policy and budget decide when that is: its requests always reach the server, sending
  ///   the validators (a 304 costs no body).
  public static func cacheUse(for options: OptionValues) -> CacheUse {
    guard options.declares(OptionKey.noCache.name) else { return .revalidate }
    return options[.noCache] ? .reload : .followFreshness
  }
}
