import Foundation
import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// `status --format xbar` as Argos and Kargos read it: one bar line, the detail in the
/// dropdown with links, stale data coloured and dated, and no network text that adds a line,
/// a separator, a submenu or a parameter.
@Suite struct StatusEncoderXbarTests {
  typealias S = StatusSamples

  /// The parameters a line may carry: those the encoder writes, none a title could add.
  static let allowedKeys: Set = ["href", "color", "useMarkup", "unescape", "emojize"]

  static let hostileTitles = [
    "buy milk | color=red href=https://evil.example bash=/bin/rm",
    "---",
    "--submenu | href=evil://x",
    "first\n---\nhref=https://evil.example | bash=reboot",
    "~~~",
    "a\u{2028}b\rc | terminal=true",
    "| param1=-rf",
    "-",
    // What Argos's JavaScript `trim()` (or xbar's Go `TrimSpace`) removes before it looks for
    // a separator must not hide the dashes from the escaping.
    "\u{FEFF}---",
    "\u{00A0}---",
    "\u{3000}---",
    "\u{2028}---",
    "\u{FEFF}\u{00A0}\u{3000}\u{2028}\u{2029}\u{0085}\u{180E}\u{1680}\u{205F}-",
    "\u{FEFF}--submenu | href=evil://x",
    "\u{FEFF}~~~",
    "\u{FEFF}--- | bash=reboot\u{2028}\u{FEFF}---",
  ]

  /// Every scalar Argos, Kargos or xbar trims: ECMAScript's white space and line terminators
  /// (every Space_Separator among them), Unicode's White_Space, and U+180E, a space in older
  /// engines.
  static let trimmedScalars: [Unicode.Scalar] =
    (0...0x3000).compactMap(Unicode.Scalar.init)
    .filter { XbarParser.isJSWhitespace($0) || $0.properties.isWhitespace }
    + ["\u{FEFF}", "\u{180E}"]

  static func line(
    _ title: String, state: StatusLine.State = .fresh, updatedAt: Date? = nil
  ) -> StatusLine {
    StatusLine(
      app: "todos", family: "large", text: title, tooltip: title, url: "todos://todo/7",
      state: state, updatedAt: updatedAt, generatedAt: S.now,
      details: [
        StatusDetail("[ ] " + title, url: "todos://todo/7"),
        StatusDetail("[x] \(title)", url: "todos://todo/8 | bash=/bin/sh"),
        StatusDetail(title, url: "javascript:alert(1)"),
      ])
  }

  @Test(arguments: hostileTitles)
  func aHostileTitleAddsNoLineSeparatorSubmenuOrParameter(title: String) throws {
    let output = S.encoder(.xbar, maxWidth: 200).encode(Self.line(title), isFirst: true)
    #expect(S.forbidden(output.replacing("\n", with: "")).isEmpty)
    let menu = XbarParser.parse(output)
    #expect(menu.bar.count == 1, "\(output)")
    #expect(menu.dropdown.count == 3, "\(output)")
    #expect(menu.strayWords.isEmpty, "\(menu.strayWords)")
    for item in menu.bar + menu.dropdown {
      #expect(item.level == 0, "\(item)")
      #expect(Set(item.parameters.keys).isSubset(of: Self.allowedKeys), "\(item)")
      #expect(item.parameters["useMarkup"] == "false")
      #expect(item.parameters["unescape"] == "false")
      #expect(!item.title.contains("|"))
    }
    // The title as sent, but what the bars trim at its ends (U+180E too, a space to older
    // engines).
    let shown = StatusText.oneLine(title).replacing("|", with: "\u{2223}")
      .replacing("\u{180E}", with: "")
    let barTitle = menu.bar[0].title.replacing("\u{200B}", with: "")
    #expect(barTitle == XbarParser.jsTrimmed(shown) || barTitle == StatusText.emptyMarker)
    #expect(menu.bar[0].parameters["href"] == nil)
    #expect(menu.dropdown[0].parameters["href"] == "todos://todo/7")
    // A link with a space and a bar is percent-encoded: one parameter, the same link.
    let second = try #require(menu.dropdown[1].parameters["href"])
    #expect(second.removingPercentEncoding == "todos://todo/8 | bash=/bin/sh")
    // Another scheme than the app's or https is no link at all.
    #expect(menu.dropdown[2].parameters["href"] == nil)
  }

