import Foundation
import Testing

/// The built `votes widget` and `votes timeline` against `fixture-server` on loopback, with the
/// Clerk's 2026 holding rolls 1…195 and the app's clock in that year.
@Suite(.serialized) struct VotesWidgetTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer(["--clerk-year", "2026"])
    scratch = try ScratchDirectory()
  }

  var environment: [String: String] {
    [
      "VOTES_BASE_URL": server.url.absoluteString,
      "VOTES_STATE_DIR": scratch.path("state"),
      "VOTES_CACHE_DIR": scratch.path("cache"),
      "WIDGETS_CLOCK_START": "2026-11-22T14:00:00Z",
      "TZ": "UTC",
    ]
  }

  func votes(_ arguments: [String], baseURL: URL? = nil) throws -> CommandRun {
    var environment = environment
    if let baseURL { environment["VOTES_BASE_URL"] = baseURL.absoluteString }
    return try CommandRun.run("votes", arguments, environment: environment)
  }

  @Test func coldThenStoredThenWarmRequestCounts() throws {
    // Cold: 15 probes in 5 rounds of at most 4 find roll 195 of 2026 (started from an estimate
    // for late November), and the three other newest rolls are fetched.
    let cold = try votes(["widget"])
    #expect(cold.status == 0)
    #expect(cold.stdout.contains("H RES 580") && cold.stdout.contains("Failed"))
    #expect(try server.requestCounts().total == 18)
    // Drawn again: the stored timeline is good for an hour, so no request at all.
    let stored = try votes(["widget"])
    #expect(stored.stdout == cold.stdout)
    #expect(try server.requestCounts().total == 18)
    // Reloaded by the refresher with the roll hint remembered: roll 196 only (the store holds
    // 195, so it exists), the other rolls come from the roll store.
    let refreshed = try votes(["refresh", "--force"])
    #expect(refreshed.status == 0)
    #expect(try server.requestCounts().total == 18 + 1)
    // `--reload` rereads everything: rolls 195 and 196, then 192…194.
    let warm = try votes(["widget", "--reload"])
    #expect(warm.status == 0)
    #expect(try server.requestCounts().total == 18 + 1 + 5)
  }

  @Test(arguments: ["small", "medium", "large"])
  func everyFamilyDrawsTheNewestVoteAndOpensIt(_ family: String) throws {
    let run = try votes(["widget", "--family", family, "--color", "always"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("H RES 580"))
    #expect(run.stdout.contains("votes://vote/119/2/195"))
  }

  @Test func largeFamilyHasPartyBarsAndTheClerkRecord() throws {
    let run = try votes(["widget", "--family", "large"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("By party         Aye │ No"))
    #expect(run.stdout.contains("R 196  ██████████████│█                13"))
    #expect(run.stdout.contains("RECORDED VOTE · Roll 195     Clerk record"))
  }

  @Test func previewDrawsTheSampleWithoutNetwork() throws {
    let run = try votes(["widget", "--preview", "--family", "small"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("H R 1") && run.stdout.contains("218–214 Aye–No"))
    #expect(try server.requestCounts().total == 0)
  }

  @Test func aDeadServiceStillDrawsAndSaysWhy() throws {
    let dead = try FixtureServer()
    dead.stop()
    let run = try votes(["widget"], baseURL: dead.url)
    #expect(run.status == 0)
    #expect(run.stdout.contains("One Big Beautiful Bill Act"))
    #expect(run.stderr.contains("cannot connect"))
    #expect(run.stderr.contains("retrying at"))
  }

  @Test func theStoredTimelineOutlivesTheService() throws {
    #expect(try votes(["widget"]).status == 0)
    try server.setFaults("fault=500")
    let offline = try votes(["widget", "--reload"])
    #expect(offline.status == 0)
    #expect(offline.stdout.contains("H RES 580"))
    #expect(offline.stderr.contains("showing the last stored timeline"))
  }

  @Test func timelineJSONHasTheDocumentedShape() throws {
    let run = try votes(["timeline", "--json"])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let entries = try #require(object["entries"] as? [[String: Any]])
    #expect(entries.count == 4)
    let formatter = ISO8601DateFormatter()
    let dates = entries.compactMap { ($0["date"] as? String).flatMap(formatter.date(from:)) }
    #expect(dates.count == 4)
    #expect(zip(dates, dates.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 15 * 60 })
    let rolls = entries.compactMap { ($0["vote"] as? [String: Any])?["id"] as? [String: Any] }
      .compactMap { $0["roll"] as? Int }
    #expect(rolls == [195, 194, 193, 192])
    let reload = try #require(object["reload"] as? [String: Any])
    #expect(reload["policy"] as? String == "after")
    let reloadDate = try #require((reload["date"] as? String).flatMap(formatter.date(from:)))
    #expect(reloadDate.timeIntervalSince(try #require(dates.first)) == 60 * 60)
  }

  @Test func timelineTextSaysWhatShowsWhen() throws {
    let run = try votes(["timeline"])
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        entry 1 of 4 at 2026-11-22 14:00
          119/2/195 · H RES 580 · Failed 196–223 · votes://vote/119/2/195
        entry 2 of 4 at 2026-11-22 14:15
          119/2/194 · S 5 · Passed 263–156 · votes://vote/119/2/194
        entry 3 of 4 at 2026-11-22 14:30
          119/2/193 · Speaker election · Johnson (LA) 218–215 · votes://vote/119/2/193
        entry 4 of 4 at 2026-11-22 14:45
          119/2/192 · Quorum · Passed 433 present · votes://vote/119/2/192
        reload at 2026-11-22 15:00 (policy: after that date, or later)

        """)
  }

  @Test func watchMovesThroughTheEntriesAndReloadsHourly() throws {
    // An hour a second: the four entries go by and the timeline reloads twice in about two
    // seconds; SIGTERM once they have.
    var environment = environment
    environment["WIDGETS_CLOCK_SPEED"] = "3600"
    let run = try CommandRun.runUntil(
      "votes", ["widget", "--watch", "--verbose", "--family", "small"], environment: environment,
      terminal: try PseudoTerminal()
    ) { stdout, stderr in
      // Roll 196, probed by the first load and by every reload after it.
      let requests = try server.requestCounts().byPath["/evs/2026/roll196.xml"] ?? 0
      return frames(stdout) >= 6 && stderr.contains("entry 2 of 4")
        && stderr.contains("reload: policy after") && requests >= 2
    }
    #expect(run.status == 0)
    #expect(frames(run.stdout) >= 6)
    #expect(run.stderr.contains("entry 2 of 4"))
    #expect(run.stderr.contains("reload: policy after"))
    #expect(try server.requestCounts().byPath["/evs/2026/roll196.xml"] ?? 0 >= 2)
  }
}
