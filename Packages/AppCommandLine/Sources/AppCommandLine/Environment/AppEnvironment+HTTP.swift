import Foundation
import Networking

extension AppEnvironment {
  /// The project's public home, named in every app's User-Agent as some APIs ask.
  public static let projectURL = "https://github.com/widgets-for-linux/widgets-for-linux"

  /// `todos/0.2.0 (+https://github.com/…)`: who is calling, for the services' logs.
  public func userAgent(version: String) -> String {
    "\(app)/\(version) (+\(Self.projectURL))"
  }

  /// The HTTP client an app's commands share: its User-Agent, the on-disk cache with
  /// revalidation, and the interactive defaults of `Networking` (retries within a 15 s
  /// deadline), or the deadline of `--timeout`.
  public func httpClient(baseURL: URL, version: String, deadline: Duration? = nil) -> HTTPClient {
    var configuration = HTTPClient.Configuration(
      userAgent: userAgent(version: version), cache: httpCache)
    if let deadline {
      configuration.deadline = deadline
      configuration.idleTimeout = min(configuration.idleTimeout, deadline)
    }
    return HTTPClient(baseURL: baseURL, configuration: configuration)
  }
}
