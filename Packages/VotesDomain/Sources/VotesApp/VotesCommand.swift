import AppCommandLine
import Timelines
import VotesDomain
import VotesWidget
import WidgetHost

/// The `votes` commands, each with its arguments, options and help, declared once for the
/// parser and the help text.
public enum VotesCommand: String, AppCommand {
  case list, show, next, previous, open, widget, timeline

  /// The command's arguments, options and help.
  public var spec: CommandSpec {
    switch self {
    case .list: Self.listSpec
    case .show: Self.showSpec
    case .next: Self.nextSpec
    case .previous: Self.previousSpec
    case .open: Self.openSpec
    case .widget: Self.widgetSpec
    case .timeline: Self.timelineSpec
    }
  }

  static let listSpec = CommandSpec(
    "list",
    summary: "List the newest votes, newest first: roll, date, measure, result, tally, title.",
    options: [
      OptionKey.limit.declared("N", help: "How many votes, 1-50 (default 10)."),
      OptionKey.json.declared(help: "Print the votes as JSON, for scripts."),
      .noCache,
    ],
    examples: ["list", "list --limit 3 --json"])

  static let showSpec = CommandSpec(
    "show",
    summary: "Show one vote: the question, the result, and the counts by party.",
    arguments: [
      .init(
        "VOTE",
        help: "CONGRESS/SESSION/ROLL (119/1/23), or the Clerk's YEAR/ROLL (2025/23).")
    ],
    options: [OptionKey.json.declared(help: "Print the vote as JSON, for scripts."), .noCache],
    examples: ["show 119/1/23", "show 2025/23", "show 119/1/2 --json"])

  static let nextSpec = CommandSpec.intent(
    VoteIntents.next, scheme: VoteIntents.scheme, examples: ["next", "next && votes status"])

  static let previousSpec = CommandSpec.intent(
    VoteIntents.previous, scheme: VoteIntents.scheme, examples: ["previous"])

  static let openSpec = CommandSpec(
    "open",
    summary: "Open a votes:// link, as tapping the widget does.",
    arguments: [.init("URL", help: "A link of the form votes://vote/<congress>/<session>/<roll>.")],
    options: [OptionKey.json.declared(help: "Print the vote as JSON, for scripts."), .noCache],
    examples: ["open votes://vote/119/1/23"])

  static let widgetSpec = CommandSpec.widget(
    families: VoteWidgetView.supportedFamilies,
    examples: ["widget", "widget --family large --watch", "widget --family small --preview"],
    discussion: """
      The timeline holds the newest four votes, one every 15 minutes, and reloads after an
      hour, within a budget of one reload per 5 minutes and 72 a day; --reload bypasses
      both. When the service cannot be reached it still draws, from the stored timeline or
      the placeholder (H R 1 of July 2025), and says why on stderr.
      """)

  static let timelineSpec = CommandSpec.timeline()
}
