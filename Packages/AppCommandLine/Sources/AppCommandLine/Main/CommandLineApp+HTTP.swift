import Foundation
import Networking

extension CommandLineApp {
  /// The HTTP client for this run's command, on `baseURL`: its `--timeout`, its cache use
  /// (`--no-cache`) and its console for the cache's warnings, from
  /// ``AppEnvironment/httpClient(baseURL:arguments:console:)``.
  ///
  /// - Throws: ``CommandFailure`` (usage) for a `--timeout` outside 0.1…600 seconds.
  public func httpClient(baseURL: URL) throws -> HTTPClient {
    try environment.httpClient(baseURL: baseURL, arguments: arguments, console: console)
  }
}
