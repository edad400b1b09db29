import AppCommandLine
import Foundation

/// An intent as a client asked for it, with the context it runs in: what a `toggle`, an
/// `open LINK`, a bar's press or the board's button sends the service, so that the service
/// performs it exactly as the client would have alone, on day one and on day ninety.
///
/// - the link of the intent (`todos://intent/toggle?id=7`);
/// - the client's command line as its parser read it (`--base-url`, `--family`, `--json`,
///   `--timeout` …), never one made up for it;
/// - how long the client had been running when it asked: the service's run counts its
///   deadline from the client's start (arrival less that time), never from its own start;
/// - the client's server settings: the app's own variables (`TODOS_BASE_URL`), the variables
///   its help names (`CONGRESS_API_KEY`), the project's (`WIDGETS_*`) and `TZ`;
/// - the client's state folder: a service that keeps another one declines, and the client
///   performs the intent itself.
///
/// It travels as JSON over the refresh socket (a private folder of the user's), so the keys in
/// it never leave the user's processes; nothing logs them.
struct IntentRequest: Codable, Sendable, Hashable {
  /// The intent's link.
  var link: String
  /// The client's command line, as parsed.
  var arguments: ParsedArguments
  /// The seconds the client had run when it asked, 0 to 600.
  var elapsed: Double
  /// The client's server settings, by variable name.
  var settings: [String: String]
  /// The client's state folder, when it sent one: a service with another declines.
  var stateDirectory: String?

  /// The longest time a request may say its client has run, as the longest `--timeout`.
  static let elapsedRange = 0.0...600.0

  /// The request for `link` from a client run with `arguments` in `environment`, at `now`.
  init(
    link: String, arguments: ParsedArguments, environment: AppEnvironment,
    settingNames: (String) -> Bool, now: ContinuousClock.Instant = .now
  ) {
    self.link = link
    self.arguments = arguments
    elapsed = Self.clamped(environment.startedAt.duration(to: now))
    settings = environment.variables.filter { settingNames($0.key) }
    stateDirectory = environment.stateDirectory.standardizedFileURL.path
  }

  /// A request made in the service itself (a press on the board, a client before 0.4):
  /// `link` with the service's own command line and the settings given, from when it arrived.
  init(link: String, arguments: ParsedArguments, settings: [String: String]) {
    self.link = link
    self.arguments = arguments
    elapsed = 0
    self.settings = settings
    stateDirectory = nil
  }

  /// The seconds left of the client's deadline (`--timeout`, else its `WIDGETS_TIMEOUT`, else
  /// 15 s) when it asked.
  func remaining() throws -> Double {
    let timeout = try AppEnvironment.timeout(options: arguments.optionValues, variables: settings)
    return max(Self.seconds(timeout) - elapsed, 0)
  }

  /// What the run in the service works with: the service's `environment` with the client's
  /// settings in place of its own (`isSetting` names them), started when the client started
  /// (the request `arrived` less ``elapsed``), and the client's command line.
  func context(
    in environment: AppEnvironment, console: Console, arrived: ContinuousClock.Instant,
    isSetting: (String) -> Bool
  ) -> CommandContext {
    var variables = environment.variables.filter { !isSetting($0.key) }
    variables.merge(settings.filter { isSetting($0.key) }) { _, client in client }
    var rebuilt = environment
    rebuilt.variables = variables
    let spent = Self.elapsedRange.clamped(elapsed)
    rebuilt.startedAt = arrived.advanced(by: .zero - .milliseconds(Int64(spent * 1000)))
    return CommandContext(environment: rebuilt, console: console, arguments: arguments)
  }

  /// Why a service whose state folder is `directory` cannot perform this request as the
  /// client would; `nil` when it can.
  func reasonToDecline(stateDirectory directory: URL) -> String? {
    guard let stateDirectory, stateDirectory != directory.standardizedFileURL.path else {
      return nil
    }
    return "the client's state folder is \(stateDirectory), the service's \(directory.path)"
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  private static func clamped(_ duration: Duration) -> Double {
    elapsedRange.clamped(seconds(duration))
  }
}

extension ClosedRange where Bound == Double {
  /// `value` brought into the range (its lower bound for NaN).
  fileprivate func clamped(_ value: Double) -> Double {
    guard !value.isNaN else { return lowerBound }
    return Swift.min(Swift.max(value, lowerBound), upperBound)
  }
}
