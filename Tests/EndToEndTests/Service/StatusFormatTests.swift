import Foundation
import Testing

/// `status` in every format for every app, parsed back as each bar parses it; the placeholder
/// before the first refresh; bad options.
@Suite struct StatusFormatTests {
  static let formats = [
    "plain", "tmux", "waybar", "i3bar", "i3blocks", "polybar", "jsonl", "xbar", "genmon",
    "yambar",
  ]

  struct Case: Sendable, CustomTestStringConvertible {
    var app: AppUnderTest
    var format: String
    var testDescription: String { "\(app.name) --format \(format)" }
  }

  static let cases = AppUnderTest.all.flatMap { app in formats.map { Case(app: app, format: $0) } }

  @Test(arguments: cases)
  func eachFormatParsesBack(_ testCase: Case) throws {
    let placed = try PlacedApp(testCase.app)
    let loaded = try placed.placeAndLoad()
    #expect(loaded.status == 0, "\(loaded.stderr)")
    let plain = try placed.run(["status"]).stdout.trimmingCharacters(in: .newlines)
    let run = try placed.run(["status", "--format", testCase.format])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!plain.isEmpty && !plain.contains("not loaded yet"))
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    switch testCase.format {
    case "plain", "tmux", "polybar":
      #expect(lines == [plain, ""])
    case "waybar":
      let object = try Self.object(lines[0])
      #expect(object["text"] as? String == plain)
      #expect(object["alt"] as? String == testCase.app.name)
      #expect((object["tooltip"] as? String)?.isEmpty == false)
      #expect(object["class"] as? [String] == [testCase.app.name])
    case "i3blocks":
      let object = try Self.object(lines[0])
      #expect(object["full_text"] as? String == plain)
      #expect(object["short_text"] is String)
    case "jsonl":
      let object = try Self.object(lines[0])
      #expect(object["schema"] as? Int == 1)
      #expect(object["app"] as? String == testCase.app.name)
      #expect(object["family"] as? String == "medium")
      #expect(object["text"] as? String == plain)
      #expect(object["stale"] as? Bool == false)
      #expect(object["entry"] is [String: Any])
      #expect((object["url"] as? String)?.hasPrefix(testCase.app.name + "://") == true)
      // The widget's spoken summary, as its picture's <desc> says it.
      #expect((object["summary"] as? String)?.isEmpty == false, "\(object)")
    case "i3bar":
      let header = try Self.object(lines[0])
      #expect(header["version"] as? Int == 1 && header["click_events"] as? Bool == true)
      #expect(lines[1] == "[")
      // The endless array, closed here after its first update, is valid JSON.
      let stream = try JSONSerialization.jsonObject(
        with: Data((lines.dropFirst().joined(separator: "\n") + "]").utf8))
      let blocks = try #require((stream as? [[[String: Any]]])?.first)
      #expect(blocks.count == 1)
      #expect(blocks.first?["name"] as? String == testCase.app.name)
      #expect((blocks.first?["instance"] as? String)?.hasPrefix(testCase.app.name + "://") == true)
      #expect(blocks.first?["markup"] as? String == "pango")
      #expect(blocks.first?["color"] == nil)
    case "xbar":
      // The bar's line, `---`, then the detail: every item links into the app.
      #expect(lines[0] == plain + " | useMarkup=false unescape=false emojize=false")
      #expect(lines[1] == "---")
      let items = lines.dropFirst(2).filter { !$0.isEmpty }
      #expect(!items.isEmpty)
      for item in items {
        #expect(item.contains(" | href=\(testCase.app.name)://"), "\(item)")
      }
    case "genmon":
      // genmon shows stderr when it comes first: a success writes none.
      #expect(run.stderr.isEmpty, "\(run.stderr)")
      #expect(run.stdout.hasPrefix("<txt>\(Self.pango(plain))</txt><tool>"), "\(run.stdout)")
      #expect(run.stdout.contains("</tool>"))
    case "yambar":
      // The tags, then the blank line that ends the update.
      #expect(lines.suffix(2) == ["", ""], "\(lines)")
      let tags = lines.dropLast(2).map { $0.split(separator: "|", maxSplits: 2).map(String.init) }
      #expect(tags.allSatisfy { $0.count == 3 }, "\(lines)")
      #expect(tags.first { $0[0] == "text" }?[2] == plain)
      #expect(tags.first { $0[0] == "app" }?[2] == testCase.app.name)
      #expect(tags.first { $0[0] == "stale" }?[2] == "false")
    default:
      Issue.record("no check for \(testCase.format)")
    }
    #expect(terminalUnsafeScalars(in: run.stdout).isEmpty)
  }

  @Test(arguments: AppUnderTest.all)
  func anUnloadedWidgetShowsItsPlaceholderAndIsPlaced(_ app: AppUnderTest) throws {
    let placed = try PlacedApp(app)
    let waybar = try placed.run(["status", "--format", "waybar"])
    #expect(waybar.status == 0)
    let object = try Self.object(waybar.stdout)
    #expect(object["class"] as? [String] == [app.name, "placeholder"])
    #expect((object["text"] as? String)?.hasPrefix("not loaded yet · ") == true)
    #expect(
      (object["tooltip"] as? String)?.contains("not loaded yet; run `\(app.name) refresh`") == true)
    #expect(try placed.requests() == 0, "status must not touch the network")
    let widgets = try placed.run(["widgets", "--json"])
    let list = try #require(
      try JSONSerialization.jsonObject(with: Data(widgets.stdout.utf8)) as? [[String: Any]])
    #expect(list.count == 1)
    #expect(list.first?["state"] as? String == "placeholder")
    #expect(list.first?["family"] as? String == "medium")
    let refreshed = try placed.run(["refresh"])
    #expect(refreshed.status == 0, "\(refreshed.stderr)")
    #expect(refreshed.stdout.contains(": reloaded (no timeline yet)"), "\(refreshed.stdout)")
  }

  @Test func badOptionsAreUsageErrorsNamingTheValidOnes() throws {
    let placed = try PlacedApp(.dadjokes)
    let format = try placed.run(["status", "--format", "lemonbar"])
    #expect(format.status == 64)
    #expect(
      format.stderr.contains(
        "plain, tmux, waybar, i3bar, i3blocks, polybar, jsonl, xbar, genmon, yambar"))
    let genmonFollow = try placed.run(["status", "--format", "genmon", "--follow"])
    #expect(genmonFollow.status == 64)
    #expect(genmonFollow.stderr.contains("drop --follow"), "\(genmonFollow.stderr)")
    #expect(try placed.requests() == 0 && genmonFollow.stdout.isEmpty)
    let genmonPress = try placed.run(["status", "--format", "genmon", "--press"])
    #expect(genmonPress.status == 64)
    #expect(genmonPress.stderr.contains("drop --press"), "\(genmonPress.stderr)")
    let family = try placed.run(["status", "--family", "large"])
    #expect(family.status == 64)
    #expect(family.stderr.contains("medium"))
    let type = try placed.run(["status", "--type", "knock-knock"])
    #expect(type.status == 64)
    #expect(type.stderr.contains("chucknorris"), "\(type.stderr)")
  }

  @Test func aCorruptStoredTimelineIsDiscardedWithOneWarningAndReloads() throws {
    let placed = try PlacedApp(.todos)
    #expect(try placed.placeAndLoad().status == 0)
    let state = URL(fileURLWithPath: placed.scratch.path("state"))
    let files = try FileManager.default.contentsOfDirectory(atPath: state.path)
    let timeline = try #require(files.first { $0.hasPrefix("todos.") && $0.hasSuffix(".json") })
    try Data("{ not json".utf8).write(to: state.appendingPathComponent(timeline))
    let status = try placed.run(["status"])
    #expect(status.status == 0)
    #expect(status.stdout.hasPrefix("not loaded yet · "))
    #expect(status.stderr.split(separator: "\n").count == 1, "\(status.stderr)")
    #expect(status.stderr.contains("warning"))
    let refreshed = try placed.run(["refresh"])
    #expect(refreshed.stdout.contains("reloaded (no timeline yet)"), "\(refreshed.stdout)")
  }

  /// `text` as Pango markup writes it: `& < > " '` as entities.
  static func pango(_ text: String) -> String {
    text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
      .replacing("\"", with: "&quot;").replacing("'", with: "&#39;")
  }

  static func object(_ line: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }
}
