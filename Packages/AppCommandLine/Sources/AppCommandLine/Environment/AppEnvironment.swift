import Foundation
import Networking
import TextRendering
import Timelines

/// What an app reads from its surroundings, resolved once: the service's base URL, where state
/// and cache live, and how to write to the terminal.
///
/// Every rule lives here so the three apps follow the same ones:
/// - base URL: `--base-url`, else `<APP>_BASE_URL`, else the public service;
/// - state: `<APP>_STATE_DIR`, else `$XDG_STATE_HOME/<app>`, else `~/.local/state/<app>`;
/// - cache: `<APP>_CACHE_DIR`, else `$XDG_CACHE_HOME/<app>`, else `~/.cache/<app>`;
/// - colour: `--color`, then `NO_COLOR`, `FORCE_COLOR`, `TERM=dumb`, and whether stdout is a
///   terminal (see `TerminalCapabilities`).
public struct AppEnvironment: Sendable {
  /// The app's name, which also names its state and cache folders: `todos`.
  public var app: String
  /// The process environment the rules read.
  public var variables: [String: String]
  /// Whether stdout is a terminal.
  public var stdoutIsTerminal: Bool
  /// When the command started: its network deadline counts from here.
  public var startedAt: ContinuousClock.Instant
  /// The run's clock under `WIDGETS_CLOCK_SPEED=jump`, shared by every copy of the run's
  /// environment (see ``widgetClock()``).
  let jumpingClock = JumpingClockSlot()

  /// Captures the environment of an app.
  public init(
    app: String,
    variables: [String: String] = ProcessInfo.processInfo.environment,
    stdoutIsTerminal: Bool = isatty(STDOUT_FILENO) == 1,
    startedAt: ContinuousClock.Instant = .now
  ) {
    self.app = app
    self.variables = variables
    self.stdoutIsTerminal = stdoutIsTerminal
    self.startedAt = startedAt
  }

  /// The prefix of the app's own variables: `TODOS` for `todos`.
  public var variablePrefix: String {
    Self.variablePrefix(of: app)
  }

  /// The prefix of the variables of the app named `app`: `TODOS` for `todos`.
  public static func variablePrefix(of app: String) -> String {
    app.uppercased().replacingOccurrences(of: "-", with: "_")
  }

  /// How a user changes the base URL, for error messages: `--base-url or TODOS_BASE_URL`.
  public var baseURLHint: String {
    baseURLHint(variable: "\(variablePrefix)_BASE_URL")
  }

  /// How a user changes the base URL of a service with a variable of its own:
  /// `--base-url or CONGRESS_BASE_URL`.
  public func baseURLHint(variable: String) -> String {
    "--base-url or \(variable)"
  }

  /// The base URL: the option, else `<APP>_BASE_URL`, else `defaultURL`.
  ///
  /// One check, one message, before any request: the scheme must be http or https (in any
  /// case; it is written lower-case), there must be a host (an IPv6 literal in brackets is
  /// fine), and a port, when given, must be 1…65535.
  /// - Throws: ``CommandFailure`` (usage) when the URL is not such a URL.
  public func baseURL(option: String?, default defaultURL: URL) throws -> URL {
    try baseURL(option: option, variable: "\(variablePrefix)_BASE_URL", default: defaultURL)
  }

  /// The base URL of a service with a variable of its own (votes' `CONGRESS_BASE_URL`): the
  /// option, else `variable`, else `defaultURL`, checked as ``baseURL(option:default:)`` does.
  /// - Throws: ``CommandFailure`` (usage) when the URL is not an http(s) URL with a host.
  public func baseURL(option: String?, variable: String, default defaultURL: URL) throws -> URL {
    if let option { return try checkedURL(option, source: "--base-url") }
    return try baseURL(variable: variable) ?? defaultURL
  }

  /// The URL `variable` names (dadjokes' `DADJOKES_JOKEAPI_BASE_URL`), checked as
  /// ``baseURL(option:default:)`` does; `nil` when the variable is unset or empty.
  /// - Throws: ``CommandFailure`` (usage) when the URL is not an http(s) URL with a host.
  public func baseURL(variable: String) throws -> URL? {
    guard let text = variables[variable], !text.isEmpty else { return nil }
    return try checkedURL(text, source: variable)
  }

  private func checkedURL(_ text: String, source: String) throws -> URL {
    guard let url = Self.serviceURL(text) else {
      throw CommandFailure.usage(
        "\(source) must be an http(s) URL with a host (and a port from 1 to 65535), such as "
          + "http://127.0.0.1:8080, got '\(ParsedArguments.quoted(text))'")
    }
    return url
  }

  /// `text` as a service's base URL, normalised, or `nil` when it is not one.
  static func serviceURL(_ text: String) -> URL? {
    guard var components = URLComponents(string: text),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = components.host, !host.isEmpty,
      components.port.map({ (1...65535).contains($0) }) ?? true
    else { return nil }
    components.scheme = scheme
    guard let url = components.url, url.host?.isEmpty == false else { return nil }
    return url
  }

  /// How to write for this terminal, from a command's `--color` and `--no-color`.
  /// - Throws: ``CommandFailure`` (usage) for a `--color` value other than auto, always, never.
  public func outputStyle(for arguments: ParsedArguments) throws -> OutputStyle {
    try outputStyle(colorOption: arguments[.color], noColor: arguments[.noColor])
  }

  /// How to write for this terminal, given the `--color` value (and `--no-color`).
  /// - Throws: ``CommandFailure`` (usage) for a `--color` value other than auto, always, never.
  public func outputStyle(colorOption: String?, noColor: Bool = false) throws -> OutputStyle {
    var choice = ColorChoice.auto
    if let colorOption {
      guard let parsed = ColorChoice(argument: colorOption) else {
        throw CommandFailure.usage(
          "--color must be auto, always or never, got '\(ParsedArguments.quoted(colorOption))'")
      }
      choice = parsed
    }
    if noColor { choice = .never }
    return TerminalCapabilities.resolve(
      choice: choice, environment: variables, isTTY: stdoutIsTerminal)
  }
}
