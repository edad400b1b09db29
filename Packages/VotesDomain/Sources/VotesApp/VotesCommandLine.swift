import AppCommandLine
import DeepLinks
import Foundation
import TextRendering
import Timelines
import VotesDomain
import WidgetHost

/// The `votes` app: parses the command line, composes the vote source, the widget and the
/// terminal, runs one command, and maps failures to exit statuses. `Apps/votes` only calls
/// ``main(arguments:environment:console:)``.
public struct VotesCommandLine: CommandLineApp {
  /// The run this app is for.
  public let context: CommandContext

  /// `votes`.
  public static let name = "votes"
  /// What `--help` says the app is.
  public static let summary =
    "the US House's latest roll-call votes and their widget, in the terminal"
  /// The app's own global options.
  public static let options: [OptionSpec] = [
    OptionKey.voteSource.declared(
      "clerk|congress-gov",
      help: "Where votes come from (default: congress-gov when CONGRESS_API_KEY is set, "
        + "else clerk)."),
    OptionKey.baseURL.declared(
      "URL", help: "Where the chosen source lives (default: its public site)."),
  ]
  /// What `VOTES_BASE_URL` does, for `--help`.
  public static let baseURLVariableHelp =
    "Same as --base-url for the Clerk's XML (clerk.house.gov)."
  /// congress.gov's variables, for `--help`.
  public static let serviceEnvironmentHelp = [
    (name: "CONGRESS_API_KEY", help: "A congress.gov API key; turns on --source congress-gov."),
    (name: "CONGRESS_BASE_URL", help: "Same as --base-url for congress.gov (api.congress.gov)."),
  ]
  /// What the cache folder holds, for `--help`.
  public static let cachedContents = "HTTP responses, roll hints and rolls"
  /// Examples for `--help`.
  public static let examples = [
    "list --limit 5",
    "show 119/1/23",
    "next",
    "show 2025/23 --json",
    "open votes://vote/119/1/23",
    "widget --family large",
    "--source congress-gov widget --reload",
  ]

  /// What completions offer for `open`.
  public static let deepLinkPrefixes = ["votes://vote/"] + intentLinkPrefixes

  /// A link that works, for the advice of a bad one.
  public static let exampleLink = "votes://vote/119/1/23"

  /// The app for one run of a parsed command line.
  public init(context: CommandContext) {
    self.context = context
  }

  /// Runs one command.
  public func run(_ command: VotesCommand) async throws {
    switch command {
    case .list: try await list()
    case .show: try await show(VoteReference(parsing: arguments.positional(0, named: "VOTE")))
    case .next: try await runIntent(IntentInvocation(VoteIntents.next))
    case .previous: try await runIntent(IntentInvocation(VoteIntents.previous))
    case .open: try await open(link: arguments.positional(0, named: "URL"))
    case .widget: try await runWidgetCommand()
    case .timeline: try await runTimelineCommand()
    }
  }
}
