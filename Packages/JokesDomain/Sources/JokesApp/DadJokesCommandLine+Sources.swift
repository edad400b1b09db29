import AppCommandLine
import Foundation
import JokesDomain
import Networking
import TextRendering
import WidgetHost

extension DadJokesCommandLine {
  /// The `--source` choice in `request`: living services (the default) or the tutorial's API
  /// for all.
  ///
  /// - Throws: ``CommandFailure`` (usage) naming the choices.
  func sourceSelection(_ request: AppRequest) throws -> JokeSourceSelection {
    try request.options[.jokeSource] ?? .living
  }

  /// The four services at the base URLs `request` names, each with the app's HTTP client.
  ///
  /// - Throws: ``CommandFailure`` (usage) for a bad `--source` or base URL.
  func catalog(_ request: AppRequest) throws -> JokeCatalog {
    // One configuration for every service, so they all keep the command's one deadline. A
    // random joke is never worth serving again from the cache when a service fails: the user
    // asked for a fresh one, so the failure is reported instead.
    var configuration = request.httpClient(
      baseURL: JokeSourceID.tutorial.defaultBaseURL, console: console
    ).configuration
    configuration.servesStaleOnFailure = false
    let urls = try sourceURLs(request)
    return JokeCatalog(selection: try sourceSelection(request), baseURLs: urls) {
      [configuration] url in
      let client = HTTPClient(baseURL: url, configuration: configuration)
      // JokeAPI's documented limit, for every request of the process to its host.
      return url == urls[.jokeapi] ? client.with(politeness: JokeAPISource.politeness) : client
    }
  }

  /// Where each service lives in `request`: `--base-url` or `DADJOKES_BASE_URL` for all of them, and
  /// `DADJOKES_<SERVICE>_BASE_URL` for one (it wins); the public services otherwise.
  ///
  /// - Throws: ``CommandFailure`` (usage) for a URL that is not http(s) with a host, checked
  ///   as every base URL is (``AppEnvironment/baseURL(variable:)``).
  func sourceURLs(_ request: AppRequest) throws -> JokeSourceURLs {
    let environment = request.environment
    var urls = JokeSourceURLs()
    let option = try request.options[.baseURL]
    if option != nil
      || !(environment.variables["\(environment.variablePrefix)_BASE_URL"] ?? "")
        .isEmpty
    {
      urls.overridingAll = try environment.baseURL(
        option: option, default: JokeSourceID.tutorial.defaultBaseURL)
    }
    for source in JokeSourceID.allCases {
      let variable = Self.baseURLVariable(for: source, prefix: environment.variablePrefix)
      urls.overrides[source] = try environment.baseURL(variable: variable)
    }
    return urls
  }

  /// `DADJOKES_ICANHAZDADJOKE_BASE_URL`.
  static func baseURLVariable(for source: JokeSourceID, prefix: String) -> String {
    "\(prefix)_\(source.rawValue.uppercased())_BASE_URL"
  }
}
