import Foundation
import Testing

/// `refresh`: one pass over the placed widgets, within the budget, one line each, an exit
/// status that says whether the new timelines are stored, and never two reloads of one widget
/// at once.
@Suite struct RefreshTests {
  @Test(arguments: AppUnderTest.all)
  func aTimeoutOutsideItsRangeIsAUsageErrorBeforeAnyWork(_ app: AppUnderTest) throws {
    let placed = try PlacedApp(app)
    _ = try placed.run(["status"])
    let refresh = try placed.run(["refresh", "--timeout", "900"])
    #expect(refresh.status == 64, "\(refresh.stdout)\(refresh.stderr)")
    #expect(refresh.stderr == "\(app.name): --timeout takes seconds from 0.1 to 600, got '900'\n")
    #expect(refresh.stdout.isEmpty)
    #expect(try placed.requests() == 0)
  }

  @Test func ifDueRightAfterARefreshMakesNoRequest() throws {
    let placed = try PlacedApp(.todos)
    #expect(try placed.placeAndLoad().status == 0)
    let before = try placed.requests()
    #expect(before >= 1)
    let again = try placed.run(["refresh", "--if-due"])
    #expect(again.status == 0)
    #expect(again.stdout.contains(": not-due (policy after "), "\(again.stdout)")
    #expect(try placed.requests() == before)
    let withinBudget = try placed.run(["refresh"])
    #expect(withinBudget.stdout.contains(": deferred (the refresh budget allows"))
    #expect(try placed.requests() == before)
  }

  @Test func anIfDuePassReportsADamagedTimelineAndReloadsIt() throws {
    let placed = try PlacedApp(.todos)
    #expect(try placed.placeAndLoad().status == 0)
    let state = placed.scratch.path("state")
    let names = try FileManager.default.contentsOfDirectory(atPath: state).filter {
      $0.hasPrefix("todos.") && $0.hasSuffix(".json")
    }
    #expect(names.count == 1, "\(names)")
    for name in names {
      try Data("not json".utf8).write(to: URL(fileURLWithPath: state + "/" + name))
    }
    let before = try placed.requests()
    let refresh = try placed.run(["refresh", "--if-due"])
    #expect(refresh.status == 0, "\(refresh.stderr)")
    #expect(refresh.stderr.contains("warning: "), "\(refresh.stderr)")
    #expect(refresh.stderr.contains("is corrupt"), "\(refresh.stderr)")
    #expect(refresh.stdout.contains(": reloaded (no timeline yet)"), "\(refresh.stdout)")
    #expect(try placed.requests() == before + 1)
  }

  @Test func twoConcurrentRefreshesReloadEachWidgetOnce() throws {
    let placed = try PlacedApp(.todos)
    _ = try placed.run(["status"])
    _ = try placed.run(["status", "--family", "large"])
    // Each todos reload is one request; both refreshers start before either has stored.
    try placed.server.setFaults("delay=0.5")
    let first = try placed.start(["refresh"])
    let second = try placed.start(["refresh"])
    let results = [first.finish(within: 60), second.finish(within: 60)]
    #expect(results.map(\.status) == [0, 0], "\(results.map(\.stderr))")
    // One request per widget at most: the two widgets read one URL, so a refresher that
    // reloads both makes one request for them (its pass coalesces), two refreshers two.
    #expect((1...2).contains(try placed.requests()))
    let lines = results.flatMap { $0.stdout.split(separator: "\n") }
    #expect(lines.filter { $0.contains(": reloaded (no timeline yet)") }.count == 2, "\(lines)")
    #expect(lines.filter { $0.contains(": deferred (") }.count == 2, "\(lines)")
  }

  @Test func aFailedServiceExits69AndKeepsTheStoredTimeline() throws {
    let placed = try PlacedApp(.todos)
    #expect(try placed.placeAndLoad().status == 0)
    let shown = try placed.run(["status"]).stdout
    try placed.server.setFaults("fault=500")
    let failed = try placed.run(["refresh", "--force"])
    #expect(failed.status == 69, "\(failed.stdout) \(failed.stderr)")
    #expect(failed.stdout.contains(": failed ("), "\(failed.stdout)")
    #expect(failed.stderr.contains("1 of 1 widgets did not reload"), "\(failed.stderr)")
    let after = try placed.run(["status", "--format", "waybar"])
    let object = try StatusFormatTests.object(after.stdout)
    #expect(shown.hasPrefix(try #require(object["text"] as? String)))
    #expect(object["class"] as? [String] == ["todos", "stale"])
    #expect((object["tooltip"] as? String)?.contains("updated 14:0") == true, "\(object)")
    try placed.server.setFaults("fault=429")
    let limited = try placed.run(["refresh", "--force"])
    #expect(limited.status == 75, "\(limited.stdout) \(limited.stderr)")
  }

  @Test func widgetsListsWhatEachShowsAndWhenItReloads() throws {
    let placed = try PlacedApp(.dadjokes)
    _ = try placed.run(["status", "--type", "chucknorris"])
    #expect(try placed.placeAndLoad().status == 0)
    let text = try placed.run(["widgets"])
    #expect(text.status == 0)
    #expect(text.stdout.contains(" medium chucknorris\n"), "\(text.stdout)")
    #expect(text.stdout.contains("  next reload: "))
    let json = try placed.run(["widgets", "--json"])
    let list = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(list.count == 2)
    let keys: Set<String> = [
      "kind", "family", "configuration", "options", "state", "text", "entry", "fetchedAt",
      "nextReload", "nextReloadReason", "lastDrawn",
    ]
    for widget in list {
      #expect(keys.isSubset(of: Set(widget.keys)), "\(widget.keys)")
      #expect(widget["state"] as? String == "fresh")
      #expect((widget["nextReloadReason"] as? String)?.hasPrefix("policy") == true)
    }
    #expect(Set(list.compactMap { $0["configuration"] as? String }) == ["dadjoke", "chucknorris"])
  }
}
