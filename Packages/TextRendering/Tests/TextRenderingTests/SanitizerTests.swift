import Foundation
import Testing

@testable import TextRendering

@Suite struct SanitizerTests {
  static let cases: [(String, String, String)] = [
    ("plain text", "hello", "hello"),
    ("clear screen CSI", "a\u{1B}[2Jb", "ab"),
    ("SGR colour", "\u{1B}[31;1mred\u{1B}[0m", "red"),
    ("private CSI", "x\u{1B}[?25ly", "xy"),
    ("OSC title with BEL", "a\u{1B}]0;pwned\u{07}b", "ab"),
    ("OSC 8 link with ST", "\u{1B}]8;;http://evil\u{1B}\\click\u{1B}]8;;\u{1B}\\", "click"),
    ("DCS string", "a\u{1B}Pq#0;2;0;0;0\u{1B}\\b", "ab"),
    ("APC string", "a\u{1B}_hidden\u{1B}\\b", "ab"),
    ("C1 CSI", "a\u{9B}31mb", "ab"),
    ("C1 OSC ended by C1 ST", "a\u{9D}0;t\u{9C}b", "ab"),
    ("two-char escape", "a\u{1B}cb", "ab"),
    ("escape with intermediate", "a\u{1B}(Bb", "ab"),
    ("unterminated OSC eats the rest", "a\u{1B}]0;never ends", "a"),
    ("ESC at end", "abc\u{1B}", "abc"),
    ("NUL, BEL, BS, DEL", "a\u{0}b\u{7}c\u{8}d\u{7F}e", "abcde"),
    ("C1 controls", "a\u{80}b\u{85}c", "ab c"),
    ("tab", "a\tb", "a b"),
    ("newline", "a\nb", "a b"),
    ("CRLF", "a\r\nb", "a b"),
    ("bidi override", "a\u{202E}evil\u{202C}b", "aevilb"),
    ("isolates and marks", "\u{2066}a\u{2069}\u{200F}", "a"),
    ("NFC", "cafe\u{301}", "caf\u{E9}"),
    ("emoji ZWJ kept", "👨‍👩‍👧", "👨‍👩‍👧"),
    ("ESC then non-ASCII", "\u{1B}é", "é"),
  ]

  @Test(arguments: cases)
  func removesControls(_ name: String, _ input: String, _ expected: String) {
    #expect(Sanitizer.sanitize(input) == expected, "\(name)")
    #expect(input.sanitizedForTerminal == expected, "\(name)")
  }

  @Test(arguments: [
    ("a\nb", "a\nb"), ("a\r\nb", "a\nb"), ("a\rb", "a\nb"), ("a\u{2028}b", "a\nb"),
    ("a\u{1B}[Kb\nc", "ab\nc"),
  ])
  func keepsLineBreaksWhenAllowed(_ input: String, _ expected: String) {
    #expect(Sanitizer.sanitize(input, allowsNewlines: true) == expected)
  }

  @Test func textViewsAreSanitised() {
    let text = Text("title\u{1B}]0;x\u{07}\u{1B}[2J")
    #expect(text.content == "title")
  }

  @Test func renderedOutputHasNoEscapesFromContent() {
    let hostile = "\u{1B}]8;;http://evil\u{1B}\\x\u{1B}]8;;\u{1B}\\\u{1B}[2J\u{9B}H"
    let plain = render(Text(hostile), size: .small)
    #expect(!plain.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
    let ansi = render(Text(hostile), size: .small, options: RenderOptions(output: .ansi(.none)))
    #expect(!ansi.contains("http://evil"))
    #expect(!ansi.contains("\u{1B}[2J"))
  }

  @Test(arguments: [
    ("todos://todo/1", true),
    ("https://example.com/a?b=c", true),
    ("votes://vote/118/1/42", true),
    ("javascript:alert(1)", false),
    ("JavaScript:alert(1)", false),
    ("file:///etc/passwd", false),
    ("data:text/html,x", false),
    ("no-scheme", false),
    ("1abc://x", false),
    ("todos:", false),
    ("todos://a\u{1B}\\b", false),
    ("todos://a b", false),
    ("todos://\u{7}", false),
    ("", false),
  ])
  func validatesLinkTargets(_ target: String, _ valid: Bool) {
    #expect((LinkValidator.validatedTarget(target) != nil) == valid)
  }

  @Test func refusesOverlongLinks() throws {
    let url = try #require(
      URL(string: "https://example.com/" + String(repeating: "a", count: 3000)))
    #expect(LinkValidator.validatedTarget(url) == nil)
  }

  @Test func invalidLinkDropsOnlyTheLink() throws {
    let url = try #require(URL(string: "javascript:alert(1)"))
    let view = Link("label", destination: url).widgetURL(url)
    let canvas = Canvas(rendering: view, size: .medium)
    #expect(canvas.links.isEmpty)
    #expect(PlainTextWriter().write(canvas).contains("label"))
  }
}
