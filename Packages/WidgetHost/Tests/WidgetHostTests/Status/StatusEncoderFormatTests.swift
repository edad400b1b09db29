import Foundation
import Testing
import TextRendering

@testable import AppCommandLine
@testable import WidgetHost

/// Each format writes an ordinary line so that its bar reads back what the app said.
@Suite struct StatusEncoderFormatTests {
  typealias S = StatusSamples

  @Test func plainIsTheText() throws {
    #expect(S.encoder(.plain).encode(try S.todos(), isFirst: true) == "4 open · buy milk")
  }

  @Test func tmuxDoublesEveryHash() throws {
    var line = try S.todos()
    line.text = "#1 buy milk ##2 #[fg=red]"
    #expect(S.encoder(.tmux).encode(line, isFirst: true) == "##1 buy milk ####2 ##[fg=red]")
  }

  @Test func waybarObjectCarriesTextTooltipClassAndPercentage() throws {
    let object = try S.object(S.encoder(.waybar).encode(try S.todos(), isFirst: true))
    #expect(object["text"] as? String == "4 open · buy milk")
    #expect(object["alt"] as? String == "todos")
    #expect(object["tooltip"] as? String == "4 open\nbuy milk\ncall mum")
    #expect(object["class"] as? [String] == ["todos"])
    #expect((object["percentage"] as? NSNumber)?.intValue == 40)
    #expect(Set(object.keys) == ["text", "alt", "tooltip", "class", "percentage"])
  }

  @Test(arguments: [(nil, nil), (-5, 0), (140, 100), (0, 0)] as [(Int?, Int?)])
  func waybarPercentageIsOmittedOrClamped(given: Int?, written: Int?) throws {
    let object = try S.object(
      S.encoder(.waybar).encode(try S.todos(percentage: given), isFirst: true))
    #expect((object["percentage"] as? NSNumber)?.intValue == written)
    #expect(object.keys.contains("percentage") == (given != nil))
  }

  @Test func waybarTooltipFallsBackToTheWholeText() throws {
    var line = try S.todos()
    line.tooltip = " \n \n"
    line.text = "Why did the scarecrow win an award? Because he was outstanding in his field."
    let object = try S.object(S.encoder(.waybar, maxWidth: 20).encode(line, isFirst: true))
    #expect(object["tooltip"] as? String == line.text)
    #expect((object["text"] as? String)?.hasSuffix("…") == true)
  }

  @Test func i3barBlockHasEveryField() throws {
    let line = S.encoder(.i3bar).encode(try S.todos(), isFirst: true)
    #expect(line.hasPrefix("[{"))
    let block = try S.i3barBlock(line)
    #expect(block["full_text"] as? String == "4 open · buy milk")
    #expect(block["short_text"] as? String == "4 open · buy milk")
    #expect(block["name"] as? String == "todos")
    #expect(block["instance"] as? String == "todos://todo/7")
    #expect(block["markup"] as? String == "pango")
    #expect(line.contains(#""urgent":false"#))  // a JSON boolean, not 0
    #expect(block["color"] == nil)
  }

  @Test func i3barInstanceIsTheAppWithoutURL() throws {
    var line = try S.todos()
    line.url = nil
    let block = try S.i3barBlock(S.encoder(.i3bar).encode(line, isFirst: false))
    #expect(block["instance"] as? String == "todos")
  }

  @Test func i3barShortTextIsAShorterCut() throws {
    var line = try S.todos()
    line.text = String(repeating: "word ", count: 30)
    let block = try S.i3barBlock(S.encoder(.i3bar, maxWidth: 40).encode(line, isFirst: true))
    let full = try #require(block["full_text"] as? String)
    let short = try #require(block["short_text"] as? String)
    #expect(full.count <= 40 && full.count > 30)
    #expect(short.count <= 20 && short.hasSuffix("…"))
    #expect(full.hasPrefix(String(short.dropLast())))
  }

  @Test func i3blocksObjectIsPlainTextWithMarkupOff() throws {
    var line = try S.todos()
    line.text = "Q&A <today>"
    let object = try S.object(S.encoder(.i3blocks).encode(line, isFirst: true))
    #expect(object["full_text"] as? String == "Q&A <today>")
    #expect(object["short_text"] as? String == "Q&A <today>")
    #expect(object["markup"] as? String == "none")
    #expect(object["color"] == nil)
  }

