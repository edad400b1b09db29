import AppCommandLine
import TodoDomain
import TodoWidget
import WidgetHost

/// The `todos` commands, each with its arguments, options and help, declared once for the
/// parser and the help text.
public enum TodosCommand: String, AppCommand {
  case list, show, toggle, open, widget, timeline

  /// The command's arguments, options and help.
  public var spec: CommandSpec {
    switch self {
    case .list: Self.listSpec
    case .show: Self.showSpec
    case .toggle: Self.toggleSpec
    case .open: Self.openSpec
    case .widget: Self.widgetSpec
    case .timeline: Self.timelineSpec
    }
  }

  static let listSpec = CommandSpec(
    "list",
    summary: "List todos, one per line: id, [x] when completed, title.",
    options: [
      OptionKey.user.declared("ID", help: "Only the todos of this user (1-10 on JSONPlaceholder)."),
      OptionKey.todoStatus.declared("open|completed", help: "Only open or only completed todos."),
      OptionKey.limit.declared("N", help: "At most N todos."),
      OptionKey.json.declared(help: "Print the API's fields as JSON, for scripts."),
      .noCache,
    ],
    examples: ["list --user 1 --status open", "list --limit 5 --json", "list --no-cache"])

  static let showSpec = CommandSpec(
    "show",
    summary: "Show one todo: its title, whether it is done, and its user.",
    arguments: [.init("ID", help: "The todo's id, a positive whole number.")],
    options: [
      OptionKey.json.declared(help: "Print the API's fields as JSON, for scripts."), .noCache,
    ],
    examples: ["show 7", "show 7 --json"])

  static let toggleSpec = CommandSpec.intent(
    TodoIntents.toggle, scheme: TodoIntents.scheme, examples: ["toggle 7"])

  static let openSpec = CommandSpec(
    "open",
    summary: "Open a todos:// link, as tapping the widget does, or run a button's intent.",
    arguments: [
      .init("URL", help: "A link of the form todos://todo/<id> or todos://intent/toggle?id=<id>.")
    ],
    options: [
      OptionKey.json.declared(help: "Print the API's fields as JSON, for scripts."), .noCache,
    ],
    examples: ["open todos://todo/7", "open todos://intent/toggle?id=7"])

  static let widgetSpec = CommandSpec.widget(
    families: TodoWidgetView.supportedFamilies,
    examples: ["widget", "widget --family large --watch", "widget --preview"],
    discussion: """
      The widget reloads at most every 30 minutes (its timeline's policy) within a budget
      of one reload per 5 minutes and 72 a day; --reload bypasses both. When the service
      cannot be reached it still draws, from the stored timeline or the placeholder, and
      says why on stderr.
      """)

  static let timelineSpec = CommandSpec.timeline()
}
