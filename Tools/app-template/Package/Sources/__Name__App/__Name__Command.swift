import AppCommandLine
import WidgetHost
import __Name__Widget

/// The `__name__` commands, each with its arguments, options and help, declared once for the
/// parser and the help text. `status`, `widgets`, `refresh`, `service` and `generate` come with
/// `WidgetApp`.
public enum __Name__Command: String, AppCommand {
  case list, show, open, widget, timeline

  /// The command's arguments, options and help.
  public var spec: CommandSpec {
    switch self {
    case .list: Self.listSpec
    case .show: Self.showSpec
    case .open: Self.openSpec
    case .widget: Self.widgetSpec
    case .timeline: CommandSpec.timeline()
    }
  }

  static let json = OptionKey.json.declared(help: "Print the API's fields as JSON, for scripts.")

  static let listSpec = CommandSpec(
    "list",
    summary: "List the items, one per line: id and title.",
    options: [
      OptionKey.itemLimit.declared("N", help: "At most N items."), json, .noCache,
    ],
    examples: ["list", "list --limit 5 --json"])

  static let showSpec = CommandSpec(
    "show",
    summary: "Show one item: its title and detail.",
    arguments: [.init("ID", help: "The item's id, a positive whole number.")],
    options: [json, .noCache],
    examples: ["show 1", "show 1 --json"])

  static let openSpec = CommandSpec(
    "open",
    summary: "Open a __name__:// link, as clicking the widget does.",
    arguments: [.init("URL", help: "A link of the form __name__://__item__/<id>.")],
    options: [json, .noCache],
    examples: ["open __name__://__item__/1"])

  static let widgetSpec = CommandSpec.widget(
    families: __Item__WidgetView.supportedFamilies,
    examples: ["widget", "widget --watch", "widget --preview"],
    discussion: """
      The widget reloads at most every hour (its timeline's policy). When the server cannot
      be reached it still draws, from the stored timeline or the placeholder, and says why
      on stderr.
      """)
}
