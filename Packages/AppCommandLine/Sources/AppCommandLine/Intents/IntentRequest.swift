import Foundation

/// An intent as a client asked for it, with the context it runs in: what a `toggle`, an
/// `open LINK`, a bar's press or the board's button sends the service, so that the service
/// performs it exactly as the client would have alone, on day one and on day ninety.
///
/// - the link of the intent (`todos://intent/toggle?id=7`);
/// - the seconds left of the client's deadline when it asked: the service's run ends by then,
///   measured from when the request arrived, never from when the service started;
/// - the client's command and options (`--base-url`, `--family`, `--json` …) and its server
///   settings: the app's own variables (`TODOS_BASE_URL`), the variables its help names
///   (`CONGRESS_API_KEY`), the project's (`WIDGETS_*`) and `TZ`;
/// - the client's state folder: a service that keeps another one declines, and the client
///   performs the intent itself.
///
/// It travels as JSON over the refresh socket (a private folder of the user's), so the keys in
/// it never leave the user's processes; nothing logs them.
struct IntentRequest: Codable, Sendable, Hashable {
  /// The intent's link.
  var link: String
  /// The seconds left of the client's deadline when it asked, 0.1 to 600.
  var timeout: Double
  /// The client's command (`toggle`, `open`, `status`).
  var command: String
  /// The client's options, by long name, as it gave them.
  var options: [String: [String]]
  /// The options the client's command declares, given or not (for the cache rules).
  var declaredOptions: [String]
  /// The client's server settings, by variable name.
  var settings: [String: String]
  /// The client's state folder, when it sent one: a service with another declines.
  var stateDirectory: String?

  /// The longest deadline a request may carry, as `--timeout`.
  static let timeoutRange = 0.1...600.0

  /// The request for `link` from a client run with `arguments` in `environment`: its deadline
  /// is what is left of its own (`--timeout` from when it started), at `now`.
  init(
    link: String, arguments: ParsedArguments, environment: AppEnvironment,
    settingNames: (String) -> Bool, now: ContinuousClock.Instant = .now
  ) throws {
    let timeout = try arguments[.timeout] ?? AppEnvironment.defaultTimeout
    let left = now.duration(to: environment.startedAt + timeout)
    self.link = link
    self.timeout = Self.clamped(left)
    command = arguments.command
    options = arguments.options
    options[OptionKey.timeout.name] = nil
    declaredOptions = arguments.declaredOptions.sorted()
    settings = environment.variables.filter { settingNames($0.key) }
    stateDirectory = environment.stateDirectory.standardizedFileURL.path
  }

  /// A request made in the service itself (a press on the board, a client before 0.4): `link`
  /// with the options and server settings given, and `seconds` (brought into 0.1…600) from
  /// when it arrived.
  init(link: String, options: [String: [String]], settings: [String: String], seconds: Double) {
    self.link = link
    self.timeout = Self.timeoutRange.clamped(seconds)
    command = "open"
    self.options = options
    declaredOptions = []
    self.settings = settings
    stateDirectory = nil
  }

  /// What the run in the service works with: the service's `environment` with the client's
  /// settings in place of its own (`isSetting` names them), started when the request
  /// `arrived`, and the client's options with the deadline left as `--timeout`.
  func context(
    in environment: AppEnvironment, console: Console, arrived: ContinuousClock.Instant,
    isSetting: (String) -> Bool
  ) -> CommandContext {
    var variables = environment.variables.filter { !isSetting($0.key) }
    variables.merge(settings.filter { isSetting($0.key) }) { _, client in client }
    var rebuilt = environment
    rebuilt.variables = variables
    rebuilt.startedAt = arrived
    rebuilt.passDeadline = nil
    rebuilt.requestCoalescer = nil
    var options = options
    options[OptionKey.timeout.name] = [String(Self.timeoutRange.clamped(timeout))]
    // A `--watch` or `--follow` of the client's says how it draws, not how to perform.
    for name in [OptionKey.watch.name, OptionKey.follow.name, OptionKey.press.name] {
      options[name] = nil
    }
    var arguments = ParsedArguments(command: command, options: options)
    arguments.declaredOptions = Set(declaredOptions)
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

  private static func clamped(_ duration: Duration) -> Double {
    let seconds =
      Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    return timeoutRange.clamped(seconds)
  }
}

extension ClosedRange where Bound == Double {
  /// `value` brought into the range (its lower bound for NaN).
  fileprivate func clamped(_ value: Double) -> Double {
    guard !value.isNaN else { return lowerBound }
    return Swift.min(Swift.max(value, lowerBound), upperBound)
  }
}
