import Foundation
import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// XFCE's genmon and yambar: the tags each reads, with hostile text shown, never obeyed.
@Suite struct StatusEncoderPanelTests {
  typealias S = StatusSamples
  typealias H = StatusEncoderHostileTests

  /// What genmon reads from `output` for `tag`: the text between the first `<tag>` and the
  /// first `</tag>` after it, as the plugin finds them (by substring, the first one winning).
  static func genmonTag(_ tag: String, in output: String) -> String? {
    guard let open = output.range(of: "<\(tag)>"),
      let close = output.range(of: "</\(tag)>", range: open.upperBound..<output.endIndex)
    else { return nil }
    return String(output[open.upperBound..<close.lowerBound])
  }

  @Test func genmonShowsHostileTextAsText() throws {
    let output = S.encoder(.genmon, maxWidth: 200).encode(H.hostile(), isFirst: true)
    // The tooltip's lines are the one line feed genmon gets.
    let kept = S.forbidden(output).filter { $0 != "\n" }
    #expect(kept.isEmpty, "kept \(kept)")
    #expect(Self.genmonTag("txt", in: output)?.contains("\n") == false)
    let text = try #require(Self.genmonTag("txt", in: output))
    #expect(S.pangoText(text) == H.shown)
    let tooltip = try #require(Self.genmonTag("tool", in: output))
    #expect(S.pangoText(tooltip) == H.shownTooltip)
    // Only the four tags the encoder writes start with `<` outside markup it made itself.
    #expect(!output.contains("<txtclick>"), "a click without --click")
    #expect(!output.contains("<click>") && !output.contains("<img>"))
  }

  @Test func genmonClickOpensTheQuotedLinkWithoutAShell() throws {
    let output = S.encoder(.genmon, maxWidth: 200, click: true).encode(
      H.hostile(), isFirst: true)
    let command = try #require(Self.genmonTag("txtclick", in: output))
    #expect(output.components(separatedBy: "<txtclick>").count == 2, "one click tag")
    let prefix = "xdg-open '"
    #expect(command.hasPrefix(prefix) && command.hasSuffix("'"))
    let quoted = command.dropFirst(prefix.count).dropLast()
    #expect(!quoted.contains("'") && !quoted.contains(" ") && !quoted.contains("<"))
    #expect(quoted.removingPercentEncoding == "todos://todo/7'; rm -rf ~ #}%{A}:")
  }

  @Test func genmonClicksOnlyTheAppsOwnLinks() throws {
    var line = try S.todos()
    line.url = "https://example.com/x"
    let output = S.encoder(.genmon, click: true).encode(line, isFirst: true)
    #expect(Self.genmonTag("txtclick", in: output) == nil)
  }

