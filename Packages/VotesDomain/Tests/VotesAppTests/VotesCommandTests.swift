import Foundation
import Testing
import VotesDomain

@testable import VotesApp

/// The app's commands in process against a loopback Clerk, output captured by `Console`.
@Suite struct VotesCommandTests {
  let harness: Harness

  init() throws { harness = try Harness(rolls: 12) }

  @Test func listPrintsTheNewestVotesInAlignedColumns() async {
    let run = await harness.votes(["list", "--limit", "3"])
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        119/1/12  Jan 22, 2025  S 5  Passed  263–156  Laken Riley Act
        119/1/11  Jan 22, 2025  S 5  Passed  263–156  Laken Riley Act
        119/1/10  Jan 22, 2025  S 5  Passed  263–156  Laken Riley Act

        """)
    #expect(run.stderr.isEmpty)
  }

  @Test func listJSONDecodesBackToVotes() async throws {
    let run = await harness.votes(["list", "--limit", "2", "--json"])
    #expect(run.status == 0)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let decoded = try decoder.decode([Vote].self, from: Data(run.stdout.utf8))
    #expect(decoded.map(\.id.description) == ["119/1/12", "119/1/11"])
    #expect(decoded.first?.tally.yea == 263)
  }

  @Test(arguments: ["119/1/7", "2025/7"])
  func showPrintsTheDetailByIDOrClerkRoll(_ reference: String) async {
    let run = await harness.votes(["show", reference])
    #expect(run.status == 0)
    #expect(
      run.stdout.hasPrefix("Vote 119/1/7 (roll 7 of 2025)\n  measure:    S 5, Laken Riley Act"))
    #expect(run.stdout.contains("link:       votes://vote/119/1/7"))
    #expect(harness.clerk.paths == ["/evs/2025/roll007.xml"])
  }

  @Test func aRollThatDoesNotExistExits66() async {
    let run = await harness.votes(["show", "2025/40"])
    #expect(run.status == 66)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("votes: the Clerk has no roll 2025/40"))
    #expect(run.stderr.split(separator: "\n").count == 1)
  }

  @Test(arguments: ["119/3/1", "119/1", "abc", "2025/0", "119/1/23/4", "1/1/1/"])
  func aReferenceInAnotherFormExits64NamingTheForms(_ reference: String) async {
    let run = await harness.votes(["show", reference])
    #expect(run.status == 64)
    #expect(run.stderr.contains("CONGRESS/SESSION/ROLL"))
    #expect(harness.clerk.paths.isEmpty)
  }

  @Test func openFollowsAVotesLink() async {
    let run = await harness.votes(["open", "votes://vote/119/1/3"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("Vote 119/1/3 "))
  }

  @Test(arguments: ["votes://vote/119/1", "todos://todo/1", "votes://vote/119/9/1", "x"])
  func aLinkThatIsNotAVotesRouteExits64(_ link: String) async {
    let run = await harness.votes(["open", link])
    #expect(run.status == 64)
    #expect(run.stderr.contains("votes://vote/<congress>/<session>/<roll>"))
    #expect(harness.clerk.paths.isEmpty)
  }

  @Test func theWidgetDrawsOnceThenFromTheStore() async {
    let first = await harness.votes(["widget", "--family", "small"])
    #expect(first.status == 0)
    #expect(first.stdout.contains("S 5") && first.stdout.contains("263–156 Yea–Nay"))
    let requests = harness.clerk.paths.count
    #expect(requests > 0)
    let second = await harness.votes(["widget", "--family", "small"])
    #expect(second.stdout == first.stdout)
    #expect(harness.clerk.paths.count == requests)
  }

  @Test func previewDrawsTheSampleWithoutNetwork() async {
    let run = await harness.votes(["widget", "--preview", "--family", "large"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("One Big Beautiful Bill Act"))
    #expect(harness.clerk.paths.isEmpty)
  }

  @Test func timelineJSONIsFourVotesFifteenMinutesApart() async throws {
    let run = await harness.votes(["timeline", "--json"])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let entries = try #require(object["entries"] as? [[String: Any]])
    #expect(
      entries.map { $0["date"] as? String } == [
        "2025-07-20T14:00:00Z", "2025-07-20T14:15:00Z", "2025-07-20T14:30:00Z",
        "2025-07-20T14:45:00Z",
      ])
    let rolls = entries.compactMap { ($0["vote"] as? [String: Any])?["id"] as? [String: Any] }
      .compactMap { $0["roll"] as? Int }
    #expect(rolls == [12, 11, 10, 9])
    let reload = try #require(object["reload"] as? [String: Any])
    #expect(reload["policy"] as? String == "after")
    #expect(reload["date"] as? String == "2025-07-20T15:00:00Z")
  }

  @Test func timelineTextListsTheEntriesAndTheReload() async {
    let run = await harness.votes(["timeline"])
    #expect(run.status == 0)
    #expect(
      run.stdout.hasPrefix(
        "entry 1 of 4 at 2025-07-20 14:00\n  119/1/12 · S 5 · Passed 263–156 · votes://vote/119/1/12"
      ))
    #expect(run.stdout.contains("reload at 2025-07-20 15:00"))
  }

  @Test func rollHintsAreKeptInTheCacheFolder() async throws {
    #expect(await harness.votes(["list", "--limit", "1"]).status == 0)
    let hints = FileClerkRollStore.cacheFolder(
      for: harness.clerk.url, in: harness.app.cacheDirectory
    )
    .appendingPathComponent("roll-hints.json")
    let text = try String(contentsOf: hints, encoding: .utf8)
    #expect(text.contains("\"2025\"") && text.contains("12"))
  }
}
