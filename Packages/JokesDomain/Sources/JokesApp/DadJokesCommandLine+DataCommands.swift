import AppCommandLine
import DeepLinks
import JokesDomain
import JokesWidget

extension DadJokesCommandLine {
  /// `dadjokes joke`: a fresh joke of the `--type`, as the app shows when it opens.
  func joke() async throws {
    try await tell(try jokeType())
  }

  /// `dadjokes types`: the widget's configuration choices, as the intent handler offered them.
  func types() throws {
    let selection = try sourceSelection()
    if arguments[.json] {
      console.print(try DadJokesPrinter.typesJSON(JokeType.widgetOptions, selection: selection))
    } else {
      for line in DadJokesPrinter.typeLines(JokeType.widgetOptions, selection: selection) {
        console.print(line)
      }
    }
  }

  /// `dadjokes open URL`: what the app does with a tapped widget link, a fresh joke of the
  /// link's type.
  func open(_ link: String) async throws {
    if try await openIntent(link) { return }
    let route = try self.route(
      link, example: "'dadjokes://joke?type=dadjoke'", parse: JokeRoute.init(string:))
    try await tell(route.type)
  }

  /// Fetches a joke of `type` and prints it as text or JSON.
  private func tell(_ type: JokeType) async throws {
    let joke = try await catalog().joke(of: type)
    try printResult(json: { try DadJokesPrinter.json(joke) }, text: { DadJokesPrinter.text(joke) })
  }
}
