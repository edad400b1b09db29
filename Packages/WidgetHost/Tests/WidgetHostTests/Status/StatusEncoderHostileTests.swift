import Foundation
import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// A hostile title, tooltip and URL come out inert in every format: shown, never obeyed.
@Suite struct StatusEncoderHostileTests {
  typealias S = StatusSamples

  static let title =
    "</span>&<b>#{%{A1:rm -rf ~:}\u{1B}[31mred\u{9B}2J\u{202E}evil\nline\u{7}"
  /// What a person must see: the markup characters as they are, the controls gone.
  static let shown = "</span>&<b>#{%{A1:rm -rf ~:}redevil line"
  static let url = "todos://todo/7'; rm -rf ~ #}%{A}:\u{1B}]8;;x\u{7}"
  static let tooltip = "<i>it's</i> & \"quoted\"\n#(reboot)\u{1B}[2J\u{2066}"
  static let shownTooltip = "<i>it's</i> & \"quoted\"\n#(reboot)"

  static func hostile(_ state: StatusLine.State = .fresh) -> StatusLine {
    StatusLine(
      app: "todos", family: "medium", text: title, tooltip: tooltip, url: url, state: state,
      generatedAt: S.now, entryJSON: "{\"title\": \"\\u001b[31m</span>\u{9B}\u{202E}\"}")
  }

  /// Every one-line format (xbar, genmon and yambar write several lines:
  /// `StatusEncoderXbarTests`, `StatusEncoderPanelTests`).
  static let cases: [(StatusFormat, Bool)] =
    StatusFormat.allCases.filter { ![.xbar, .genmon, .yambar].contains($0) }.map { ($0, false) }
    + [(.polybar, true)]

  @Test(arguments: cases)
  func everyFormatIsOneLineWithoutControls(format: StatusFormat, click: Bool) {
    let encoder = S.encoder(format, maxWidth: 200, click: click)
    for isFirst in [true, false] {
      let line = encoder.encode(Self.hostile(), isFirst: isFirst)
      #expect(!line.isEmpty)
      #expect(!line.contains("\n"))
      #expect(S.forbidden(line).isEmpty, "\(format) kept \(S.forbidden(line))")
    }
  }

  @Test func plainShowsTheSanitisedText() {
    #expect(S.encoder(.plain, maxWidth: 200).encode(Self.hostile(), isFirst: true) == Self.shown)
  }

  @Test func tmuxDoublesEveryHashAndStartsNoFormat() {
    let line = S.encoder(.tmux, maxWidth: 200).encode(Self.hostile(), isFirst: true)
    let runs = line.split(whereSeparator: { $0 != "#" })
    #expect(runs.allSatisfy { $0.count.isMultiple(of: 2) })
    #expect(line.replacing("##", with: "#") == Self.shown)
  }

  @Test(arguments: [StatusFormat.waybar, .i3bar])
  func pangoFormatsHoldOnlyEntities(_ format: StatusFormat) throws {
    let line = S.encoder(format, maxWidth: 200).encode(Self.hostile(.stale), isFirst: true)
    let object = format == .waybar ? try S.object(line) : try S.i3barBlock(line)
    let keys = format == .waybar ? ["text", "tooltip", "alt"] : ["full_text", "short_text"]
    for key in keys {
      let markup = try #require(object[key] as? String)
      #expect(S.pangoText(markup) != nil, "\(key) is not inert: \(markup)")
    }
    let textKey = format == .waybar ? "text" : "full_text"
    #expect(S.pangoText(object[textKey] as? String ?? "") == Self.shown)
    if format == .waybar {
      let tooltip = S.pangoText(object["tooltip"] as? String ?? "")
      #expect(tooltip == Self.shownTooltip + "\nupdated at an unknown time")
    }
  }

