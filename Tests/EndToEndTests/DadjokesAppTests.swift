import Foundation
import Testing

/// The built `dadjokes` app face (`joke`, `types`, `open`) against `fixture-server` on
/// loopback, which plays all four joke services under one base URL.
@Suite(.serialized) struct DadjokesAppTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer()
    scratch = try ScratchDirectory()
  }

  func dadjokes(_ arguments: [String], baseURL: URL? = nil, extra: [String: String] = [:])
    throws -> CommandRun
  {
    var environment = [
      "DADJOKES_BASE_URL": (baseURL ?? server.url).absoluteString,
      "DADJOKES_STATE_DIR": scratch.path("state"),
      "DADJOKES_CACHE_DIR": scratch.path("cache"),
    ]
    environment.merge(extra) { _, new in new }
    return try CommandRun.run("dadjokes", arguments, environment: environment)
  }

  @Test func jokeTellsTheFirstRecordedDadJoke() throws {
    let run = try dadjokes(["joke"])
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        My dog used to chase people on a bike a lot. It got so bad I had to take his bike away.
        — Dad Joke, from icanhazdadjoke.com

        """)
    #expect(run.stderr.isEmpty)
    #expect(try server.requestCounts().byPath["/"] == 1)
  }

  @Test func twoJokesInARowDiffer() throws {
    let first = try dadjokes(["joke", "--type", "chuck-norris"])
    let second = try dadjokes(["joke", "--type", "Chuck Norris"])
    #expect(first.status == 0 && second.status == 0)
    #expect(first.stdout != second.stdout)
    #expect(first.stdout.hasSuffix("— Chuck Norris, from api.chucknorris.io\n"))
    #expect(try server.requestCounts().byPath["/jokes/random"] == 2)
  }

  @Test(arguments: [
    ("dad", "icanhazdadjoke"), ("chucknorris", "chucknorris"), ("random", "jokeapi"),
    ("yomama", "tutorial"),
  ])
  func jokeJSONNamesTheTypeAndTheService(_ type: String, _ source: String) throws {
    let run = try dadjokes(["joke", "--type", type, "--json"])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["source"] as? String == source)
    #expect((object["text"] as? String)?.isEmpty == false)
    #expect((object["link"] as? String)?.hasPrefix("dadjokes://joke?type=") == true)
  }

  @Test func theTutorialSourceServesEveryType() throws {
    let run = try dadjokes(["--source", "tutorial", "joke", "--type", "dad", "--json"])
    #expect(run.status == 0)
    #expect(run.stdout.contains(#""source" : "tutorial""#))
    #expect(try server.requestCounts().byPath["/retrieveJokes.php"] == 1)
  }

  @Test func typesListsIdentifiersAndNames() throws {
    let run = try dadjokes(["types"])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n")
    #expect(
      lines.map { $0.split(separator: " ").first ?? "" } == [
        "chucknorris", "dadjoke", "random", "yomama",
      ])
    #expect(lines[1].hasSuffix("(default)"))
    let json = try dadjokes(["types", "--json"])
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(
      items.map { $0["displayName"] as? String } == [
        "Chuck Norris", "Dad Joke", "Random", "Yo Mama",
      ])
    #expect(try server.requestCounts().total == 0)
  }

  @Test func openFollowsAJokesLink() throws {
    let run = try dadjokes(["open", "dadjokes://joke?type=yomama"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("Yo mama is so old"))
    #expect(run.stdout.hasSuffix("— Yo Mama, from jokes.guyliangilsing.me\n"))
  }

  @Test(arguments: ["dadjokes://joke?type=knock", "dadjokes://joke", "todos://todo/1", "x"])
  func aLinkThatIsNotAJokesRouteExits64(_ link: String) throws {
    let run = try dadjokes(["open", link])
    #expect(run.status == 64)
    #expect(run.stderr.contains("dadjokes://joke?type="))
    #expect(try server.requestCounts().total == 0)
  }

  @Test func anUnknownTypeExits64ListingTheTypes() throws {
    let run = try dadjokes(["joke", "--type", "knock-knock"])
    #expect(run.status == 64)
    #expect(
      run.stderr
        == "dadjokes: unknown joke type 'knock-knock'; use one of: chucknorris, dadjoke, random, "
        + "yomama (`dadjokes types` lists them)\n")
  }

  @Test func aDeadServiceExits69NamingTheServiceAndTheFix() throws {
    let dead = try FixtureServer()
    dead.stop()
    let run = try dadjokes(["joke", "--type", "random"], baseURL: dead.url)
    #expect(run.status == 69)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("dadjokes: cannot connect to \(dead.url.absoluteString)"))
    #expect(run.stderr.contains("--source tutorial"))
    #expect(run.stderr.contains("--base-url or DADJOKES_BASE_URL"))
  }

  @Test func oneDeadServiceLeavesTheOthers() throws {
    let dead = try FixtureServer()
    dead.stop()
    let extra = ["DADJOKES_ICANHAZDADJOKE_BASE_URL": dead.url.absoluteString]
    #expect(try dadjokes(["joke", "--type", "dad"], extra: extra).status == 69)
    #expect(try dadjokes(["joke", "--type", "chucknorris"], extra: extra).status == 0)
  }

  @Test func aRateLimitWithRetryAfterExits75() throws {
    let limited = try FixtureServer(["--fault", "429"])
    let run = try dadjokes(["joke", "--type", "chucknorris"], baseURL: limited.url)
    #expect(run.status == 75)
    #expect(
      run.stderr.hasPrefix(
        "dadjokes: api.chucknorris.io is limiting requests (HTTP 429); try again"))
    // Retry-After: 1 was honoured: the client asked three times before giving up.
    #expect(try limited.requestCounts().byPath["/jokes/random"] == 3)
  }

  @Test func aMalformedResponseExits65() throws {
    let broken = try FixtureServer(["--fault", "malformed"])
    let run = try dadjokes(["joke"], baseURL: broken.url)
    #expect(run.status == 65)
    #expect(run.stderr.contains("icanhazdadjoke.com sent an answer that is not a joke"))
  }

  @Test func aSlowServiceTimesOutWith75() throws {
    let slow = try FixtureServer(["--fault", "delay=5"])
    let run = try dadjokes(["--timeout", "0.5", "joke", "--type", "yomama"], baseURL: slow.url)
    #expect(run.status == 75)
    #expect(run.stderr.contains("timed out waiting for \(slow.url.absoluteString)"))
  }

  @Test func usageErrorsExit64() throws {
    for arguments in [["jokes"], ["joke", "--type"], ["--source", "moon", "joke"], []] {
      let run = try dadjokes(arguments)
      #expect(run.status == 64, "\(arguments)")
      #expect(run.stderr.hasPrefix("dadjokes: "), "\(arguments)")
    }
  }

  @Test func helpAndVersion() throws {
    let help = try dadjokes(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE") && help.stdout.contains("EXIT STATUS"))
    #expect(help.stdout.contains("DADJOKES_BASE_URL"))
    #expect(try dadjokes(["joke", "--help"]).stdout.hasPrefix("dadjokes joke — "))
    #expect(try dadjokes(["--version"]).stdout.hasPrefix("dadjokes "))
  }
}
