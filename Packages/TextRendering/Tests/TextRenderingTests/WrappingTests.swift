import Testing

@testable import TextRendering

@Suite struct WrappingTests {
  struct WrapCase: CustomTestStringConvertible, Sendable {
    let text: String
    let width: Int
    let lines: [String]
    var testDescription: String { "\(text.debugDescription) at \(width)" }
  }

  static let wrapCases: [WrapCase] = [
    WrapCase(text: "", width: 10, lines: [""]),
    WrapCase(text: "short", width: 10, lines: ["short"]),
    WrapCase(text: "exactly ten", width: 11, lines: ["exactly ten"]),
    WrapCase(text: "the quick brown fox", width: 10, lines: ["the quick", "brown fox"]),
    WrapCase(
      text: "spaces   collapse at breaks", width: 9, lines: ["spaces", "collapse", "at breaks"]),
    WrapCase(text: "abcdefghijkl", width: 5, lines: ["abcde", "fghij", "kl"]),
    WrapCase(text: "line one\nline two", width: 20, lines: ["line one", "line two"]),
    WrapCase(text: "para\n\nafter blank", width: 20, lines: ["para", "", "after blank"]),
    WrapCase(text: "東京都の天気", width: 5, lines: ["東京", "都の", "天気"]),
    WrapCase(text: "ab 東京 cd", width: 4, lines: ["ab", "東京", "cd"]),
    WrapCase(text: "emoji 😀😀 ok", width: 6, lines: ["emoji", "😀😀", "ok"]),
    WrapCase(text: "wide 漢", width: 1, lines: ["w", "i", "d", "e", ""]),
    WrapCase(text: "anything", width: 0, lines: []),
  ]

  @Test(arguments: wrapCases)
  func wrapsAtWords(_ testCase: WrapCase) {
    let lines = testCase.text.wrapped(toWidth: testCase.width)
    #expect(lines == testCase.lines)
    #expect(lines.allSatisfy { $0.terminalWidth <= max(testCase.width, 0) })
  }

  @Test(arguments: [
    ("aaaaaa bbbbbb cccccc", 10, ["aaaaaa bbb", "bbb cccccc"]),
    ("  lead", 3, ["lea", "d"]),
  ])
  func wrapsTighterByCharacters(_ text: String, _ width: Int, _ expected: [String]) {
    let lines = TextWrapper.wrap(TextWrapper.glyphs(text), toWidth: width, mode: .characters)
    #expect(lines.map { String($0.map(\.character)) } == expected)
  }

  @Test(arguments: [
    ("hello", 5, "hello"),
    ("hello", 10, "hello"),
    ("hello world", 8, "hello w…"),
    ("hello world", 6, "hello…"),
    ("hello world", 7, "hello…"),
    ("hello", 1, "…"),
    ("hello", 0, ""),
    ("東京都", 4, "東…"),
    ("東京都", 5, "東京…"),
    ("😀😀😀", 4, "😀…"),
  ])
  func truncates(_ text: String, _ width: Int, _ expected: String) {
    #expect(text.truncated(toWidth: width) == expected)
    #expect(expected.terminalWidth <= width)
  }

  @Test(arguments: [
    ("one two three four five six", 9, 2, ["one two", "three fo…"]),
    ("one two three", 9, 1, ["one two…"]),
    ("one\ntwo", 9, 1, ["one two…"]),
    ("fits", 9, 1, ["fits"]),
    ("one two", 9, 0, []),
  ])
  func limitsLines(_ text: String, _ width: Int, _ maxLines: Int, _ expected: [String]) {
    let wrapped = TextWrapper.wrap(TextWrapper.glyphs(text), toWidth: width, mode: .words)
    let limited = TextWrapper.limit(wrapped, toLines: maxLines, width: width)
    #expect(limited.map { String($0.map(\.character)) } == expected)
  }

  @Test(arguments: [
    ("Meeting and party", "Meeting & party"),
    ("AND then", "& then"),
    ("Monday, Tuesday.", "Mon, Tuesday."),
    ("candid", "candid"),
  ])
  func abbreviatesWholeWords(_ text: String, _ expected: String) {
    var result = ShrinkRule.apply(ShrinkRule.Abbreviation("and", "&"), to: text)
    result = ShrinkRule.apply(ShrinkRule.Abbreviation("monday", "mon"), to: result)
    #expect(result == expected)
  }

  @Test(arguments: [
    ("Wednesday and Thursday", 1.0, "Wednesday an…"),
    ("Wednesday and Thursday", 0.5, "Wed & Thursd…"),
    ("Wednesday and Thursday", 0.4, "Wed & Thu"),
    ("Wednesday and Thursday", 0.9, "Wednesday &…"),
  ])
  func shrinksBeforeTruncating(_ text: String, _ scale: Double, _ expected: String) {
    var environment = LayoutEnvironment()
    environment.shrink = scale < 1 ? ShrinkRule(minimumScale: scale) : nil
    let block = TextBlock(text: text, environment: environment, singleLine: false)
    let lines = TextFitter.lines(block, width: 13, maxLines: 1)
    #expect(lines.map { String($0.map(\.character)) } == [expected])
  }
}
