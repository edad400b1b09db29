import DBus
import DeepLinks
import Foundation
import Testing

@testable import WidgetHost

/// The tray's menu, state and model, from status lines made here: the items each app's
/// declarations give, hostile text kept as text, and menu ids that never change meaning.
@Suite struct TrayMenuTests {
  /// `my-notes://intent/pin?word=W` (a parameter a detail's link gives) and
  /// `my-notes://intent/shuffle` (none).
  static let pin = IntentDeclaration(
    "pin", summary: "Pin a note, as its button does.",
    parameters: [.argument(.text("word", length: 1...20), "WORD", help: "The note.")],
    performs: "pins", reloads: "the notes widget")
  static let shuffle = IntentDeclaration(
    "shuffle", summary: "Show another note now.", performs: "shuffles",
    reloads: "the notes widget")
  static let menu = TrayMenu(
    scheme: "my-notes", intents: [pin, shuffle],
    routeValues: { (try? NoteRoute(string: $0))?.match.values })

  static func line(
    _ text: String, details: [StatusDetail] = [], state: StatusLine.State = .fresh,
    intent: String? = nil
  ) -> StatusLine {
    StatusLine(
      app: "my-notes", family: "medium", text: text, tooltip: "detail", url: "my-notes://note/a",
      state: state, updatedAt: Date(timeIntervalSince1970: 0), generatedAt: Date(),
      intent: intent, details: details)
  }

  static func state(_ line: StatusLine) -> TrayState {
    TrayState(line, menu: menu, timeZone: TimeZone(identifier: "UTC") ?? .current)
  }

  /// One `_` marks an access key: each is doubled, one before a combining mark too.
  @Test(arguments: [
    ("first_one", "first__one"), ("a__b", "a____b"), ("x_\u{301}y", "x__\u{301}y"),
  ])
  func everyUnderscoreOfAMenuLabelIsDoubled(text: String, label: String) {
    #expect(TrayText.menuLabel(text) == label)
  }

  @Test func detailsWithAnIntentsParametersAreItsItemsTheRestLines() {
    let items = Self.state(
      Self.line(
        "2 notes",
        details: [
          StatusDetail("[ ] first_one", url: "my-notes://note/first"),
          StatusDetail("[x] second", url: "my-notes://note/second"),
          StatusDetail("no link"),
        ])
    ).menu
    #expect(
      items.map(\.label) == [
        "2 notes", "first__one", "second", "no link", "", "Show another note now", "",
        "Open widget", "Refresh now", "Quit",
      ])
    #expect(items[1].action == .intent("my-notes://intent/pin?word=first"))
    #expect(items[1].checked == false && items[2].checked == true)
    #expect(!items[3].enabled && items[3].action == .none)
    #expect(items[5].action == .intent("my-notes://intent/shuffle"))
    #expect(items[4].isSeparator && items[6].isSeparator)
    #expect(items.suffix(3).map(\.action) == [.openWidget, .refresh, .quit])
  }

  @Test func theWidgetsOwnButtonKeepsItsLink() {
    let items = Self.state(Self.line("x", intent: "my-notes://intent/shuffle?")).menu
    #expect(items.contains { $0.action == .intent("my-notes://intent/shuffle") })
  }

  @Test func hostileTextStaysTextEscapedAndBounded() {
    let hostile =
      "<b>&amp;</b>\u{1B}[31m\u{202E}evil\u{7} " + String(repeating: "long ", count: 400)
    let state = Self.state(
      Self.line(hostile, details: [StatusDetail(hostile, url: "my-notes://note/x")]))
    #expect(state.tooltipBody.hasPrefix("&lt;b&gt;&amp;amp;&lt;/b&gt;"))
    #expect(!state.tooltipBody.contains("<") && !state.tooltipTitle.contains("<"))
    for text in [state.title, state.label, state.tooltipBody] + state.menu.map(\.label) {
      #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{7}" })
    }
    #expect(state.menu[0].label.hasPrefix("<b>&amp;</b>"))
    #expect(state.menu.allSatisfy { $0.label.count <= TrayText.lineWidth })
    #expect(state.label.count <= TrayText.labelWidth)
    let body = state.tooltipBody.split(separator: "\n")
    #expect(body.allSatisfy { $0.count <= TrayText.lineWidth * 6 })
  }

  @Test func staleDataNeedsAttentionWithItsAge() {
    let stale = Self.state(Self.line("x", state: .stale))
    #expect(stale.status == "NeedsAttention")
    #expect(stale.iconName == TrayState.attentionIcon)
    #expect(stale.tooltipBody.hasSuffix("updated 00:00"))
    #expect(stale.menu.contains { $0.label == "updated 00:00" && !$0.enabled })
    #expect(Self.state(Self.line("x")).status == "Active")
  }

  @Test func anIdOfAnOldLayoutNeverRunsAnotherAction() throws {
    let first = Self.state(
      Self.line("a", details: [StatusDetail("[ ] a", url: "my-notes://note/a")]))
    let model = TrayModel(first)
    let ids = model.layoutIDs()
    let toggleA = try #require(
      ids.first { model.action(of: $0) == .intent("my-notes://intent/pin?word=a") })
    let refresh = try #require(ids.first { model.action(of: $0) == .refresh })
    let before = model.revision
    let second = Self.state(
      Self.line("b", details: [StatusDetail("[ ] b", url: "my-notes://note/b")]))
    let signals = model.update(to: second).map { $0.member ?? "" }
    #expect(model.revision == before + 1)
    #expect(signals.contains("LayoutUpdated") && signals.contains("NewTitle"))
    #expect(signals.contains("XAyatanaNewLabel") && signals.contains("NewToolTip"))
    // Todo a's item is gone: its id names nothing, not b's toggle that took its place.
    #expect(model.action(of: toggleA) == nil)
    #expect(!model.layoutIDs().contains(toggleA))
    // An item that stays keeps its id.
    #expect(model.action(of: refresh) == .refresh)
    #expect(model.update(to: second).isEmpty)
  }

  @Test func thePixmapIsARGBInNetworkOrder() {
    let bytes = TrayIcon.pixels(.fresh, size: 22)
    #expect(bytes.count == 22 * 22 * 4)
    #expect(bytes[0] == 0)  // a corner is transparent
    let center = (11 * 22 + 11) * 4
    #expect(bytes[center] == 255)
    #expect(Array(bytes[(center + 1)...(center + 3)]) == [0x2E, 0x7D, 0x32])
  }
}
