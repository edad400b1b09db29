import Foundation

extension CommandLineApp {
  /// The variables every app reads, in the order the help text lists them:
  /// `<APP>_BASE_URL`, the app's ``serviceEnvironmentHelp``, `<APP>_STATE_DIR`,
  /// `<APP>_CACHE_DIR`, then ``AppSpec/standardEnvironment``.
  public static var environmentHelp: [(name: String, help: String)] {
    let prefix = AppEnvironment.variablePrefix(of: name)
    return [(name: "\(prefix)_BASE_URL", help: baseURLVariableHelp)] + serviceEnvironmentHelp
      + [
        (
          name: "\(prefix)_STATE_DIR",
          help: "Where widget timelines are kept (~/.local/state/\(name))."
        ),
        (
          name: "\(prefix)_CACHE_DIR",
          help: "Where \(cachedContents) are cached (~/.cache/\(name))."
        ),
      ] + AppSpec.standardEnvironment
  }

  /// The same as `--base-url`.
  public static var baseURLVariableHelp: String { "Same as --base-url." }

  /// No variables but the app's base URL and folders.
  public static var serviceEnvironmentHelp: [(name: String, help: String)] { [] }

  /// HTTP responses.
  public static var cachedContents: String { "HTTP responses" }

  /// The base URL of the app's service for this run: `--base-url`, else `<APP>_BASE_URL`, else
  /// `defaultURL` (``AppEnvironment/baseURL(option:default:)``).
  ///
  /// - Throws: ``CommandFailure`` (usage) when the URL is not an http(s) URL with a host.
  public func baseURL(default defaultURL: URL) throws -> URL {
    try environment.baseURL(option: arguments[.baseURL], default: defaultURL)
  }
}