  @Test func genmonDrawsTheShareAndDimsOldData() throws {
    let fresh = S.encoder(.genmon).encode(try S.todos(percentage: 140), isFirst: true)
    #expect(Self.genmonTag("bar", in: fresh) == "100")
    #expect(Self.genmonTag("txt", in: fresh) == "4 open · buy milk")
    let stale = S.encoder(.genmon).encode(
      try S.todos(state: .stale, updatedAt: S.now.addingTimeInterval(-3600), percentage: nil),
      isFirst: true)
    #expect(Self.genmonTag("bar", in: stale) == nil)
    #expect(
      Self.genmonTag("txt", in: stale)
        == "<span foreground=\"\(StatusText.dimColor)\">4 open · buy milk</span>")
    #expect(Self.genmonTag("tool", in: stale)?.hasSuffix("\nupdated 16:00") == true)
  }

  @Test func genmonBoundsTheTooltip() throws {
    var line = try S.todos()
    line.tooltip = (1...500).map { "line \($0) " + String(repeating: "x", count: 500) }
      .joined(separator: "\n")
    let output = S.encoder(.genmon).encode(line, isFirst: true)
    let tooltip = try #require(Self.genmonTag("tool", in: output)).split(separator: "\n")
    #expect(tooltip.count == StatusEncoder.panelTooltipLines + 1)
    #expect(tooltip.last == "…")
    #expect(tooltip.allSatisfy { $0.count <= StatusEncoder.panelLineWidth })
    #expect(output.utf8.count < 2000)
  }

  /// yambar's lines of one update: `name|type|value`, split at the first two bars.
  static func yambarTags(_ update: String) throws -> [(name: String, type: String, value: String)] {
    #expect(update.hasSuffix("\n"), "an update ends with a blank line once printed")
    return try update.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map {
      line in
      let parts = line.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false)
      try #require(parts.count == 3, "not name|type|value: \(line)")
      return (String(parts[0]), String(parts[1]), String(parts[2]))
    }
  }

  @Test func yambarWritesTheSameTagsInEveryState() throws {
    let names = ["app", "text", "tooltip", "url", "state", "stale", "percentage", "has-percentage"]
    for state in [StatusLine.State.fresh, .stale, .placeholder] {
      let update = S.encoder(.yambar).encode(try S.todos(state: state), isFirst: false)
      let tags = try Self.yambarTags(update)
      #expect(tags.map(\.name) == names)
      let values = Dictionary(uniqueKeysWithValues: tags.map { ($0.name, $0.value) })
      #expect(values["stale"] == String(state != .fresh))
      #expect(values["percentage"] == "40" && values["has-percentage"] == "true")
      #expect(values["url"] == "todos://todo/7")
    }
    let none = try Self.yambarTags(
      S.encoder(.yambar).encode(try S.todos(percentage: nil), isFirst: true))
    #expect(none.first { $0.name == "percentage" }?.value == "0")
    #expect(none.first { $0.name == "percentage" }?.type == "range:0-100")
    #expect(none.first { $0.name == "has-percentage" }?.value == "false")
  }

  @Test func yambarKeepsHostileTextOnItsLine() throws {
    let update = S.encoder(.yambar, maxWidth: 200).encode(H.hostile(), isFirst: true)
    let kept = S.forbidden(update).filter { $0 != "\n" }
    #expect(kept.isEmpty, "kept \(kept)")
    let tags = try Self.yambarTags(update)
    #expect(tags.count == 8)
    #expect(tags.first { $0.name == "text" }?.value == H.shown)
  }

  /// A character of a letter and a thousand combining marks is one cell wide: the width does
  /// not bound the bytes, the panels' own limit does.
  @Test func panelValuesAreBoundedInBytes() throws {
    let heavy = "a" + String(repeating: "\u{301}", count: 1000)
    var line = try S.todos()
    line.text = String(repeating: heavy, count: 20)
    line.tooltip = String(repeating: heavy, count: 20)
    line.url = "todos://todo/7?" + String(repeating: "x", count: 5000)
    let update = S.encoder(.yambar).encode(line, isFirst: true)
    #expect(update.utf8.count < 1024, "\(update.utf8.count) bytes")
    let tags = try Self.yambarTags(update)
    #expect(tags.allSatisfy { $0.value.utf8.count <= StatusEncoder.panelValueBytes })
    #expect(tags.first { $0.name == "url" }?.value == "", "a link is left out, never cut")
    let genmon = S.encoder(.genmon, click: true).encode(line, isFirst: true)
    #expect(genmon.utf8.count < 16 * 1024, "\(genmon.utf8.count) bytes")
    #expect(Self.genmonTag("txtclick", in: genmon) == nil, "a cut link would open another page")
  }

  @Test func aShortValueIsKeptWhole() {
    #expect(StatusEncoder.bounded("4 open · buy milk") == "4 open · buy milk")
    let long = String(repeating: "é", count: 200)
    let cut = StatusEncoder.bounded(long)
    #expect(cut.hasSuffix("…") && cut.utf8.count <= StatusEncoder.panelValueBytes)
    #expect(long.hasPrefix(cut.dropLast()))
  }
}