  @Test func i3barInstanceIsTheSanitisedURL() throws {
    let block = try S.i3barBlock(S.encoder(.i3bar).encode(Self.hostile(), isFirst: true))
    #expect(block["instance"] as? String == "todos://todo/7'; rm -rf ~ #}%{A}:")
  }

  @Test func i3blocksRoundTripsTheSanitisedText() throws {
    let object = try S.object(
      S.encoder(.i3blocks, maxWidth: 200).encode(Self.hostile(), isFirst: true))
    #expect(object["full_text"] as? String == Self.shown)
    #expect(object["markup"] as? String == "none")
  }

  @Test func polybarOpensNoTag() {
    let line = S.encoder(.polybar, maxWidth: 200).encode(Self.hostile(), isFirst: true)
    #expect(!PolybarAction.opensTag(line.unicodeScalars[...]))
    #expect(line.replacing("\u{200B}", with: "") == Self.shown)
  }

  @Test func polybarClickQuotesTheURLForTheShell() throws {
    let line = S.encoder(.polybar, maxWidth: 200, click: true).encode(
      Self.hostile(), isFirst: true)
    let action = try #require(PolybarAction(line), "not one action around text: \(line)")
    #expect(action.label.replacing("\u{200B}", with: "") == Self.shown)
    let prefix = "xdg-open '"
    #expect(action.command.hasPrefix(prefix) && action.command.hasSuffix("'"))
    let quoted = action.command.dropFirst(prefix.count).dropLast()
    #expect(!quoted.contains("'") && !quoted.contains(" ") && !quoted.contains("}"))
    #expect(quoted.removingPercentEncoding == "todos://todo/7'; rm -rf ~ #}%{A}:")
  }

  @Test func jsonlRoundTripsTheSanitisedStrings() throws {
    let line = S.encoder(.jsonl, maxWidth: 200).encode(Self.hostile(), isFirst: true)
    let object = try S.object(line)
    #expect(object["text"] as? String == Self.shown)
    #expect(object["tooltip"] as? String == Self.shownTooltip)
    #expect(object["url"] as? String == "todos://todo/7'; rm -rf ~ #}%{A}:")
    let entry = try #require(object["entry"] as? [String: Any])
    // Escaped, a control would still reach whatever shows the decoded string: removed.
    #expect(entry["title"] as? String == "</span>")
    #expect(!line.contains("\\u00") && !line.contains("\\u202"), "\(line)")
  }

  /// Every string of the entry, at any depth and keys too, is sanitised; numbers, booleans,
  /// nulls, key order, line breaks and characters beyond the BMP stay as they are.
  @Test func jsonlSanitisesEveryStringOfTheEntry() throws {
    var status = Self.hostile()
    status.entryJSON = """
      {
        "id": 1.50,
        "votes": [{"name\\u202e": "Smith\\u001b]0;owned\\u0007 (D)", "yea": true}, null],
        "note": "line\\u2028two\\r\\nthree \\ud83d\\ude00 \\u009b31m\u{7F}red"
      }
      """
    let line = S.encoder(.jsonl, maxWidth: 200).encode(status, isFirst: true)
    #expect(S.forbidden(line).isEmpty)
    #expect(line.contains(#""entry":{"id":1.50,"votes":[{"name":"Smith (D)","yea":true},null],"#))
    let entry = try #require(try S.object(line)["entry"] as? [String: Any])
    #expect(entry["note"] as? String == "line\ntwo\nthree \u{1F600} red")
    #expect(!line.contains("\\u00") && !line.contains("\\u202"), "\(line)")
  }

  @Test func escapesWorkOnScalarsNotCharacters() {
    let combining = "#\u{301} %{\u{301}A1:x:} &\u{301}"
    #expect(BarEscaping.tmux(combining).unicodeScalars.filter { $0 == "#" }.count == 2)
    #expect(!PolybarAction.opensTag(BarEscaping.polybar(combining).unicodeScalars[...]))
    #expect(S.pangoText(BarEscaping.pango(combining)) == combining)
  }
}
