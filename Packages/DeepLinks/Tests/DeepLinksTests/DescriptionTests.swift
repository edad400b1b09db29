import DeepLinks
import Testing

@Suite struct DescriptionTests {
  @Test(arguments: [
    (
      Fixture.todos, "todos://todo/abc",
      "id \"abc\" is not an integer (digits only, no sign or leading zero): expected "
        + "todos://todo/<id> (id: a positive integer), got todos://todo/abc"
    ),
    (
      .votes, "votes://vote/119/3/23",
      "session 3 is out of range: expected votes://vote/<congress>/<session>/<roll> (congress: "
        + "an integer from 1 to 200; session: 1 or 2; roll: an integer from 1 to 9999), "
        + "got votes://vote/119/3/23"
    ),
    (
      .jokes, "dadjokes://joke?type=knock",
      "type \"knock\" is not an allowed value: expected dadjokes://joke?type=<type> "
        + "(type: one of dad, chucknorris, programming), got dadjokes://joke?type=knock"
    ),
    (
      .todos, "http://todo/7",
      "wrong scheme \"http\": expected todos://todo/<id> (id: a positive integer), "
        + "got http://todo/7"
    ),
    (
      .todos, "",
      "the link is empty: expected todos://todo/<id> (id: a positive integer), "
        + "got an empty string"
    ),
    (
      .notes, "notes://note/x/edit",
      "id \"x\" is not an integer (digits only, no sign or leading zero): expected "
        + "notes://note/<id>/edit (id: an integer from 0 to 999999), got notes://note/x/edit"
    ),
  ])
  func describesWhatWasExpectedAndReceived(fixture: Fixture, link: String, line: String) throws {
    let error = try #require(throws: DeepLinkError.self) { try fixture.reparse(link) }
    #expect(error.description == line)
  }

  @Test func usageListsEveryPattern() {
    #expect(
      NoteRoute.usage
        == "notes://list or notes://note/<id> (id: an integer from 0 to 999999) or "
        + "notes://note/<id>/edit (id: an integer from 0 to 999999) or "
        + "notes://search?q=<q>[&page=<page>] (q: text of 1 to 64 characters; "
        + "page: an integer from 1 to 100)"
    )
  }

  @Test(arguments: [
    (RouteParameter.int("n", in: 1...), "a positive integer"),
    (.int("n", in: 0...), "a non-negative integer"),
    (.int("n", in: 5...), "an integer of at least 5"),
    (.int("n", in: 3...3), "the integer 3"),
    (.int("n", in: 1...2), "1 or 2"),
    (.int("n", in: 1...10), "an integer from 1 to 10"),
    (.string("n", allowed: ["a"]), "\"a\""),
    (
      .string("n", allowed: (0..<13).map { "v\($0)" }),
      "one of v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, … (13 values)"
    ),
    (.text("n"), "text of 1 to 100 characters"),
  ])
  func parameterRequirementsReadAsWords(parameter: RouteParameter, words: String) {
    let router = URLRouter(scheme: "x", patterns: [RoutePattern(host: "h", path: [parameter])])
    #expect(router.usage == "x://h/<n> (n: \(words))")
  }

  @Test func optionalQueryItemsAreBracketed() {
    let pattern = RoutePattern(
      host: "h", path: [.literal("list")], query: [.int("page", in: 1...).optional])
    #expect(
      URLRouter(scheme: "x", patterns: [pattern]).usage
        == "x://h/list[?page=<page>] (page: a positive integer)")
  }

  /// Kept as received and only shortened: the printing side sanitises the whole line once.
  @Test func receivedLinkIsQuotedAsSentAndShortened() {
    let hostile = "todos://todo/\u{1B}]8;;evil\u{7}\u{202E}\n" + String(repeating: "9", count: 200)
    let line = DeepLinkError(.empty, expected: "todos://todo/<id>", received: hostile).description
    #expect(line.hasSuffix(", got \(hostile.prefix(99))…"))
    #expect(line.contains("\u{1B}]8;;evil\u{7}\u{202E}\n"))
  }

  @Test func valuesInReasonsAreShortenedAndQuoted() {
    let value = "\u{1B}[31mred\n" + String(repeating: "x", count: 60)
    let error = DeepLinkError(
      .notAllowedValue(parameter: "type", value: value), expected: "x://h", received: "x://h")
    #expect(
      error.description
        == "type \"\u{1B}[31mred\n\(String(repeating: "x", count: 30))…\" is not an allowed value: "
        + "expected x://h, got x://h")
  }
}
