import AppCommandLine

/// The `todos` command line: its commands, options and help, declared once for the parser and
/// the help text.
public enum TodosCommandLine {
  /// The version `--version` prints and the User-Agent carries.
  public static let version = ProjectVersion.current

  /// The whole command line.
  public static let spec = AppSpec(
    name: "todos",
    version: version,
    summary: "your JSONPlaceholder todo list and its widget, in the terminal",
    commands: [list, show, open, widget, timeline],
    globalOptions: [
      .value("base-url", "URL", help: "Where the todos API lives (default: JSONPlaceholder).")
    ] + OptionSpec.standardGlobals,
    environment: [
      (name: "TODOS_BASE_URL", help: "Same as --base-url."),
      (name: "TODOS_STATE_DIR", help: "Where widget timelines are kept (~/.local/state/todos)."),
      (name: "TODOS_CACHE_DIR", help: "Where HTTP responses are cached (~/.cache/todos)."),
      (name: "NO_COLOR", help: "Set to turn colour off; FORCE_COLOR=1..3 forces it on."),
    ],
    examples: [
      "list --user 1 --status open",
      "show 7",
      "open todos://todo/7",
      "widget --family large",
      "--base-url http://127.0.0.1:8080 widget --reload",
    ]
  )

  static let list = CommandSpec(
    "list",
    summary: "List todos, one per line: id, [x] when completed, title.",
    options: [
      .value("user", "ID", help: "Only the todos of this user (1-10 on JSONPlaceholder)."),
      .value("status", "open|completed", help: "Only open or only completed todos."),
      .value("limit", "N", help: "At most N todos."),
      .flag("json", help: "Print the API's fields as JSON, for scripts."),
    ],
    examples: ["list --user 1 --status open", "list --limit 5 --json"])

  static let show = CommandSpec(
    "show",
    summary: "Show one todo: its title, whether it is done, and its user.",
    arguments: [.init("ID", help: "The todo's id, a positive whole number.")],
    options: [.flag("json", help: "Print the API's fields as JSON, for scripts.")],
    examples: ["show 7", "show 7 --json"])

  static let open = CommandSpec(
    "open",
    summary: "Open a todos:// link, as tapping the widget does.",
    arguments: [.init("URL", help: "A link of the form todos://todo/<id>.")],
    options: [.flag("json", help: "Print the API's fields as JSON, for scripts.")],
    examples: ["open todos://todo/7"])

  static let widget = CommandSpec(
    "widget",
    summary: "Draw the widget: from the stored timeline while it is good, else after a reload.",
    options: [
      .value("family", "medium|large", help: "The widget's size (default: medium).")
    ] + OptionSpec.widgetDrawing,
    examples: ["widget", "widget --family large --watch", "widget --preview"],
    discussion: """
      The widget reloads at most every 30 minutes (its timeline's policy) within a budget
      of one reload per 5 minutes and 72 a day; --reload bypasses both. When the service
      cannot be reached it still draws, from the stored timeline or the placeholder, and
      says why on stderr.
      """)

  static let timeline = CommandSpec(
    "timeline",
    summary: "Show what the widget will show and when, and when it reloads.",
    options: [.flag("json", help: "Print {\"entries\": [...], \"reload\": {...}} as JSON.")],
    examples: ["timeline", "timeline --json"])
}
