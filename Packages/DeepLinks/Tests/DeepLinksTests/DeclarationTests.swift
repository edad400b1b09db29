import DeepLinks
import Testing

@Suite struct DeclarationTests {
  @Test(arguments: Fixture.allCases)
  func exampleRoutesAreSound(fixture: Fixture) {
    #expect(fixture.router.declarationProblems == [])
  }

  @Test func brokenDeclarationsAreReported() {
    let router = URLRouter(
      scheme: "1to dos",
      patterns: [
        RoutePattern(host: "", path: [.int("id", in: -5...5), .int("id", in: 1...)]),
        RoutePattern(host: "a b", path: [.literal("x/y"), .text("t", length: 0...3)]),
        RoutePattern(
          host: "h", path: [.int("n", in: 1...).optional], query: [.literal("q").optional]),
        RoutePattern(host: "h", path: [.text("other")]),
        RoutePattern(
          host: "k",
          query: [
            .string("none", allowed: []), .string("twice", allowed: ["a", "a"]),
            .string("slash", allowed: ["a/b"]), .int("we ird", in: 1...),
          ]),
      ])
    let first = "1to dos:///<id>/<id>: "
    let second = "1to dos://a b/x/y/<t>: "
    let third = "1to dos://h/<n>[?q=q]: "
    let last = "1to dos://k?none=<none>&twice=<twice>&slash=<slash>&we ird=<we ird>: "
    #expect(
      router.declarationProblems == [
        "scheme \"1to dos\" must be a letter followed by letters, digits, + - .",
        first + "host must be non-empty letters, digits, - or .",
        first + "parameter name \"id\" is used twice",
        first + "id allows negative numbers, which a link cannot carry",
        second + "host must be non-empty letters, digits, - or .",
        second + "\"x/y\" must be letters, digits, - . _ ~ (and not . or ..)",
        second + "path text t must be at least 1 character (empty segments fail)",
        third + "path parameter n cannot be optional",
        third + "query item q cannot be a literal",
        "1to dos://h/<other>: an earlier pattern accepts the same links",
        last + "none allows no values",
        last + "twice lists a value twice",
        last + "slash value \"a/b\" is empty or holds / ? # \\ & = or controls",
        last + "\"we ird\" must be letters, digits, - . _ ~ (and not . or ..)",
      ])
  }

  @Test func noPatternsIsAProblem() {
    #expect(
      URLRouter(scheme: "x", patterns: []).declarationProblems == [
        "the router declares no patterns"
      ])
  }

  /// A route that reads a parameter its pattern does not declare fails on every link, and
  /// the error still names the link and the expected shape.
  @Test func readingAnUndeclaredParameterIsReported() throws {
    let error = try #require(throws: DeepLinkError.self) {
      try MisspeltRoute(string: "todos://todo/7")
    }
    #expect(error.reason == .undeclaredParameter("ID"))
    #expect(error.received == "todos://todo/7")
    #expect(error.expected == "todos://todo/<id> (id: a positive integer)")
    #expect(error.description.hasPrefix("the route reads parameter \"ID\", which its pattern"))
  }

  @Test func readingTheWrongTypeIsReported() throws {
    let match = try TodoRoute.router.match("todos://todo/7")
    #expect(throws: DeepLinkError(.undeclaredParameter("id"), expected: "", received: "")) {
      try match.string("id")
    }
    #expect(try match.int("id") == 7)
  }

  /// Values outside the pattern's bounds still build, into a link that parsing rejects.
  @Test func outOfBoundsRoutesBuildLinksThatParsingRejects() {
    #expect(TodoRoute(id: -7).urlString == "todos://todo/-7")
    #expect(throws: DeepLinkError.self) { try TodoRoute(string: TodoRoute(id: -7).urlString) }
    #expect(NoteRoute.search(text: "a/b", page: nil).urlString == "notes://search?q=a%2Fb")
    #expect(throws: DeepLinkError.self) { try NoteRoute(string: "notes://search?q=a%2Fb") }
    let missing = RouteMatch(TodoRoute.detail)
    #expect(TodoRoute.router.string(for: missing) == "todos://todo/")
  }
}

/// A route whose `init(match:)` asks for `ID` where the pattern declares `id`.
private struct MisspeltRoute: URLRoute {
  static let router = TodoRoute.router
  let id: Int
  init(match: RouteMatch) throws(DeepLinkError) { id = try match.int("ID") }
  var match: RouteMatch { RouteMatch(TodoRoute.detail, ["ID": .int(id)]) }
}
