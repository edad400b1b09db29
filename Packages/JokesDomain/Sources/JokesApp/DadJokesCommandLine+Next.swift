import AppCommandLine
import DeepLinks
import Foundation
import JokesDomain
import JokesWidget
import WidgetHost

extension DadJokesCommandLine {
  /// `next`.
  public static var intents: [IntentDeclaration] { JokeIntents.all }

  /// Runs an intent of the app: `next`.
  public func perform(_ intent: IntentInvocation) async throws {
    switch intent.declaration.name {
    case JokeIntents.next.name:
      let type = intent.match["type"]?.stringValue.flatMap(JokeType.init(rawValue:))
      try await next(type: type ?? .widgetDefault)
    default:
      throw CommandFailure(.software, "dadjokes has no intent '\(intent.declaration.name)'")
    }
  }

  /// `dadjokes next [--type T]`: the widget of `type` reloads now, outside the refresh budget
  /// (a second press within 5 seconds fetches nothing), and its joke is printed.
  func next(type: JokeType) async throws {
    guard let scheduler = try schedulers(for: [type], request: commandRequest()).first else {
      return
    }
    let update = try await reloadForIntent(scheduler, target: JokeIntents.nextLink(type: type))
    let joke = update.entry.joke
    try printResult(json: { try DadJokesPrinter.json(joke) }, text: { DadJokesPrinter.text(joke) })
  }
}
