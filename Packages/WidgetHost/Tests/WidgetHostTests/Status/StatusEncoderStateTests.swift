import Foundation
import Testing
import TextRendering

@testable import AppCommandLine
@testable import WidgetHost

/// Stale and placeholder lines say so in every format; text fits its width; the bar is never
/// left with an empty line.
@Suite struct StatusEncoderStateTests {
  typealias S = StatusSamples
  static let fetched = S.now.addingTimeInterval(-3300)  // 16:05 UTC

  @Test func staleWaybarHasClassAndUpdatedTime() throws {
    let line = try S.todos(state: .stale, updatedAt: Self.fetched)
    let object = try S.object(S.encoder(.waybar).encode(line, isFirst: true))
    #expect(object["class"] as? [String] == ["todos", "stale"])
    let tooltip = try #require(object["tooltip"] as? String)
    #expect(tooltip == "4 open\nbuy milk\ncall mum\nupdated 16:05")
  }

  @Test func updatedTimeIsInTheEncodersTimeZone() throws {
    let line = try S.todos(state: .stale, updatedAt: Self.fetched)
    let zone = try #require(TimeZone(secondsFromGMT: 5 * 3600 + 1800))
    let encoder = StatusEncoder(format: .jsonl, timeZone: zone)
    let object = try S.object(encoder.encode(line, isFirst: true))
    #expect((object["tooltip"] as? String)?.hasSuffix("\nupdated 21:35") == true)
    #expect(object["stale"] as? Bool == true)
    #expect(object["state"] as? String == "stale")
    #expect(object["updatedAt"] as? String == "2026-11-23T16:05:00Z")
  }

  @Test func placeholderSaysItIsNotLoaded() throws {
    let line = try S.todos(state: .placeholder)
    let object = try S.object(S.encoder(.waybar).encode(line, isFirst: true))
    #expect(object["class"] as? [String] == ["todos", "placeholder"])
    let tooltip = try #require(object["tooltip"] as? String)
    #expect(tooltip.hasSuffix("\nnot loaded yet; run `todos refresh`"))
    let jsonl = try S.object(S.encoder(.jsonl).encode(line, isFirst: true))
    #expect(jsonl["stale"] as? Bool == false)
    #expect(jsonl["state"] as? String == "placeholder")
  }

  @Test(arguments: [StatusLine.State.fresh, .stale, .placeholder])
  func i3FormatsDimOldData(_ state: StatusLine.State) throws {
    let line = try S.todos(state: state, updatedAt: Self.fetched)
    let block = try S.i3barBlock(S.encoder(.i3bar).encode(line, isFirst: true))
    let blocks = try S.object(S.encoder(.i3blocks).encode(line, isFirst: true))
    let expected: String? = state == .fresh ? nil : "#808080"
    #expect(block["color"] as? String == expected)
    #expect(blocks["color"] as? String == expected)
    #expect(block["urgent"] as? Bool == false)
  }

  @Test(arguments: StatusFormat.allCases)
  func emptyTextBecomesAVisibleMarker(_ format: StatusFormat) throws {
    var line = try S.todos()
    line.text = "  \u{1B}[0m \n "
    let encoded = S.encoder(format).encode(line, isFirst: true)
    // xbar's update is several lines: its first is the bar's; yambar's text is a tag of its own.
    let lines = encoded.split(separator: "\n", omittingEmptySubsequences: false)
    let first = format == .yambar ? (lines.first { $0.hasPrefix("text|") } ?? "") : lines[0]
    #expect(first.contains("\u{2013}"))
    let multiline: [StatusFormat] = [.xbar, .genmon, .yambar]
    #expect(!first.isEmpty && (multiline.contains(format) || !encoded.contains("\n")))
  }

  @Test(arguments: [(60, "a"), (21, "a"), (21, "漢"), (20, "漢"), (1, "漢"), (10, "👩‍👩‍👧")])
  func textIsCutToTheWidthInCells(maxWidth: Int, unit: String) throws {
    var line = try S.todos()
    line.text = String(repeating: unit, count: 100)
    let plain = S.encoder(.plain, maxWidth: maxWidth).encode(line, isFirst: true)
    #expect(plain.hasSuffix("…"))
    #expect(plain.terminalWidth <= maxWidth)
    #expect(plain.terminalWidth >= maxWidth - 1)  // a wide character may leave one cell
    #expect(line.text.hasPrefix(plain.dropLast()))
  }

  @Test func textThatFitsIsKeptWhole() throws {
    var line = try S.todos()
    line.text = "漢字 fits"  // 9 cells
    #expect(S.encoder(.plain, maxWidth: 9).encode(line, isFirst: true) == "漢字 fits")
    #expect(S.encoder(.plain, maxWidth: 8).encode(line, isFirst: true) == "漢字 fi…")
  }

  @Test func whiteSpaceIsFoldedOntoOneLine() throws {
    var line = try S.todos()
    line.text = "  4 open\n\n·\tbuy   milk  "
    #expect(S.encoder(.plain).encode(line, isFirst: true) == "4 open · buy milk")
  }

  @Test func i3barPreambleAndUpdatesMakeOneJSONArray() throws {
    let encoder = S.encoder(.i3bar)
    let preamble = encoder.preamble()
    try #require(preamble.count == 2)
    let header = try S.object(preamble[0])
    #expect((header["version"] as? NSNumber)?.intValue == 1)
    #expect(header["click_events"] as? Bool == true)
    #expect(preamble[1] == "[")

    let texts = ["first", "second", "third"]
    var lines = [preamble[1]]
    for (index, text) in texts.enumerated() {
      var line = try S.todos()
      line.text = text
      let encoded = encoder.encode(line, isFirst: index == 0)
      #expect(encoded.hasPrefix(index == 0 ? "[{" : ",[{"))
      lines.append(encoded)
    }
    lines.append("]")
    let stream = lines.joined(separator: "\n")
    let updates = try #require(
      try JSONSerialization.jsonObject(with: Data(stream.utf8)) as? [[[String: Any]]])
    #expect(updates.map { $0.count } == [1, 1, 1])
    #expect(updates.map { $0.first?["full_text"] as? String } == texts)
  }

  @Test(arguments: StatusFormat.allCases.filter { $0 != .i3bar })
  func otherFormatsHaveNoPreamble(_ format: StatusFormat) {
    #expect(S.encoder(format).preamble().isEmpty)
  }

  @Test func formatsAreParsedByName() throws {
    for format in StatusFormat.allCases {
      #expect(try StatusFormat(argument: format.rawValue) == format)
    }
    #expect(
      StatusFormat.names
        == "plain, tmux, waybar, i3bar, i3blocks, polybar, jsonl, xbar, genmon, yambar")
  }

  @Test(arguments: ["xml", "Waybar", "", "waybar\u{1B}[2J"])
  func anUnknownFormatIsAUsageErrorListingTheValidOnes(_ name: String) {
    #expect {
      try StatusFormat(argument: name)
    } throws: { error in
      guard let failure = error as? CommandFailure else { return false }
      return failure.exitCode == .usage && failure.exitCode.rawValue == 64
        && StatusFormat.allCases.allSatisfy { failure.message.contains($0.rawValue) }
        && failure.message.contains("'\(name)'")
    }
  }
}
