import Foundation
import Networking
import NetworkingTestSupport
import Testing
import VotesTestSupport

@testable import VotesDomain

/// The Clerk source end to end over loopback: newest first, bounded concurrency, the January
/// fallback, and what is skipped or thrown.
@Suite struct ClerkVoteSourceTests {
  static func source(
    _ clerk: ClerkRollServer, hints: [Int: Int] = [:], now: String = Clock.september2025
  ) throws -> ClerkVoteSource {
    ClerkVoteSource(
      client: clerk.client, hintStore: InMemoryRollHintStore(hints), now: try Clock.at(now))
  }

  static func ids(_ congress: Int, _ session: Int, _ rolls: [Int]) -> [VoteID] {
    rolls.map { VoteID(congress: congress, session: session, roll: $0) }
  }

  @Test(arguments: [(195, 4), (7, 7), (100, 1), (1000, 3)])
  func latestVotesAreTheNewestRollsNewestFirst(_ rolls: Int, _ limit: Int) async throws {
    let clerk = try ClerkRollServer(rolls: [2025: rolls])
    let votes = try await Self.source(clerk).latestVotes(limit: limit)
    #expect(votes.map(\.id) == Self.ids(119, 1, Array((rolls - limit + 1...rolls).reversed())))
    #expect(votes.allSatisfy { $0.legislation?.description == "S 5" })
    let counts = Dictionary(grouping: clerk.requestedRolls, by: \.self).mapValues(\.count)
    #expect(counts.values.allSatisfy { $0 == 1 }, "a roll was fetched twice: \(counts)")
  }

  @Test func atMostFourRollsAreFetchedAtOnce() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 60])
    await clerk.update { $0.delay = .milliseconds(20) }
    let votes = try await Self.source(clerk, hints: [2025: 60]).latestVotes(limit: 20)
    #expect(votes.map(\.id) == Self.ids(119, 1, Array((41...60).reversed())))
    #expect(await clerk.maxInFlight <= 4)
    #expect(clerk.requestCount == 2 + 19)
  }

  @Test func earlyInJanuaryThePreviousYearIsUsed() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 362])
    let hints = InMemoryRollHintStore([2025: 362])
    let source = ClerkVoteSource(
      client: clerk.client, hintStore: hints, now: try Clock.at(Clock.january2026))
    let votes = try await source.latestVotes(limit: 4)
    #expect(votes.map(\.id) == Self.ids(119, 1, [362, 361, 360, 359]))
    #expect(clerk.requestedRolls.filter { $0.year == 2026 } == [ClerkRoll(year: 2026, roll: 1)])
    #expect(clerk.requestCount == 1 + 2 + 3)
    #expect(await hints.hints == [2025: 362])
  }

  @Test func aYoungYearIsToppedUpFromThePreviousOne() async throws {
    let clerk = try ClerkRollServer(rolls: [2026: 2, 2025: 362])
    let votes = try await Self.source(clerk, hints: [2025: 362], now: Clock.january2026)
      .latestVotes(limit: 4)
    #expect(votes.map(\.id) == Self.ids(119, 2, [2, 1]) + Self.ids(119, 1, [362, 361]))
  }

  @Test func aFailingTopUpKeepsTheVotesAlreadyFound() async throws {
    let clerk = try ClerkRollServer(rolls: [2026: 2, 2025: 362])
    await clerk.update { $0.failing = [ClerkRoll(year: 2025, roll: 362)] }
    let votes = try await Self.source(clerk, hints: [2025: 362], now: Clock.january2026)
      .latestVotes(limit: 4)
    #expect(votes.map(\.id) == Self.ids(119, 2, [2, 1]))
  }

  @Test func noRollInEitherYearIsNotFound() async throws {
    let clerk = try ClerkRollServer(rolls: [:])
    let error = await #expect(throws: VoteError.self) {
      try await Self.source(clerk).latestVotes(limit: 4)
    }
    #expect(error == .noRecentVotes(.clerk, searched: "2025 or 2024"))
    #expect(error?.isNotFound == true)
    #expect(clerk.requestCount == 4 + 4)  // roll 1 and three near the estimate, each year
  }

  @Test func anUnreadableRollIsLeftOut() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    await clerk.update { $0.broken = [ClerkRoll(year: 2025, roll: 193)] }
    let votes = try await Self.source(clerk, hints: [2025: 195]).latestVotes(limit: 4)
    #expect(votes.map(\.id) == Self.ids(119, 1, [195, 194, 192]))
  }

  @Test func whenEveryRollIsUnreadableTheFirstErrorIsThrown() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 1])
    await clerk.update { $0.broken = [ClerkRoll(year: 2025, roll: 1)] }
    let error = await #expect(throws: VoteError.self) {
      try await Self.source(clerk).latestVotes(limit: 4)
    }
    let roll = ClerkRoll(year: 2025, roll: 1)
    guard let reason = error?.reason, error == .invalidClerkXML(roll, reason: reason) else {
      Issue.record("expected invalidClerkXML of \(roll), got \(String(describing: error))")
      return
    }
  }

  @Test func aRollThatFailsToFetchFailsTheList() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    await clerk.update { $0.failing = [ClerkRoll(year: 2025, roll: 193)] }
    let error = await #expect(throws: VoteError.self) {
      try await Self.source(clerk, hints: [2025: 195]).latestVotes(limit: 4)
    }
    #expect(error?.networkError?.url?.path == "/evs/2025/roll193.xml")
  }

  @Test(arguments: [0, -3])
  func aLimitBelowOneAsksForNothing(_ limit: Int) async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    #expect(try await Self.source(clerk).latestVotes(limit: limit).isEmpty)
    #expect(clerk.requestCount == 0)
  }

  @Test func oneVoteByYearAndRollOrByIdentifier() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195, 2024: 500])
    let source = try Self.source(clerk)
    #expect(try await source.vote(year: 2025, roll: 23).id == VoteID("119/1/23"))
    let id = try #require(VoteID("118/2/480"))
    #expect(try await source.vote(id).id == id)
    #expect(
      clerk.requestedRolls == [ClerkRoll(year: 2025, roll: 23), ClerkRoll(year: 2024, roll: 480)])
  }

  @Test(arguments: [(2025, 196), (2025, 0), (2031, 1), (2025, 10_000)])
  func aRollThatDoesNotExistIsNotFound(_ year: Int, _ roll: Int) async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    let error = await #expect(throws: VoteError.self) {
      try await Self.source(clerk).vote(year: year, roll: roll)
    }
    #expect(error == .clerkRollNotFound(ClerkRoll(year: year, roll: roll)))
    #expect(error?.isNotFound == true)
  }

  /// The roll filed under the session's year holds another Congress's vote.
  @Test func aRollOfAnotherCongressIsNotTheVoteAskedFor() async throws {
    let clerk = try ClerkRollServer(rolls: [:])
    let body = try Fixture.data("roll-2011-484_vacated-vote_vote-correction.xml")
    clerk.server.route(
      "/evs/2025/roll023.xml", ScriptedResponse(headers: [("Content-Type", "text/xml")], body: body)
    )
    let id = try #require(VoteID("119/1/23"))
    let error = await #expect(throws: VoteError.self) { try await Self.source(clerk).vote(id) }
    #expect(error == .voteNotFound(id, source: .clerk))
  }
}
