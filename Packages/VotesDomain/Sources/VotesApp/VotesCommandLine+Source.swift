import AppCommandLine
import Foundation
import Networking
import Timelines
import VotesDomain
import WidgetHost

extension VotesCommandLine {
  /// The variable holding a congress.gov API key.
  static let apiKeyVariable = "CONGRESS_API_KEY"

  /// What to do about a missing or refused key.
  static let apiKeyAdvice =
    "set \(apiKeyVariable) to a valid key (https://api.congress.gov/sign-up/), "
    + "or use --source clerk"

  /// The congress.gov key from `environment`, trimmed; nil when unset or blank.
  static func apiKey(in environment: AppEnvironment) -> String? {
    let key = environment.variables[Self.apiKeyVariable]?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return key?.isEmpty == false ? key : nil
  }

  /// The source `--source` names in `request`; else congress.gov when a key is set, else the
  /// Clerk.
  func sourceID(_ request: AppRequest) throws -> VoteSourceID {
    try request.options[.voteSource]
      ?? (Self.apiKey(in: request.environment) == nil ? .clerk : .congressGov)
  }

  /// Where a source lives in `request`: `--base-url`, else `VOTES_BASE_URL` (the Clerk) or
  /// `CONGRESS_BASE_URL` (congress.gov), else the public site.
  func sourceBaseURL(_ source: VoteSourceID, _ request: AppRequest) throws -> URL {
    let environment = request.environment
    return try environment.baseURL(
      option: request.options[.baseURL], variable: Self.baseURLVariable(source, environment),
      default: source.defaultBaseURL)
  }

  /// The source `request` chooses, on its base URL, with the shared HTTP client, the app's clock and, for
  /// the Clerk, the roll hints and the rolls read before, in the base URL's cache folder
  /// (``clerkCacheFolder(_:)``). `list --no-cache` and `widget --reload` fetch every roll
  /// again rather than read the stored ones (and store what they fetch).
  /// - Throws: ``AppCommandLine/CommandFailure`` (usage) for a bad option or base URL, or
  ///   congress.gov without a key.
  func source(_ request: AppRequest) throws -> any VoteSource {
    let clock = try request.environment.widgetClock()
    switch try sourceID(request) {
    case .clerk:
      let baseURL = try sourceBaseURL(.clerk, request)
      let folder = clerkCacheFolder(baseURL, request.environment)
      let console = console
      let rolls = FileClerkRollStore(
        directory: folder.appendingPathComponent("rolls", isDirectory: true),
        now: { clock.now }, warn: { console.note("warning: \($0)", app: Self.name) })
      return ClerkVoteSource(
        client: request.httpClient(baseURL: baseURL, console: console)
          .with(politeness: ClerkVoteSource.politeness),
        hintStore: FileRollHintStore(fileURL: folder.appendingPathComponent("roll-hints.json")),
        rollStore: rolls, readsStoredRolls: !Self.bypassesStoredRolls(request), now: { clock.now })
    case .congressGov:
      guard let apiKey = Self.apiKey(in: request.environment) else {
        throw CommandFailure.usage("congress.gov needs an API key: \(Self.apiKeyAdvice)")
      }
      let baseURL = try sourceBaseURL(.congressGov, request)
      return CongressGovVoteSource(
        client: request.httpClient(baseURL: baseURL, console: console),
        apiKey: apiKey, now: { clock.now })
    }
  }

  /// Where the Clerk at `baseURL` has its highest roll of each year remembered
  /// (`roll-hints.json`) and its rolls kept (`rolls/`): `clerk/<hash of the URL>` in the
  /// cache folder (`VOTES_CACHE_DIR`, else `$XDG_CACHE_HOME/votes`), so a fixture server's
  /// rolls and hints never mix with the real Clerk's.
  func clerkCacheFolder(_ baseURL: URL, _ environment: AppEnvironment) -> URL {
    FileClerkRollStore.cacheFolder(for: baseURL, in: environment.cacheDirectory)
  }

  /// Whether `request` fetches every roll again: `list --no-cache`, `widget --reload` (the
  /// flag itself: the widget's forced reload does not reach the source).
  static func bypassesStoredRolls(_ request: AppRequest) -> Bool {
    request.options[.noCache] || request.options[.reload]
  }

  /// The variable that names a source's base URL: `VOTES_BASE_URL` for the Clerk,
  /// `CONGRESS_BASE_URL` for congress.gov.
  static func baseURLVariable(_ source: VoteSourceID, _ environment: AppEnvironment) -> String {
    source == .clerk ? "\(environment.variablePrefix)_BASE_URL" : "CONGRESS_BASE_URL"
  }
}
