import AppCommandLine
import Timelines
import VotesWidget

/// The `votes` command line: its commands, options and help, declared once for the parser and
/// the help text.
public enum VotesCommandLine {
  /// The version `--version` prints and the User-Agent carries.
  public static let version = ProjectVersion.current

  /// The whole command line.
  public static let spec = AppSpec(
    name: "votes",
    version: version,
    summary: "the US House's latest roll-call votes and their widget, in the terminal",
    commands: [list, show, open, widget, timeline],
    globalOptions: [
      .value(
        "source", "clerk|congress-gov",
        help: "Where votes come from (default: congress-gov when CONGRESS_API_KEY is set, "
          + "else clerk)."),
      .value("base-url", "URL", help: "Where the chosen source lives (default: its public site)."),
    ] + OptionSpec.standardGlobals,
    environment: [
      (name: "VOTES_BASE_URL", help: "Same as --base-url for the Clerk's XML (clerk.house.gov)."),
      (name: "CONGRESS_API_KEY", help: "A congress.gov API key; turns on --source congress-gov."),
      (name: "CONGRESS_BASE_URL", help: "Same as --base-url for congress.gov (api.congress.gov)."),
      (name: "VOTES_STATE_DIR", help: "Where widget timelines are kept (~/.local/state/votes)."),
      (
        name: "VOTES_CACHE_DIR",
        help: "Where HTTP responses and roll hints are cached (~/.cache/votes)."
      ),
      (name: "NO_COLOR", help: "Set to turn colour off; FORCE_COLOR=1..3 forces it on."),
    ],
    examples: [
      "list --limit 5",
      "show 119/1/23",
      "show 2025/23 --json",
      "open votes://vote/119/1/23",
      "widget --family large",
      "--source congress-gov widget --reload",
    ]
  )

  static let list = CommandSpec(
    "list",
    summary: "List the newest votes, newest first: roll, date, measure, result, tally, title.",
    options: [
      .value("limit", "N", help: "How many votes, 1-50 (default 10); each is a request."),
      .flag("json", help: "Print the votes as JSON, for scripts."),
    ],
    examples: ["list", "list --limit 3 --json"])

  static let show = CommandSpec(
    "show",
    summary: "Show one vote: the question, the result, and the counts by party.",
    arguments: [
      .init(
        "VOTE",
        help: "CONGRESS/SESSION/ROLL (119/1/23), or the Clerk's YEAR/ROLL (2025/23).")
    ],
    options: [.flag("json", help: "Print the vote as JSON, for scripts.")],
    examples: ["show 119/1/23", "show 2025/23", "show 119/1/2 --json"])

  static let open = CommandSpec(
    "open",
    summary: "Open a votes:// link, as tapping the widget does.",
    arguments: [.init("URL", help: "A link of the form votes://vote/<congress>/<session>/<roll>.")],
    options: [.flag("json", help: "Print the vote as JSON, for scripts.")],
    examples: ["open votes://vote/119/1/23"])

  static let widget = CommandSpec(
    "widget",
    summary: "Draw the widget: from the stored timeline while it is good, else after a reload.",
    options: [
      .value("family", "small|medium|large", help: "The widget's size (default: medium).")
    ] + OptionSpec.widgetDrawing,
    examples: ["widget", "widget --family large --watch", "widget --family small --preview"],
    discussion: """
      The timeline holds the newest four votes, one every 15 minutes, and reloads after an
      hour, within a budget of one reload per 5 minutes and 72 a day; --reload bypasses
      both. When the service cannot be reached it still draws, from the stored timeline or
      the placeholder (H R 1 of July 2025), and says why on stderr.
      """)

  static let timeline = CommandSpec(
    "timeline",
    summary: "Show what the widget will show and when, and when it reloads.",
    options: [.flag("json", help: "Print {\"entries\": [...], \"reload\": {...}} as JSON.")],
    examples: ["timeline", "timeline --json"])
}
