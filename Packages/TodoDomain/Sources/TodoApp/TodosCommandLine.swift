import AppCommandLine
import DeepLinks
import Foundation
import Networking
import TextRendering
import Timelines
import TodoDomain
import TodoWidget
import WidgetHost

/// The `todos` app: parses the command line, composes the client, the widget and the
/// terminal, runs one command, and maps failures to exit statuses. `Apps/todos` only calls
/// ``main(arguments:environment:console:)``.
public struct TodosCommandLine: CommandLineApp {
  /// The run this app is for.
  public let context: CommandContext

  /// `todos`.
  public static let name = "todos"
  /// What `--help` says the app is.
  public static let summary = "your JSONPlaceholder todo list and its widget, in the terminal"
  /// The app's own global options.
  public static let options: [OptionSpec] = [
    OptionKey.baseURL.declared("URL", help: "Where the todos API lives (default: JSONPlaceholder).")
  ]
  /// Examples for `--help`.
  public static let examples = [
    "list --user 1 --status open",
    "show 7",
    "toggle 7",
    "open todos://todo/7",
    "widget --family large",
    "--base-url http://127.0.0.1:8080 widget --reload",
  ]

  /// What completions offer for `open`.
  public static let deepLinkPrefixes = ["todos://todo/"] + intentLinkPrefixes

  /// A link that works, for the advice of a bad one.
  public static let exampleLink = "todos://todo/7"

  /// The app for one run of a parsed command line.
  public init(context: CommandContext) {
    self.context = context
  }

  /// A missing todo says how to find the ids there are; every other failure is worded by
  /// ``AppMain``.
  public static func failure(for error: any Error, environment: AppEnvironment) -> CommandFailure? {
    guard let id = (error as? TodoError)?.missingID else { return nil }
    return CommandFailure(.notFound, "no todo with id \(id); `todos list` shows the ids there are")
  }

  /// Runs one command.
  public func run(_ command: TodosCommand) async throws {
    switch command {
    case .list: try await list()
    case .show: try await show(id: try todoID(arguments.positional(0, named: "ID")))
    case .toggle:
      let id = try todoID(arguments.positional(0, named: "ID"))
      try await runIntent(IntentInvocation(TodoIntents.toggle, ["id": .int(id)]))
    case .open: try await open(link: arguments.positional(0, named: "URL"))
    case .widget: try await runWidgetCommand()
    case .timeline: try await runTimelineCommand()
    }
  }

  /// The base URL `request` names, else JSONPlaceholder.
  func baseURL(_ request: AppRequest) throws -> URL {
    try request.baseURL(default: TodoClient.defaultBaseURL)
  }

  /// The todos API's client, on the base URL `request` names (a command passes its own,
  /// ``commandRequest()``).
  func client(_ request: AppRequest) throws -> TodoClient {
    TodoClient(client: request.httpClient(baseURL: try baseURL(request), console: console))
  }

  private func todoID(_ text: String) throws -> Int {
    guard let id = Int(text), id > 0 else {
      throw CommandFailure.usage(
        "ID must be a positive whole number, got '\(ParsedArguments.quoted(text))'; "
          + "usage: \(arguments.usageLine)")
    }
    return id
  }
}
