import Foundation
import Testing

/// The built `votes` executable's app face against `fixture-server` on loopback: the Clerk's
/// rolls for 2026 (1…195, made from recorded 2025 files) and congress.gov under `/v3`.
@Suite(.serialized) struct VotesAppTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer(["--clerk-year", "2026"])
    scratch = try ScratchDirectory()
  }

  func votes(_ arguments: [String], baseURL: URL? = nil, extra: [String: String] = [:])
    throws -> CommandRun
  {
    var environment = [
      "VOTES_BASE_URL": (baseURL ?? server.url).absoluteString,
      "CONGRESS_BASE_URL": (baseURL ?? server.url).absoluteString,
      "VOTES_STATE_DIR": scratch.path("state"),
      "VOTES_CACHE_DIR": scratch.path("cache"),
      "WIDGETS_CLOCK_START": "2026-11-22T14:00:00Z",
      "TZ": "UTC",
    ]
    environment.merge(extra) { _, new in new }
    return try CommandRun.run("votes", arguments, environment: environment)
  }

  @Test func listPrintsTheNewestRollsInAlignedColumns() throws {
    let run = try votes(["list", "--limit", "3"])
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        119/2/195  Jul 15, 2026  H RES 580         Failed        196–223  Providing for \
        consideration of th…
        119/2/194  Jan 22, 2026  S 5               Passed        263–156  Laken Riley Act
        119/2/193  Jan 3, 2026   Speaker election  Johnson (LA)  218–215  Election of the Speaker

        """)
    #expect(run.stdout.split(separator: "\n").allSatisfy { $0.count <= 100 })  // not a terminal
    #expect(run.stderr.isEmpty)
  }

  @Test func listJSONCarriesEachVotesFields() throws {
    let run = try votes(["list", "--limit", "4", "--json"])
    #expect(run.status == 0)
    let votes = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(votes.count == 4)
    #expect(
      Set(votes[0].keys).isSuperset(of: ["id", "question", "result", "tally", "partyTotals"]))
    let rolls = votes.compactMap { ($0["id"] as? [String: Any])?["roll"] as? Int }
    #expect(rolls == [195, 194, 193, 192])
  }

  @Test(arguments: ["119/1/23", "2025/23"])
  func showPrintsTheRecordedVote(_ reference: String) throws {
    let run = try votes(["show", reference])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("Vote 119/1/23 (roll 23 of 2025)\n"))
    #expect(run.stdout.contains("measure:    S 5, Laken Riley Act"))
    #expect(run.stdout.contains("Democratic   46 yeas  156 nays  0 present  13 not voting"))
    #expect(run.stdout.contains("date:       Jan 22, 2025 5:01 PM ET"))
    #expect(try server.requestCounts().byPath == ["/evs/2025/roll023.xml": 1])
  }

  @Test func showJSONOfASpeakerElectionHasTheCandidates() throws {
    let run = try votes(["show", "119/1/2", "--json"])
    #expect(run.status == 0)
    let vote = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let candidates = try #require(vote["candidateTotals"] as? [[String: Any]])
    #expect(candidates.first?["name"] as? String == "Johnson (LA)")
    #expect(candidates.first?["total"] as? Int == 218)
  }

  @Test(arguments: ["2026/196", "119/2/999", "2019/5"])
  func aRollThatDoesNotExistExits66(_ reference: String) throws {
    let run = try votes(["show", reference])
    #expect(run.status == 66)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("votes: the Clerk has no roll"))
    #expect(run.stderr.split(separator: "\n").count == 1)
  }

  @Test func openFollowsAVotesLink() throws {
    let run = try votes(["open", "votes://vote/119/1/190"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("Vote 119/1/190 (roll 190 of 2025)\n"))
    #expect(run.stdout.contains("One Big Beautiful Bill Act"))
  }

  @Test(arguments: ["votes://vote/119/1", "votes://vote/119/3/1", "todos://todo/1", "http://x"])
  func aLinkThatIsNotAVotesRouteExits64(_ link: String) throws {
    let run = try votes(["open", link])
    #expect(run.status == 64)
    #expect(run.stderr.contains("votes://vote/<congress>/<session>/<roll>"))
    #expect(try server.requestCounts().total == 0)
  }

  @Test(arguments: [
    ["show", "119-1-23"], ["show", "2025"], ["lst"], ["list", "--limit", "51"], [],
  ])
  func usageErrorsExit64(_ arguments: [String]) throws {
    let run = try votes(arguments)
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("votes: "))
    #expect(try server.requestCounts().total == 0)
  }

  @Test func congressGovIsUsedWhenAKeyIsSet() throws {
    let run = try votes(["list"], extra: ["CONGRESS_API_KEY": "test-key"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("119/1/245  Sep 10, 2025  H R 3838"))
    #expect(run.stdout.contains("119/1/2    Jan 3, 2025   Speaker election  Johnson (LA)"))
    let paths = try server.requestCounts().byPath.keys
    #expect(paths.allSatisfy { $0.hasPrefix("/v3/house-vote") })
  }

  @Test func congressGovRateLimitExits75AndAMissingKeyExits64() throws {
    let limited = try votes(["show", "119/1/240"], extra: ["CONGRESS_API_KEY": "RATE_LIMITED"])
    #expect(limited.status == 75)
    #expect(limited.stderr.contains("rate limit"))
    let missing = try votes(["--source", "congress-gov", "list"])
    #expect(missing.status == 64)
    #expect(missing.stderr.contains("set CONGRESS_API_KEY to a valid key"))
  }

  @Test func aDeadServiceExits69NamingTheURLAndTheFix() throws {
    let dead = try FixtureServer()
    dead.stop()
    let run = try votes(["show", "119/1/23"], baseURL: dead.url)
    #expect(run.status == 69)
    #expect(run.stderr.contains(dead.url.absoluteString))
    #expect(run.stderr.contains("--base-url or VOTES_BASE_URL"))
  }

  @Test func aMalformedRollExits65() throws {
    let broken = try FixtureServer(["--fault", "malformed"])
    let run = try votes(["show", "119/1/23"], baseURL: broken.url)
    #expect(run.status == 65)
    #expect(run.stderr.contains("not a roll-call vote XML"))
  }

  @Test func aSlowServiceTimesOutWith75() throws {
    let slow = try FixtureServer(["--fault", "delay=5"])
    let run = try votes(["--timeout", "0.5", "show", "119/1/23"], baseURL: slow.url)
    #expect(run.status == 75)
    #expect(run.stderr.contains("timed out"))
  }

  @Test func helpAndVersion() throws {
    let help = try votes(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE") && help.stdout.contains("EXIT STATUS"))
    #expect(help.stdout.contains("CONGRESS_API_KEY"))
    let showHelp = try votes(["show", "--help"])
    #expect(showHelp.stdout.hasPrefix("votes show — "))
    #expect(try votes(["--version"]).stdout.hasPrefix("votes "))
  }
}
