import Foundation

@testable import AppCommandLine

/// A small app for the completion tests: three commands and `open`, a global option with
/// values, a repeated option, flags, a path option, deep links, and help texts that would run
/// code (touch a marker file) if a script ever let a shell read them as code.
enum CompletionSample {
  /// The app's name; its hyphen is not allowed in a shell function's name.
  static let name = "sample-app"

  /// Text that a shell would run if it were not quoted: every piece touches `marker`.
  static func hostile(_ marker: String) -> String {
    #"It's "quoted" $(touch \#(marker)) `touch \#(marker)` \` ${HOME} {a,b} (x) [y] ]: \ %s;"#
      + " touch \(marker); 'end"
  }

  /// A value that a shell would run if it were not quoted.
  static func hostileValue(_ marker: String) -> String {
    "o'neil-$(touch \(marker))"
  }

  /// The sample app, with `marker` in its hostile help texts and values.
  static func spec(marker: String = "/nonexistent/marker") -> AppSpec {
    let hostile = hostile(marker)
    return AppSpec(
      name: name,
      version: "1.0.0",
      summary: "a sample app",
      commands: [
        CommandSpec(
          "list", summary: "List the todos; it's \"all\" of them.",
          options: [
            .value("status", "open|completed", help: "Only open or only completed todos."),
            .value("limit", "N", short: "n", help: "At most N todos."),
            .flag("json", help: hostile),
          ]),
        CommandSpec(
          "widget", summary: hostile,
          options: [
            .value("family", "medium|large", help: "The widget's size (default: medium)."),
            .repeated(
              "type", "TYPE", help: "A kind of joke; repeat for a stack.",
              values: ["dad", "chuck-norris", "yo-mama", hostileValue(marker)]),
            .value("config", "FILE", help: "Read the configuration from FILE."),
          ]),
        CommandSpec(
          "open", summary: "Open a deep link, as tapping the widget does.",
          arguments: [.init("URL", help: hostile)],
          options: [.flag("json", help: "Print the todo as JSON.")]),
        CommandSpec(
          "show", summary: "Show one todo.", arguments: [.init("ID", help: "The todo's id.")]),
        CommandSpec(
          "export", summary: "Write the todos in a format.",
          arguments: [
            .init("FORMAT", help: "csv or json.", values: ["csv", "json", hostileValue(marker)]),
            .init("FILE", help: "Where to write.", optional: true),
          ]),
      ],
      globalOptions: [
        .value("base-url", "URL", help: hostile),
        .value("format", "plain|tmux|waybar", help: "How to write (default: plain)."),
      ] + OptionSpec.standardGlobals,
      deepLinkPrefixes: ["sample-app://todo/", "sample-app://list/"])
  }
}
