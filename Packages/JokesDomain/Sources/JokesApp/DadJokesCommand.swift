import AppCommandLine
import JokesDomain
import JokesWidget
import WidgetHost

/// The `dadjokes` commands, each with its arguments, options and help, declared once for the
/// parser and the help text.
public enum DadJokesCommand: String, AppCommand {
  case joke, next, types, open, widget, timeline

  /// The command's arguments, options and help.
  public var spec: CommandSpec {
    switch self {
    case .joke: Self.jokeSpec
    case .next: Self.nextSpec
    case .types: Self.typesSpec
    case .open: Self.openSpec
    case .widget: Self.widgetSpec
    case .timeline: Self.timelineSpec
    }
  }

  /// The joke types, as `--type` completes them.
  static let typeValues = JokeType.allCases.map(\.identifier)

  static let typeHelp = "The kind of joke: \(JokeType.identifiers) (default: dadjoke)."

  static let jokeSpec = CommandSpec(
    "joke",
    summary: "Tell a fresh joke of a kind, as the app does when it opens.",
    options: [
      OptionKey.jokeType.declared("TYPE", help: typeHelp, values: typeValues),
      OptionKey.json.declared(
        help: "Print the joke's text, type, source and id as JSON, for scripts."),
      .noCache,
    ],
    examples: ["joke", "joke --type chuck-norris", "joke --type random --json"],
    discussion: """
      TYPE may also be spelled as people say it: dad, "Chuck Norris", yo-mama.
      `dadjokes types` lists the kinds and which service tells each.
      """)

  static let nextSpec = CommandSpec.intent(
    JokeIntents.next, scheme: JokeIntents.scheme,
    options: [OptionKey.jokeType.declared("TYPE", help: typeHelp, values: typeValues)],
    examples: ["next", "next --type chucknorris"])

  static let typesSpec = CommandSpec(
    "types",
    summary: "List the kinds of joke the widget can be set to, and who tells each.",
    options: [
      OptionKey.json.declared(
        help: "Print [{\"identifier\", \"displayName\", \"default\", …}] as JSON."),
      .noCache,
    ],
    examples: ["types", "--source tutorial types --json"])

  static let openSpec = CommandSpec(
    "open",
    summary: "Open a dadjokes:// link, as tapping the widget does: a fresh joke of its kind.",
    arguments: [.init("URL", help: "A link of the form dadjokes://joke?type=<identifier>.")],
    options: [OptionKey.json.declared(help: "Print the joke as JSON, for scripts."), .noCache],
    examples: ["open 'dadjokes://joke?type=chucknorris'"])

  static let widgetSpec = CommandSpec.widget(
    summary: "Draw the jokes widget, or a stack of them: one per --type.",
    families: JokeWidgetView.supportedFamilies,
    options: [
      OptionKey.jokeTypes.declared(
        "TYPE", help: "A widget of this kind; repeat it for a stack (default: dadjoke).",
        values: typeValues)
    ],
    examples: [
      "widget", "widget --type chucknorris --reload",
      "widget --type dad --type chucknorris --watch", "widget --preview",
    ],
    discussion: """
      Each widget keeps its own timeline: one joke, reloaded at most every 30 minutes within
      a budget of one reload per 5 minutes and 72 a day; --reload bypasses both. When a
      service cannot be reached the widget still draws, from its stored timeline or the
      placeholder, and says why on stderr.

      Several --type options make a stack, shown one widget at a time with a dot per widget
      under it. With --watch the stack turns like a Smart Stack: a widget whose joke changed
      comes to the top, otherwise the next one every 15 seconds; any key turns it at once.
      Ctrl-C ends it.
      """)

  static let timelineSpec = CommandSpec.timeline(
    options: [OptionKey.jokeType.declared("TYPE", help: typeHelp, values: typeValues)],
    examples: ["timeline", "timeline --type random --json"])
}
