import Testing

@testable import Networking

@Suite struct PrintableLineTests {
  @Test(arguments: [
    ("plain text", Int.max, "plain text"),
    ("two\nlines\r\n\tand a tab", Int.max, "two lines and a tab"),
    ("\u{1B}[2Jclear\u{1B}]0;title\u{07}", Int.max, "[2Jclear]0;title"),
    ("bidi \u{202E}override", Int.max, "bidi override"),
    ("  spaced   out  ", Int.max, "spaced out"),
    ("abcdefghij", 5, "abcd…"),
    ("abcde", 5, "abcde"),
  ])
  func flattensToOnePrintableLine(_ text: String, _ limit: Int, _ expected: String) {
    #expect(text.printableLine(limit: limit) == expected)
  }
}