  /// Before a separator, a submenu's dashes or a stream's `~~~`, any run of what the bars trim
  /// leaves a title that is still a title, never a separator, a submenu item or a frame.
  @Test(arguments: trimmedScalars)
  func whatTheBarsTrimCannotForgeASeparator(_ scalar: Unicode.Scalar) {
    for tail in ["---", "-", "--item", "~~~", "---\u{FEFF}"] {
      for prefix in [String(scalar), String(scalar) + "\u{FEFF}" + String(scalar)] {
        let title = BarEscaping.xbar(prefix + tail)
        let menu = XbarParser.parse("bar | a=b\n---\n" + title + " | useMarkup=false")
        #expect(menu.dropdown.count == 1, "\(scalar.value) \(title.debugDescription)")
        #expect(menu.dropdown.first?.level == 0, "\(title.debugDescription)")
        #expect(menu.dropdown.first?.title.contains(tail.prefix(1)) == true)
        #expect(!title.unicodeScalars.contains(where: BarEscaping.isLineBreak))
        #expect(title.unicodeScalars.first == BarEscaping.zeroWidthSpace)
      }
    }
  }

  /// Nothing but what the bars trim is still an item the bar shows, not an empty line.
  @Test func aTitleOfOnlyTrimmedScalarsIsTheEmptyMarker() {
    #expect(BarEscaping.xbar("\u{FEFF}\u{3000}\u{2028}") == StatusText.emptyMarker)
    #expect(BarEscaping.xbar("") == "")
  }

  @Test func staleDataIsColouredAndSaysWhenItWasUpdated() {
    let updated = S.now.addingTimeInterval(-3 * 3600)
    let output = S.encoder(.xbar).encode(
      Self.line("buy milk", state: .stale, updatedAt: updated), isFirst: true)
    let menu = XbarParser.parse(output)
    #expect(menu.bar.first?.parameters["color"] == StatusText.dimColor)
    #expect(menu.dropdown.suffix(2).map(\.title) == ["---", "updated 14:00"])
    #expect(menu.dropdown.last?.parameters["color"] == StatusText.dimColor)
  }

  @Test func freshDataHasNoColourAndNoAgeLine() {
    let menu = XbarParser.parse(S.encoder(.xbar).encode(Self.line("buy milk"), isFirst: true))
    #expect(menu.bar.first?.parameters["color"] == nil)
    #expect(menu.dropdown.map(\.title) == ["[ ] buy milk", "[x] buy milk", "buy milk"])
  }

  @Test func withoutDetailsTheTooltipLinesAreTheDropdownWithTheEntrysLink() throws {
    let output = S.encoder(.xbar).encode(try S.todos(), isFirst: true)
    let menu = XbarParser.parse(output)
    #expect(menu.dropdown.map(\.title) == ["4 open", "buy milk", "call mum"])
    #expect(menu.dropdown.allSatisfy { $0.parameters["href"] == "todos://todo/7" })
  }

  @Test func aFollowedUpdateStartsANewFrame() throws {
    let encoder = S.encoder(.xbar)
    #expect(!encoder.encode(try S.todos(), isFirst: true).hasPrefix("~~~"))
    let next = encoder.encode(try S.todos(state: .stale), isFirst: false)
    #expect(next.hasPrefix("~~~\n"))
    #expect(XbarParser.parse("earlier\n~~~\n" + String(next.dropFirst(4))).bar.count == 1)
  }
}
