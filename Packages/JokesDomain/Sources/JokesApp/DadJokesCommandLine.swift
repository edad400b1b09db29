import AppCommandLine
import DeepLinks
import Foundation
import JokesDomain
import TextRendering
import WidgetHost

/// The `dadjokes` app: parses the command line, composes the joke services, the widget and
/// the terminal, runs one command, and maps failures to exit statuses. `Apps/dadjokes` only
/// calls ``main(arguments:environment:console:)``.
public struct DadJokesCommandLine: CommandLineApp {
  /// The run this app is for.
  public let context: CommandContext

  /// `dadjokes`.
  public static let name = "dadjokes"
  /// What `--help` says the app is.
  public static let summary =
    "a fresh joke of the kind you like, and the jokes widget, in the terminal"
  /// The app's own global options.
  public static let options: [OptionSpec] = [
    OptionKey.jokeSource.declared(
      "living|tutorial",
      help: "Who tells the jokes: services that are up (default), or the tutorial's API."),
    OptionKey.baseURL.declared(
      "URL", help: "One server for every joke service, such as a test server."),
  ]
  /// The variable of each joke service's base URL, for `--help`.
  public static let serviceEnvironmentHelp = [
    (
      name: "DADJOKES_<SERVICE>_BASE_URL",
      help: "One service's base URL; SERVICE is TUTORIAL, ICANHAZDADJOKE, CHUCKNORRIS or JOKEAPI."
    )
  ]
  /// Examples for `--help`.
  public static let examples = [
    "joke",
    "joke --type chucknorris",
    "next --type chucknorris",
    "types",
    "open 'dadjokes://joke?type=yomama'",
    "widget --type dad --type chucknorris --watch",
    "--source tutorial timeline --type yomama --json",
  ]

  /// What completions offer for `open`.
  public static let deepLinkPrefixes = ["dadjokes://joke?type="] + intentLinkPrefixes

  /// A link that works, for the advice of a bad one.
  public static let exampleLink = "'dadjokes://joke?type=dadjoke'"

  /// The app for one run of a parsed command line.
  public init(context: CommandContext) {
    self.context = context
  }

  /// Runs one command.
  public func run(_ command: DadJokesCommand) async throws {
    switch command {
    case .joke: try await joke()
    case .next:
      let type = try jokeType()
      try await runIntent(IntentInvocation(JokeIntents.next, ["type": .string(type.identifier)]))
    case .types: try types()
    case .open: try await open(link: arguments.positional(0, named: "URL"))
    case .widget: try await runWidgetCommand()
    case .timeline: try await runTimelineCommand()
    }
  }

  /// The `--type` value, or the widget's default type.
  ///
  /// - Throws: ``CommandFailure`` (usage) listing the types when the value is not one.
  func jokeType() throws -> JokeType {
    try arguments[.jokeType] ?? .widgetDefault
  }

  /// A joke type typed by a person.
  ///
  /// - Throws: ``CommandFailure`` (usage) listing the identifiers.
  static func jokeType(_ text: String) throws -> JokeType {
    do {
      return try JokeType.parse(text)
    } catch {
      throw CommandFailure.usage(
        "unknown joke type '\(ParsedArguments.quoted(text))'; use one of: "
          + "\(JokeType.identifiers) (`dadjokes types` lists them)")
    }
  }
}
