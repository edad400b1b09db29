@testable import AppCommandLine

/// An app shaped like `todos`, for parser and help tests.
enum SampleApp {
  static let spec = AppSpec(
    name: "todos",
    version: "1.2.3",
    summary: "your todo list and its widget, in the terminal",
    commands: [
      CommandSpec(
        "list", summary: "List todos, one per line.",
        options: [
          .value("user", "ID", help: "Only this user's todos."),
          .value("status", "open|completed", help: "Only open or completed todos."),
          .value("limit", "N", help: "At most N todos."),
          .flag("json", help: "Print JSON."),
        ],
        examples: ["list --user 1 --status open"]),
      CommandSpec(
        "show", summary: "Show one todo.",
        arguments: [.init("ID", help: "The todo's id.")],
        options: [.flag("json", help: "Print JSON.")]),
      CommandSpec(
        "widget", summary: "Draw the widget.",
        options: [.repeated("type", "TYPE", help: "A configuration; repeat for a stack.")]),
    ],
    globalOptions: [
      .value("base-url", "URL", help: "The service's base URL."),
      .value("color", "WHEN", help: "auto, always or never."),
      .flag("verbose", short: "v", help: "Say more on stderr."),
    ],
    environment: [(name: "TODOS_BASE_URL", help: "Same as --base-url.")],
    examples: ["list --limit 5"]
  )

  static func parse(_ words: [String]) throws -> Invocation {
    try CommandLineParser(app: spec).parse(words)
  }
}
