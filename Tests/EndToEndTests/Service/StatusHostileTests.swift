import Foundation
import Testing

/// A title such as `</span>&<b>#{%{A1:rm -rf ~:}` from the server comes out inert in every
/// status format: Pango sees text, tmux sees `##`, Polybar sees no tag of the server's, and no
/// control character or escape sequence reaches any bar.
@Suite struct StatusHostileTests {
  static let markup = "</span>&<b>#{%{A1:rm -rf ~:}"

  struct Case: Sendable, CustomTestStringConvertible {
    var app: AppUnderTest
    var format: String
    var testDescription: String { "\(app.name) --format \(format)" }
  }

  // Votes shows the markup in its tooltip (the question); the others in their text too.
  static let cases = AppUnderTest.all.flatMap { app in
    StatusFormatTests.formats.map { Case(app: app, format: $0) }
  }

  @Test(arguments: cases)
  func hostileMarkupIsInert(_ testCase: Case) throws {
    let placed = try PlacedApp(testCase.app)
    try placed.server.setFaults("fault=markup-text")
    #expect(try placed.placeAndLoad().status == 0)
    let run = try placed.run([
      "status", "--format", testCase.format, "--click", "--max-width", "200",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let output = run.stdout
    #expect(terminalUnsafeScalars(in: output).isEmpty)
    let shown = testCase.app.name == "votes" ? "tooltip" : "text"
    switch testCase.format {
    case "waybar":
      let object = try StatusFormatTests.object(output)
      for key in ["text", "tooltip"] {
        try Self.expectInertPango(try #require(object[key] as? String))
      }
      #expect((object[shown] as? String)?.contains("&lt;/span&gt;&amp;&lt;b&gt;#{") == true)
    case "i3bar":
      let lines = output.split(separator: "\n").map(String.init)
      let stream = try JSONSerialization.jsonObject(
        with: Data((lines.dropFirst().joined(separator: "\n") + "]").utf8))
      let block = try #require((stream as? [[[String: Any]]])?.first?.first)
      try Self.expectInertPango(try #require(block["full_text"] as? String))
      try Self.expectInertPango(try #require(block["short_text"] as? String))
    case "i3blocks":
      let object = try StatusFormatTests.object(output)
      #expect(object["markup"] as? String == "none")
    case "tmux":
      #expect(!output.replacingOccurrences(of: "##", with: "").contains("#"))
      if shown == "text" { #expect(output.contains("##{%{A1:rm -rf ~:}")) }
    case "polybar":
      // The action tags are the app's own (a left click's link, a right click's button); the
      // server's `%{` is broken up.
      let open = try #require(output.range(of: ":}"))
      var label = output[open.upperBound...].dropLast("%{A}\n".count)
      if label.hasPrefix("%{A3:'"), let press = label.range(of: ":}") {
        #expect(label.contains("' open '\(testCase.app.name)\\://intent/"))
        label = label[press.upperBound...].dropLast("%{A}".count)
      }
      #expect(output.hasPrefix("%{A1:xdg-open '\(testCase.app.name)\\://"))
      #expect(!label.contains("%{"), "\(label)")
    case "jsonl":
      let object = try StatusFormatTests.object(output)
      #expect((object[shown] as? String)?.contains(Self.markup) == true)
    case "plain":
      if shown == "text" { #expect(output.contains(Self.markup)) }
    case "xbar":
      // Every line is a title, ` | ` and the encoder's own parameters: no `|` of the server's.
      for line in output.split(separator: "\n") where line != "---" {
        #expect(line.firstRange(of: " | ") != nil, "\(line)")
        let title = line[..<(line.firstRange(of: " | ")?.lowerBound ?? line.endIndex)]
        #expect(!title.contains("|") && !title.hasPrefix("-"), "\(line)")
        #expect(line.hasSuffix("useMarkup=false unescape=false emojize=false"), "\(line)")
      }
      #expect(output.contains(Self.markup))
    case "genmon":
      // genmon finds tags by substring, the first winning: each of ours once, the server's
      // markup escaped inside them, and the click the app's own link.
      for tag in ["<txt>", "<tool>", "<txtclick>"] {
        #expect(output.components(separatedBy: tag).count == 2, "\(tag) in \(output)")
      }
      let text = try #require(Self.between("<txt>", "</txt>", in: output))
      let tooltip = try #require(Self.between("<tool>", "</tool>", in: output))
      try Self.expectInertPango(text)
      try Self.expectInertPango(tooltip)
      #expect((shown == "text" ? text : tooltip).contains("&lt;/span&gt;&amp;&lt;b&gt;#{"))
      let click = try #require(Self.between("<txtclick>", "</txtclick>", in: output))
      #expect(click.hasPrefix("xdg-open '\(testCase.app.name)://") && click.hasSuffix("'"))
    case "yambar":
      // One `name|type|value` line per tag, then the blank line: the markup is a value.
      let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.suffix(2) == ["", ""], "\(lines)")
      let tags = lines.dropLast(2).map { $0.split(separator: "|", maxSplits: 2) }
      #expect(tags.count == 8 && tags.allSatisfy { $0.count == 3 }, "\(lines)")
      // Votes' markup is in its question, the tooltip's second line, which yambar's one-line
      // `tooltip` leaves out.
      if shown == "text" {
        #expect(tags.first { $0.first == "text" }?.last?.contains(Self.markup) == true)
      }
    default:
      Issue.record("no check for \(testCase.format)")
    }
  }

  /// The text between the first `open` and the first `close` after it, as genmon reads a tag.
  static func between(_ open: String, _ close: String, in output: String) -> String? {
    guard let start = output.range(of: open),
      let end = output.range(of: close, range: start.upperBound..<output.endIndex)
    else { return nil }
    return String(output[start.upperBound..<end.lowerBound])
  }

  @Test(arguments: cases)
  func controlCharactersAndEscapesNeverReachABar(_ testCase: Case) throws {
    let placed = try PlacedApp(testCase.app)
    try placed.server.setFaults("fault=hostile-text")
    #expect(try placed.placeAndLoad().status == 0)
    let run = try placed.run(["status", "--format", testCase.format, "--click"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(terminalUnsafeScalars(in: run.stdout).isEmpty, "\(run.stdout)")
    // Escaped in JSON, a control would still reach the bar, or a script that shows the
    // decoded string: no string of any format holds one, `jsonl`'s `entry` included.
    #expect(Self.escapedUnsafeScalars(in: run.stdout).isEmpty, "\(run.stdout)")
    if testCase.format == "jsonl" {
      let object = try StatusFormatTests.object(run.stdout)
      let text = try #require(object["text"] as? String) + (object["tooltip"] as? String ?? "")
      #expect(terminalUnsafeScalars(in: text).isEmpty && !text.isEmpty, "\(text)")
      let entry = Self.strings(in: object["entry"])
      #expect(entry.count >= 2, "\(object)")
      #expect(terminalUnsafeScalars(in: entry.joined()).isEmpty, "\(entry)")
    }
  }

  /// The `\uXXXX` escapes in JSON text that stand for a character ``terminalUnsafeScalars``
  /// names (line feed apart, as there).
  static func escapedUnsafeScalars(in text: String) -> [String] {
    text.matches(of: /\\u([0-9a-fA-F]{4})/).compactMap { match in
      guard let value = UInt32(match.output.1, radix: 16), let scalar = Unicode.Scalar(value),
        !terminalUnsafeScalars(in: String(scalar)).isEmpty
      else { return nil }
      return String(match.output.0)
    }
  }

  /// Every string in a decoded JSON value, the keys of its objects included.
  static func strings(in value: Any?) -> [String] {
    switch value {
    case let string as String: [string]
    case let array as [Any]: array.flatMap { strings(in: $0) }
    case let object as [String: Any]: object.flatMap { [$0.key] + strings(in: $0.value) }
    default: []
    }
  }

  /// No `<` at all, and every `&` starts one of the five entities.
  static func expectInertPango(_ text: String) throws {
    #expect(!text.contains("<") && !text.contains(">"), "\(text)")
    var rest = Substring(text)
    while let ampersand = rest.firstIndex(of: "&") {
      let tail = rest[ampersand...]
      #expect(
        ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].contains { tail.hasPrefix($0) }, "\(text)")
      rest = rest[rest.index(after: ampersand)...]
    }
  }
}
