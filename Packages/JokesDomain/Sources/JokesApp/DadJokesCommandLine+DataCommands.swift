import AppCommandLine
import DeepLinks
import JokesDomain
import JokesWidget
import WidgetHost

extension DadJokesCommandLine {
  /// `dadjokes joke`: a fresh joke of the `--type`, as the app shows when it opens.
  func joke() async throws {
    try await tell(try jokeType())
  }

  /// `dadjokes types`: the widget's configuration choices, as the intent handler offered them.
  func types() throws {
    let selection = try sourceSelection(commandRequest())
    if arguments[.json] {
      console.print(try DadJokesPrinter.typesJSON(JokeType.widgetOptions, selection: selection))
    } else {
      for line in DadJokesPrinter.typeLines(JokeType.widgetOptions, selection: selection) {
        console.print(line)
      }
    }
  }

  /// Tells a fresh joke of the type a link names: `dadjokes open 'dadjokes://joke?type=dad'`,
  /// a tapped widget.
  public func open(_ route: JokeRoute) async throws {
    try await tell(route.type)
  }

  /// Fetches a joke of `type` and prints it as text or JSON.
  private func tell(_ type: JokeType) async throws {
    let joke = try await catalog(commandRequest()).joke(of: type)
    try printResult(json: { try DadJokesPrinter.json(joke) }, text: { DadJokesPrinter.text(joke) })
  }
}
