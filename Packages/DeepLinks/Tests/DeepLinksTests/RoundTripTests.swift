import DeepLinks
import Foundation
import Testing

@Suite struct RoundTripTests {
  /// Routes drawn from a seeded generator: parsing the built link gives the route back, both
  /// from text and from a Foundation `URL`, and the two spellings agree.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func generatedRoutesRoundTrip(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<300 {
      try expectRoundTrip(Generate.todo(using: &rng))
      try expectRoundTrip(Generate.vote(using: &rng))
      try expectRoundTrip(Generate.joke(using: &rng))
      try expectRoundTrip(Generate.note(using: &rng))
    }
  }

  /// The apps' link shapes, and links that are already canonical, come back unchanged.
  @Test(arguments: [
    (Fixture.todos, "todos://todo/7"),
    (.todos, "todos://todo/9223372036854775807"),
    (.votes, "votes://vote/119/1/23"),
    (.votes, "votes://vote/200/2/9999"),
    (.jokes, "dadjokes://joke?type=chucknorris"),
    (.notes, "notes://list"),
    (.notes, "notes://note/0"),
    (.notes, "notes://note/42/edit"),
    (.notes, "notes://search?q=caf%C3%A9%20au%20lait&page=3"),
    (.notes, "notes://search?q=%F0%9F%99%82"),
  ])
  func canonicalLinksComeBackUnchanged(fixture: Fixture, link: String) throws {
    #expect(try fixture.reparse(link) == link)
  }

  /// Links that are accepted but not canonical: case in scheme and host, item order, lowercase
  /// escapes, raw sub-delimiters. Building them again gives the canonical spelling.
  @Test(arguments: [
    (Fixture.todos, "TODOS://todo/7", "todos://todo/7"),
    (.todos, "ToDoS://TODO/7", "todos://todo/7"),
    (.jokes, "DadJokes://Joke?type=dad", "dadjokes://joke?type=dad"),
    (.notes, "notes://search?page=2&q=x", "notes://search?q=x&page=2"),
    (.notes, "notes://search?q=caf%c3%a9", "notes://search?q=caf%C3%A9"),
    (.notes, "notes://search?q=a+b", "notes://search?q=a%2Bb"),
    (.notes, "notes://search?q=it's:@(ok)!", "notes://search?q=it%27s%3A%40%28ok%29%21"),
  ])
  func acceptedLinksBuildCanonically(fixture: Fixture, link: String, canonical: String) throws {
    #expect(try fixture.reparse(link) == canonical)
  }

  @Test func searchTextIsDecodedExactly() throws {
    let route = try NoteRoute(string: "notes://search?q=a%20b+c%25d%E2%80%A6")
    #expect(route == .search(text: "a b+c%d…", page: nil))
  }

  @Test func parsesFromFoundationURL() throws {
    let url = try #require(URL(string: "votes://vote/119/1/23"))
    #expect(try VoteRoute(url: url) == VoteRoute(congress: 119, session: 1, roll: 23))
    let upper = try #require(URL(string: "TODOS://todo/7"))
    #expect(try TodoRoute(url: upper) == TodoRoute(id: 7))
  }

  @Test func routerMatchesWithoutARouteType() throws {
    let match = try VoteRoute.router.match("votes://vote/119/2/5")
    #expect(match.pattern == VoteRoute.detail)
    #expect(match.values == ["congress": .int(119), "session": .int(2), "roll": .int(5)])
    #expect(match["roll"]?.intValue == 5)
    #expect(match["roll"]?.stringValue == nil)
    #expect(VoteRoute.router.string(for: match) == "votes://vote/119/2/5")
  }

  @Test func schemeIsLowercasedAndShared() {
    #expect(TodoRoute.scheme == "todos")
    #expect(URLRouter(scheme: "TODOS", patterns: []).scheme == "todos")
    #expect(RoutePattern(host: "ToDo").host == "todo")
  }

  private func expectRoundTrip<Route: URLRoute & Equatable>(_ route: Route) throws {
    let text = route.urlString
    #expect(route.url.absoluteString == text)
    #expect(try Route(string: text) == route, "\(text)")
    #expect(try Route(url: route.url) == route, "\(text)")
  }
}
