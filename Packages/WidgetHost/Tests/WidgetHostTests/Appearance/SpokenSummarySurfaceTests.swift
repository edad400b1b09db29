import Foundation
import Testing
import TextRendering

@testable import WidgetHost

/// The widget's spoken summary where the host shows it: the tray's tooltip, the board's
/// picture names and its polite live region, the board's JSON.
@Suite struct SpokenSummarySurfaceTests {
  @Test func theTooltipIsTitledAndOpenedByTheSummary() {
    var line = TrayMenuTests.line("2 notes")
    line.summary = WidgetSummary(title: "My <Notes>", text: "My Notes: 2 notes & a pin.")
    let state = TrayMenuTests.state(line)
    #expect(state.tooltipTitle == "My &lt;Notes&gt;")
    #expect(state.tooltipBody.hasPrefix("My Notes: 2 notes &amp; a pin.\n"))
    // Without one, the status line as before.
    #expect(TrayMenuTests.state(TrayMenuTests.line("2 notes")).tooltipBody.hasPrefix("2 notes"))
  }

  @Test func eachPictureIsNamedByItsSummaryAndChangesAreAnnounced() {
    let entry = BoardSamples.entry(text: BoardSamples.hostile)
    let page = BoardPage.html(app: "todos", entries: [entry], nonce: "00")
    #expect(page.contains("alt=\"My Todos: &lt;/span&gt;&lt;script&gt;alert(1)"), "\(page)")
    #expect(page.contains("<p id=\"announcer\" class=\"announcer\" aria-live=\"polite\""))
    // The script names each picture by the event's summary and announces a change of it.
    #expect(page.contains("img.alt = summary;"))
    #expect(page.contains("announcer.textContent = \"Updated: \" + summary;"))
  }

  @Test func theBoardsJSONCarriesTheSummary() throws {
    var line = StatusLine(app: "todos", text: "4 open", generatedAt: Date())
    line.summary = WidgetSummary(title: "My Todos", text: "My Todos:\n4 open\u{1B}[2J of 10.")
    let document = BoardDocument.json(key: BoardSamples.key(), line: line, fields: [])
    let object = try JSONSerialization.jsonObject(with: document) as? [String: Any]
    #expect(object?["summary"] as? String == "My Todos: 4 open of 10.")
  }
}
