import DeepLinks
import Testing

/// One malformed link and the reason it must be rejected with.
struct Rejection: Sendable, CustomTestStringConvertible {
  let fixture: Fixture
  let link: String
  let reason: DeepLinkError.Reason

  init(_ fixture: Fixture, _ link: String, _ reason: DeepLinkError.Reason) {
    (self.fixture, self.link, self.reason) = (fixture, link, reason)
  }

  var testDescription: String { "\(fixture) \(link.debugDescription.prefix(60))" }
}

@Suite struct RejectionTests {
  static let table: [Rejection] = [
    // The whole link.
    Rejection(.todos, "", .empty),
    Rejection(
      .todos, "todos://todo/" + String(repeating: "1", count: 2_036),
      .tooLong(length: 2_049, limit: 2_048)),
    Rejection(.todos, "todos://todo/7 ", .invalidCharacter("a space")),
    Rejection(.todos, "todos://todo/\u{7}7", .invalidCharacter("control character U+0007")),
    Rejection(.todos, "todos://todo/\u{1B}[2J", .invalidCharacter("control character U+001B")),
    Rejection(
      .todos, "todos://todo/é", .invalidCharacter("non-ASCII character U+00E9 (percent-encode it)")),
    Rejection(
      .todos, "todos://todo/<7>", .invalidCharacter("the character \"<\" (percent-encode it)")),
    Rejection(
      .todos, "todos://todo\\7", .invalidCharacter("the character \"\\\" (percent-encode it)")),
    Rejection(.todos, "todo/7", .malformed("no scheme before \":\"")),
    Rejection(.todos, "://todo/7", .malformed("no scheme before \":\"")),
    Rejection(.todos, "todos:todo/7", .malformed("no \"//\" after \"todos:\"")),
    Rejection(.todos, "todos:/todo/7", .malformed("no \"//\" after \"todos:\"")),
    Rejection(.todos, "http://todo/7", .wrongScheme("http")),
    Rejection(.todos, "todo://todo/7", .wrongScheme("todo")),
    Rejection(.todos, "todos://me@todo/7", .userInfoNotAllowed),
    Rejection(.todos, "todos://todo:80/7", .portNotAllowed),
    Rejection(.todos, "todos:///7", .malformed("no host after \"//\"")),
    Rejection(.todos, "todos://todos/7", .unknownHost("todos")),
    Rejection(.todos, "todos://evil.example/7", .unknownHost("evil.example")),
    Rejection(.todos, "todos://t%6Fdo/7", .unknownHost("t%6fdo")),
    // Escapes.
    Rejection(.todos, "todos://todo%2F7", .encodedSeparator("%2F")),
    Rejection(.todos, "todos://todo/7%3fx", .encodedSeparator("%3f")),
    Rejection(.todos, "todos://todo/7%23", .encodedSeparator("%23")),
    Rejection(.todos, "todos://todo/..%5C7", .encodedSeparator("%5C")),
    Rejection(.todos, "todos://todo/7%0A", .invalidCharacter("an encoded control character %0A")),
    Rejection(.todos, "todos://todo/7%00", .invalidCharacter("an encoded control character %00")),
    Rejection(.todos, "todos://todo/%zz", .malformed("\"%\" not followed by two hex digits")),
    Rejection(.todos, "todos://todo/7%", .malformed("\"%\" not followed by two hex digits")),
    Rejection(.todos, "todos://todo/7#top", .fragmentNotAllowed),
    // Path.
    Rejection(.todos, "todos://todo", .missingSegment("<id>")),
    Rejection(.todos, "todos://todo/7/8", .extraSegment("8")),
    Rejection(.todos, "todos://todo//7", .emptySegment),
    Rejection(.todos, "todos://todo/7/", .emptySegment),
    Rejection(.todos, "todos://todo/", .emptySegment),
    Rejection(.todos, "todos://todo/..", .dotSegment),
    Rejection(.todos, "todos://todo/%2E%2e", .dotSegment),
    Rejection(.votes, "votes://vote/119/1", .missingSegment("<roll>")),
    Rejection(.notes, "notes://note/7/view", .unexpectedSegment(expected: "edit", got: "view")),
    Rejection(.notes, "notes://note/7/edit/now", .extraSegment("now")),
    // Integers.
    Rejection(.todos, "todos://todo/abc", .notAnInteger(parameter: "id", value: "abc")),
    Rejection(.todos, "todos://todo/007", .notAnInteger(parameter: "id", value: "007")),
    Rejection(.todos, "todos://todo/+7", .notAnInteger(parameter: "id", value: "+7")),
    Rejection(.todos, "todos://todo/-7", .notAnInteger(parameter: "id", value: "-7")),
    Rejection(.todos, "todos://todo/7.0", .notAnInteger(parameter: "id", value: "7.0")),
    Rejection(.todos, "todos://todo/1e3", .notAnInteger(parameter: "id", value: "1e3")),
    Rejection(.todos, "todos://todo/%37", .notAnInteger(parameter: "id", value: "%37")),
    Rejection(.todos, "todos://todo/0", .outOfRange(parameter: "id", value: "0")),
    Rejection(
      .todos, "todos://todo/9223372036854775808",
      .outOfRange(parameter: "id", value: "9223372036854775808")),
    Rejection(
      .todos, "todos://todo/99999999999999999999999",
      .outOfRange(parameter: "id", value: "99999999999999999999999")),
    Rejection(.votes, "votes://vote/119/3/23", .outOfRange(parameter: "session", value: "3")),
    Rejection(.votes, "votes://vote/201/1/23", .outOfRange(parameter: "congress", value: "201")),
    // Query.
    Rejection(.todos, "todos://todo/7?x=1", .unknownQueryItem("x")),
    Rejection(.jokes, "dadjokes://joke", .missingQueryItem("type")),
    Rejection(.jokes, "dadjokes://joke?type=dad&type=dad", .duplicateQueryItem("type")),
    Rejection(.jokes, "dadjokes://joke?type=dad&lang=en", .unknownQueryItem("lang")),
    Rejection(.jokes, "dadjokes://joke?typ%65=dad", .unknownQueryItem("typ%65")),
    Rejection(
      .jokes, "dadjokes://joke?type=knock", .notAllowedValue(parameter: "type", value: "knock")),
    Rejection(
      .jokes, "dadjokes://joke?type=DAD", .notAllowedValue(parameter: "type", value: "DAD")),
    Rejection(.jokes, "dadjokes://joke?type=", .notAllowedValue(parameter: "type", value: "")),
    Rejection(.jokes, "dadjokes://joke?", .malformed("empty query after \"?\"")),
    Rejection(.jokes, "dadjokes://joke?type", .malformed("query item \"type\" has no \"=\"")),
    Rejection(
      .jokes, "dadjokes://joke?type=dad&",
      .malformed("empty query item (\"&&\", or \"&\" at an end)")),
    Rejection(.jokes, "dadjokes://joke?=dad", .malformed("query item with no name")),
    Rejection(
      .jokes, "dadjokes://joke?type=dad=1",
      .malformed("query item \"type\" has more than one \"=\"")),
    Rejection(.jokes, "dadjokes://joke?type=dad%26x%3D1", .encodedSeparator("%26")),
    Rejection(.jokes, "dadjokes://joke?type=a/b", .malformed("\"/\" or \"?\" inside the query")),
    // Text.
    Rejection(.notes, "notes://search?q=", .wrongLength(parameter: "q", length: 0)),
    Rejection(
      .notes, "notes://search?q=" + String(repeating: "a", count: 65),
      .wrongLength(parameter: "q", length: 65)),
    Rejection(
      .notes, "notes://search?q=%FF", .malformed("percent-encoded bytes that are not UTF-8")),
    Rejection(
      .notes, "notes://search?q=%E2%80%AEevil",
      .invalidCharacter("the control or bidirectional character U+202E in a value")),
    Rejection(.notes, "notes://search?page=2", .missingQueryItem("q")),
    Rejection(.notes, "notes://search?q=x&page=0", .outOfRange(parameter: "page", value: "0")),
  ]

