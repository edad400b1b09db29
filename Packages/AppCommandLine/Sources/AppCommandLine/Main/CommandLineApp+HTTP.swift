import Foundation
import Networking

extension CommandLineApp {
  /// The request this run's command line makes: its options, this run's environment, and the
  /// network settings they give (``RequestSettings/init(options:environment:)``).
  ///
  /// - Throws: ``CommandFailure`` (usage) for a `--timeout` outside 0.1…600 seconds.
  public func commandRequest() throws -> AppRequest {
    let options = arguments.optionValues
    return AppRequest(
      options: options, environment: environment,
      network: try RequestSettings(options: options, environment: environment))
  }

  /// The HTTP client for this run's command, on `baseURL`: its `--timeout`, its cache use
  /// (`--no-cache`) and its console for the cache's warnings (``commandRequest()``).
  ///
  /// - Throws: ``CommandFailure`` (usage) for a `--timeout` outside 0.1…600 seconds.
  public func httpClient(baseURL: URL) throws -> HTTPClient {
    try commandRequest().httpClient(baseURL: baseURL, console: console)
  }
}
