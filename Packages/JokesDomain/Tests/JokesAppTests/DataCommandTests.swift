import AppCommandLine
import Foundation
import Testing
import WidgetHost

@testable import JokesApp

/// `dadjokes joke`, `types` and `open` against the loopback services.
@Suite struct DataCommandTests {
  let app: AppHarness

  init() throws {
    app = try AppHarness()
  }

  struct JokeCase: Sendable, CustomTestStringConvertible {
    let type: String
    let path: String
    let text: String
    var testDescription: String { type }
  }

  @Test(arguments: [
    JokeCase(
      type: "dad", path: "/",
      text: "My dog used to chase people on a bike a lot. It got so bad I had to take his bike "
        + "away.\n— Dad Joke, from icanhazdadjoke.com\n"),
    JokeCase(
      type: "Chuck Norris", path: "/jokes/random",
      text: "Chuck Norris counted to infinity. Twice.\n— Chuck Norris, from api.chucknorris.io\n"),
    JokeCase(
      type: "random", path: "/joke/Any",
      text: "Why do programmers prefer dark mode?\nBecause light attracts bugs.\n"
        + "— Random, from v2.jokeapi.dev\n"),
    JokeCase(
      type: "yo-mama", path: "/retrieveJokes.php",
      text: "Yo mama is so old, her birth certificate says expired.\n"
        + "— Yo Mama, from jokes.guyliangilsing.me\n"),
  ])
  func jokePrintsAFreshJokeOfTheType(_ sample: JokeCase) async {
    let run = await app.run(["joke", "--type", sample.type])
    #expect(run.status == 0)
    #expect(run.stdout == sample.text)
    #expect(run.stderr.isEmpty)
    #expect(app.server.requests.map(\.path) == [sample.path])
    #expect(app.server.requests.first?.header("Accept") == "application/json")
  }

  @Test func jokeDefaultsToADadJoke() async {
    let run = await app.run(["joke"])
    #expect(run.stdout.hasSuffix("— Dad Joke, from icanhazdadjoke.com\n"))
  }

  @Test func jokeJSONHasTheJokesFieldsAndItsLink() async throws {
    let run = await app.run(["joke", "--type", "chucknorris", "--json"])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: String])
    #expect(
      object == [
        "id": "abc", "link": "dadjokes://joke?type=chucknorris", "source": "chucknorris",
        "text": "Chuck Norris counted to infinity. Twice.", "type": "chucknorris",
      ])
  }

  @Test func tutorialSourceAsksTheTutorialsAPIForEveryType() async {
    let run = await app.run(["--source", "tutorial", "joke", "--type", "dad"])
    #expect(run.status == 0)
    #expect(app.server.requests.map(\.path) == ["/retrieveJokes.php"])
    #expect(app.server.requests.first?.queryValue("type") == "dadjoke")
  }

  @Test func aPerServiceBaseURLWinsOverTheOneForAll() async throws {
    let other = try AppHarness()
    let run = await app.run(
      ["joke", "--type", "chucknorris"],
      variables: ["DADJOKES_CHUCKNORRIS_BASE_URL": other.server.baseURL.absoluteString])
    #expect(run.status == 0)
    #expect(app.requestCount == 0)
    #expect(other.server.requests.map(\.path) == ["/jokes/random"])
  }

  @Test func typesListsTheIntentsOptionsAndWhoTellsThem() async {
    let run = await app.run(["types"])
    #expect(
      run.stdout == """
        chucknorris  Chuck Norris  from api.chucknorris.io
        dadjoke      Dad Joke      from icanhazdadjoke.com  (default)
        random       Random        from v2.jokeapi.dev
        yomama       Yo Mama       from jokes.guyliangilsing.me

        """)
    #expect(app.requestCount == 0)
  }

  @Test func typesJSONUnderTheTutorialSource() async throws {
    let run = await app.run(["--source", "tutorial", "types", "--json"])
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(
      items.map { $0["identifier"] as? String } == ["chucknorris", "dadjoke", "random", "yomama"])
    #expect(items.map { $0["default"] as? Bool } == [false, true, false, false])
    #expect(Set(items.compactMap { $0["service"] as? String }) == ["jokes.guyliangilsing.me"])
    #expect(items.first?["displayName"] as? String == "Chuck Norris")
  }

  @Test func openTellsAJokeOfTheLinksType() async {
    let run = await app.run(["open", "DADJOKES://joke?type=yomama"])
    #expect(run.status == 0)
    #expect(run.stdout.hasSuffix("— Yo Mama, from jokes.guyliangilsing.me\n"))
  }

  @Test(arguments: [
    "dadjokes://joke?type=dad", "dadjokes://joke", "dadjokes://jokes?type=dadjoke",
    "todos://todo/1", "not a link",
  ])
  func aLinkThatIsNotAJokeRouteIsAUsageError(_ link: String) async {
    let run = await app.run(["open", link])
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("dadjokes: "))
    #expect(run.stderr.contains("try `dadjokes open 'dadjokes://joke?type=dadjoke'`"))
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(app.requestCount == 0)
  }

  @Test(arguments: [
    ["joke", "--type", "knock-knock"], ["timeline", "--type", ""], ["widget", "--type", "x"],
  ])
  func anUnknownTypeExits64ListingTheTypes(_ arguments: [String]) async {
    let run = await app.run(arguments)
    #expect(run.status == 64)
    #expect(run.stderr.contains("use one of: chucknorris, dadjoke, random, yomama"))
    #expect(app.requestCount == 0)
  }

  @Test func helpIsForAPerson() async {
    let help = await app.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("dadjokes — a fresh joke"))
    for word in [
      "EXAMPLES", "dadjokes widget --type dad --type chucknorris --watch", "EXIT STATUS",
    ] {
      #expect(help.stdout.contains(word))
    }
    let widget = await app.run(["widget", "--help"])
    #expect(widget.stdout.contains("[--type TYPE ...]"))
    #expect(await app.run(["--version"]).stdout == "dadjokes \(ProjectVersion.current)\n")
  }
}
