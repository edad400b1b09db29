import AppCommandLine
import Foundation
import Networking
import WidgetHost
import __Name__Domain

/// The `__name__` app: parses the command line, composes the client, the widget and the
/// terminal, runs one command, and maps failures to exit statuses. `Apps/__name__` only calls
/// ``main(arguments:environment:console:)``.
public struct __Name__CommandLine: CommandLineApp {
  /// The run this app is for.
  public let context: CommandContext

  /// `__name__`.
  public static let name = "__name__"
  /// What `--help` says the app is.
  public static let summary = "__name__ from a JSON API and their widget, in the terminal"
  /// The app's own global options.
  public static let options: [OptionSpec] = [
    OptionKey.baseURL.declared("URL", help: "Where the __name__ API lives.")
  ]
  /// Examples for `--help`.
  public static let examples = [
    "list --limit 5", "show 1", "open __name__://__item__/1", "widget", "status --format waybar",
  ]

  /// What completions offer for `open`.
  public static let deepLinkPrefixes = ["__name__://__item__/"]
  /// A link that works, for the advice of a bad one.
  public static let exampleLink = "__name__://__item__/1"

  /// The app for one run of a parsed command line.
  public init(context: CommandContext) {
    self.context = context
  }

  /// A missing item says how to find the ids there are; every other failure is worded by
  /// ``AppMain``.
  public static func failure(for error: any Error, environment: AppEnvironment) -> CommandFailure? {
    guard let id = (error as? __Item__Error)?.missingID else { return nil }
    return CommandFailure(.notFound, "no item with id \(id); `\(name) list` shows the ids")
  }

  /// Runs one command.
  public func run(_ command: __Name__Command) async throws {
    switch command {
    case .list: try await list()
    case .show: try await show(id: try itemID(arguments.positional(0, named: "ID")))
    case .open: try await open(link: arguments.positional(0, named: "URL"))
    case .widget: try await runWidgetCommand()
    case .timeline: try await runTimelineCommand()
    }
  }

  /// The base URL `request` names, else the public server.
  func baseURL(_ request: AppRequest) throws -> URL {
    try request.baseURL(default: __Item__Client.defaultBaseURL)
  }

  /// The API's client, on the base URL `request` names (a command passes its own,
  /// ``commandRequest()``).
  func client(_ request: AppRequest) throws -> __Item__Client {
    __Item__Client(client: request.httpClient(baseURL: try baseURL(request), console: console))
  }

  private func itemID(_ text: String) throws -> Int {
    guard let id = Int(text), id > 0 else {
      throw CommandFailure.usage(
        "ID must be a positive whole number, got '\(ParsedArguments.quoted(text))'; "
          + "usage: \(arguments.usageLine)")
    }
    return id
  }
}