  @Test(arguments: table)
  func rejectsWithItsOwnReason(_ row: Rejection) throws {
    let error = try #require(throws: DeepLinkError.self) { try row.fixture.reparse(row.link) }
    #expect(error.reason == row.reason)
    #expect(error.received == row.link)
    // The router's usage before a pattern is chosen, else the chosen pattern's usage.
    #expect(!error.expected.isEmpty)
    #expect(row.fixture.router.usage.contains(error.expected))
  }

  @Test func tableIsLargeAndCoversEveryLinkReason() {
    #expect(Self.table.count >= 20)
    let covered = Set(Self.table.map { ReasonKind($0.reason) })
    #expect(covered == Set(ReasonKind.allCases).subtracting([.undeclaredParameter]))
  }

  /// Whatever the reason, the description says what was expected and shows what arrived, as
  /// it arrived (the printing side sanitises the line once), within a bounded length.
  @Test(arguments: table)
  func descriptionIsOneActionableLine(_ row: Rejection) throws {
    let error = try #require(throws: DeepLinkError.self) { try row.fixture.reparse(row.link) }
    let line = error.description
    #expect(line.contains(": expected \(error.expected), got "))
    #expect(line.count <= 900)
    let got = row.link.isEmpty ? "an empty string" : String(row.link.prefix(99))
    #expect(line.contains("got \(got)"))
  }
}