  @Test func polybarWithoutClickIsTheText() throws {
    let line = S.encoder(.polybar).encode(try S.todos(), isFirst: true)
    #expect(line == "4 open · buy milk")
  }

  /// Polybar runs an action with its output on /dev/null and no terminal: the click opens the
  /// link through the desktop entry, as an i3bar click does (`Tests/EndToEndTests` clicks it).
  @Test func polybarClickOpensTheLinkWithXdgOpen() throws {
    let line = S.encoder(.polybar, click: true).encode(try S.todos(), isFirst: true)
    let action = try #require(PolybarAction(line))
    #expect(action.command == "xdg-open 'todos://todo/7'")
    #expect(action.label == "4 open · buy milk")
  }

  @Test func polybarClickOpensOnlyTheAppsOwnScheme() throws {
    var line = try S.todos()
    line.url = "votes://vote/1/1/1"
    #expect(S.encoder(.polybar, click: true).encode(line, isFirst: true) == "4 open · buy milk")
  }

  @Test func polybarClickWithoutURLIsPlain() throws {
    var line = try S.todos()
    line.url = nil
    #expect(S.encoder(.polybar, click: true).encode(line, isFirst: true) == "4 open · buy milk")
  }

  @Test func jsonlCarriesTheWholeState() throws {
    let object = try S.object(S.encoder(.jsonl).encode(try S.todos(), isFirst: true))
    #expect((object["schema"] as? NSNumber)?.intValue == 1)
    #expect(object["app"] as? String == "todos")
    #expect(object["family"] as? String == "medium")
    #expect(object["generatedAt"] as? String == "2026-11-23T17:00:00Z")
    #expect(object["nextReload"] as? String == "2026-11-23T17:15:00Z")
    #expect(object["updatedAt"] is NSNull)
    #expect(object["stale"] as? Bool == false)
    #expect(object["state"] as? String == "fresh")
    #expect(object["text"] as? String == "4 open · buy milk")
    #expect(object["tooltip"] as? String == "4 open\nbuy milk\ncall mum")
    #expect(object["url"] as? String == "todos://todo/7")
    #expect(object["summary"] is NSNull, "no summary given")
    var spoken = try S.todos()
    spoken.summary = WidgetSummary(title: "My Todos", text: "My Todos:\n4 open\u{1B}[2J.")
    let described = try S.object(S.encoder(.jsonl).encode(spoken, isFirst: true))
    #expect(described["summary"] as? String == "My Todos: 4 open.")
    let entry = try #require(object["entry"] as? [String: Any])
    let entryData = try JSONSerialization.data(withJSONObject: entry)
    #expect(try JSONDecoder().decode(S.Entry.self, from: entryData) == S.entry)
  }

  @Test func jsonlKeepsTheEntryAsEncodedButOnOneLine() throws {
    let line = S.encoder(.jsonl).encode(try S.todos(), isFirst: true)
    #expect(line.contains(#""title":"buy milk, then  call: mum""#))
    #expect(line.contains(#""url":"todos://todo/7""#))  // no \/ escapes
  }

  @Test(arguments: [nil, "not json", "[1, 2]", "{\"open\": "])
  func jsonlEntryIsNullUnlessAnObject(_ entryJSON: String?) throws {
    var status = try S.todos()
    status.entryJSON = entryJSON
    status.url = nil
    status.nextReload = nil
    let object = try S.object(S.encoder(.jsonl).encode(status, isFirst: true))
    #expect(object["entry"] is NSNull)
    #expect(object["url"] is NSNull)
    #expect(object["nextReload"] is NSNull)
  }

  @Test func jsonlEntryWithRawLineBreaksStaysOnOneLine() throws {
    var status = try S.todos()
    status.entryJSON = "{\n  \"title\": \"a\nb\"\n}"
    let line = S.encoder(.jsonl).encode(status, isFirst: true)
    #expect(!line.contains("\n"))
    let entry = try #require(try S.object(line)["entry"] as? [String: Any])
    #expect(entry["title"] as? String == "a\nb")
  }
}
