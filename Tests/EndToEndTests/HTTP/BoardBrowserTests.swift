import Foundation
import Testing

/// The board in a real browser: headless Chromium opens `GET /`, its event stream connects,
/// and a `refresh --force` on the side (with the server now sending markup in the titles)
/// appears in the page without a reload, as text. Screenshots before and after go to the
/// scratch folder; the time from the refresh's end to the page showing it is printed.
@Suite struct BoardBrowserTests {
  static let markup = "</span>&<b>#{%{A1:rm -rf ~:}"

  @Test func aRefreshOnTheSideAppearsInTheBoard() throws {
    let http = try #require(try HTTPService.start(.todos), "the service printed no URL")
    defer { http.service.child.wait(upTo: 0) }
    let profile = http.placed.scratch.path("chromium")
    try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
    let browser = try Chromium(profile: profile)
    defer { browser.quit() }
    try browser.open(http.url)

    let card = "document.querySelector('[data-id=\"\(http.id)\"]')"
    let live = try browser.wait(
      for:
        "document.getElementById('status').textContent + '|' + (\(card) ? \(card).dataset.seq : '')"
    ) { ($0 as? String)?.hasPrefix("live|") == true }
    let before = try #require(live as? String)
    let beforeText = try browser.evaluate("\(card).querySelector('.text').textContent") as? String
    #expect(beforeText?.contains("open") == true, "\(beforeText ?? "")")
    let first = try browser.screenshot()
    try first.write(to: URL(fileURLWithPath: http.placed.scratch.path("board-before.png")))

    try http.changeTheData()
    let refresh = try http.placed.run(["refresh", "--force"])
    #expect(refresh.status == 0, "\(refresh.stderr)")
    let refreshed = Date()
    let shown = try browser.wait(for: "\(card).querySelector('.text').textContent") {
      ($0 as? String)?.contains(Self.markup) == true
    }
    let elapsed = Date().timeIntervalSince(refreshed)
    #expect((shown as? String)?.contains(Self.markup) == true, "the page shows \(shown ?? "nil")")
    print("BoardBrowserTests: the refresh appeared in the page \(elapsed) s after it ended")
    // Shown as text: the server's `<b>` made no element, and the card's sequence moved on.
    #expect(try browser.evaluate("document.querySelectorAll('#board b').length") as? Int == 0)
    let after = try browser.evaluate("\(card).dataset.seq") as? String
    #expect(after != nil && "live|" + (after ?? "") != before)
    let second = try browser.screenshot()
    try second.write(to: URL(fileURLWithPath: http.placed.scratch.path("board-after.png")))
    #expect(first.starts(with: [0x89, 0x50, 0x4E, 0x47]) && second.count > 1000)
    #expect(first != second, "the screenshots are the same")
    http.stop()
  }
}
