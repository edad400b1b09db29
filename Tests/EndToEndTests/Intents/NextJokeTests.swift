import Foundation
import Testing

/// `dadjokes next [--type T]` and its link: another joke now, outside the refresh budget, but
/// two presses within a few seconds fetch once. Time is the injected widget clock.
@Suite(.serialized) struct NextJokeTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer()
    scratch = try ScratchDirectory()
  }

  func dadjokes(_ arguments: [String], at clock: String = "2026-11-22T14:00:00Z") throws
    -> CommandRun
  {
    try CommandRun.run(
      "dadjokes", arguments,
      environment: [
        "DADJOKES_BASE_URL": server.url.absoluteString,
        "DADJOKES_STATE_DIR": scratch.path("state"),
        "DADJOKES_CACHE_DIR": scratch.path("cache"),
        "WIDGETS_CLOCK_START": clock,
        "TZ": "UTC",
      ])
  }

  @Test func aPressFetchesOutsideTheBudgetAndASecondPressDoesNot() throws {
    let widget = try dadjokes(["widget", "--color", "never"])
    #expect(widget.stdout.contains("[next]"))
    #expect(try server.requestCounts().total == 1)
    // The budget would hold a reload for 5 minutes: a press is not held.
    let first = try dadjokes(["next"], at: "2026-11-22T14:01:00Z")
    #expect(first.status == 0)
    #expect(try server.requestCounts().total == 2)
    let second = try dadjokes(["next"], at: "2026-11-22T14:01:02Z")
    #expect(second.status == 0)
    #expect(second.stdout == first.stdout)
    #expect(try server.requestCounts().total == 2)
    let later = try dadjokes(["next"], at: "2026-11-22T14:01:10Z")
    #expect(later.status == 0)
    #expect(try server.requestCounts().total == 3)
    // The widget and the bar show what the press fetched.
    let joke = try #require(later.stdout.split(separator: "\n").first)
    let status = try dadjokes(["status"], at: "2026-11-22T14:01:11Z")
    #expect(status.stdout.contains(joke.prefix(20)))
  }

  @Test func theLinkTakesTheWidgetsType() throws {
    let run = try dadjokes(["open", "dadjokes://intent/next?type=chucknorris"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Chuck Norris"))
    let typed = try dadjokes(["next", "--type", "chucknorris"], at: "2026-11-22T14:00:30Z")
    #expect(typed.stdout.contains("Chuck Norris"))
  }

  @Test(arguments: [
    "dadjokes://intent/next?type=knock", "dadjokes://intent/next?type=", "dadjokes://intent/nxt",
    "dadjokes://intent/next?type=dadjoke&type=random",
  ])
  func aHostileLinkIs64WithOneLine(_ link: String) throws {
    let run = try dadjokes(["open", link])
    #expect(run.status == 64)
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(try server.requestCounts().total == 0)
  }
}

/// `votes next` and `votes previous`: the widget pages through the roll calls, from the
/// stored rolls without a request where they are stored.
@Suite(.serialized) struct VotePagingTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer(["--clerk-year", "2026"])
    scratch = try ScratchDirectory()
  }

  func votes(_ arguments: [String]) throws -> CommandRun {
    try CommandRun.run(
      "votes", arguments,
      environment: [
        "VOTES_BASE_URL": server.url.absoluteString,
        "VOTES_STATE_DIR": scratch.path("state"),
        "VOTES_CACHE_DIR": scratch.path("cache"),
        "WIDGETS_CLOCK_START": "2026-11-22T14:00:00Z",
        "TZ": "UTC",
      ])
  }

  @Test func pagesThroughStoredRollsWithoutARequest() throws {
    #expect(try votes(["widget"]).status == 0)
    let fetched = try server.requestCounts().total
    let older = try votes(["next"])
    #expect(older.status == 0)
    #expect(older.stdout.hasPrefix("119/2/194 "))
    #expect(try votes(["next"]).stdout.hasPrefix("119/2/193 "))
    #expect(try server.requestCounts().total == fetched)
    let status = try votes(["status"])
    #expect(status.stdout.hasPrefix("older · "))
    let widget = try votes(["widget", "--color", "never"])
    #expect(!widget.stdout.contains("H RES 580"))

    #expect(try votes(["previous"]).stdout.hasPrefix("119/2/194 "))
    #expect(try votes(["open", "votes://intent/previous"]).stdout.hasPrefix("119/2/195 "))
    #expect(try votes(["status"]).stdout.hasPrefix("H RES 580"))
    #expect(try server.requestCounts().total == fetched)
  }

  @Test func aRollThatIsNotStoredIsFetchedOnce() throws {
    #expect(try votes(["widget"]).status == 0)
    for _ in 1...4 { #expect(try votes(["next"]).status == 0) }
    let counts = try server.requestCounts()
    #expect(counts.byPath["/evs/2026/roll191.xml"] == 1)
  }
}
