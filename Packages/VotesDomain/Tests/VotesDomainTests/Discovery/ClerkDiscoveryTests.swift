import Foundation
import Networking
import Testing

@testable import VotesDomain

/// Roll discovery over real loopback sockets, counting every request the Clerk would see.
@Suite struct ClerkDiscoveryTests {
  static func source(_ clerk: ClerkRollServer, hints: InMemoryRollHintStore, now: String)
    throws -> ClerkVoteSource
  {
    ClerkVoteSource(client: clerk.client, hintStore: hints, now: try Clock.at(now))
  }

  /// In mid-September with no hint: 14 or 15 requests in 5 rounds up to N = 195, 19 in 6 for
  /// N = 1,000 (before: 2 + 2·⌊log₂ N⌋, one at a time).
  @Test(arguments: [(1, 14, 5), (2, 14, 5), (7, 14, 5), (100, 14, 5), (195, 15, 5), (1000, 19, 6)])
  func coldDiscoveryFindsTheHighestRoll(_ rolls: Int, _ requests: Int, _ rounds: Int)
    async throws
  {
    let clerk = try ClerkRollServer(rolls: [2025: rolls])
    let hints = InMemoryRollHintStore()
    let source = try Self.source(clerk, hints: hints, now: Clock.september2025)
    let found = try await source.discover(year: 2025, wanted: 20).found
    #expect(found.highest == rolls)
    #expect(clerk.requestCount == requests)
    #expect(found.rounds == rounds)
    #expect(clerk.requestedRolls.allSatisfy { $0.year == 2025 })
    #expect(await hints.hints == [2025: rolls])
  }

  @Test(arguments: [ClerkRollServer.Missing.status404, .htmlPage200, .redirectToHomePage])
  func aMissingRollIsA404OrAnHTMLPage(_ missing: ClerkRollServer.Missing) async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    await clerk.update { $0.missing = missing }
    let source = try Self.source(clerk, hints: InMemoryRollHintStore(), now: Clock.september2025)
    #expect(try await source.discover(year: 2025, wanted: 20).found.highest == 195)
    #expect(clerk.requestCount == 15)
  }

  /// The previous year's count places the first probes closer: 14 requests, not 15.
  @Test func thePreviousYearsHintNarrowsAColdSearch() async throws {
    let clerk = try ClerkRollServer(rolls: [2026: 195])
    let hints = InMemoryRollHintStore([2025: 362])
    let source = try Self.source(clerk, hints: hints, now: "2026-09-15T12:00:00-04:00")
    let found = try await source.discover(year: 2026, wanted: 20).found
    #expect(found.highest == 195)
    #expect(clerk.requestCount == 14)
    #expect(found.rounds == 5)
  }

  /// A round's probes are sent together, never more than four at once.
  @Test func aColdSearchProbesAtMostFourAtOnce() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 1000])
    await clerk.update { $0.delay = .milliseconds(20) }
    let source = try Self.source(clerk, hints: InMemoryRollHintStore(), now: Clock.september2025)
    #expect(try await source.discover(year: 2025, wanted: 20).found.highest == 1000)
    let most = await clerk.maxInFlight
    #expect(most <= 4)
    #expect(most >= 2)
  }

  @Test(arguments: [1, 195, 1000])
  func aWarmRunWithNothingNewMakesTwoProbes(_ rolls: Int) async throws {
    let clerk = try ClerkRollServer(rolls: [2025: rolls])
    let hints = InMemoryRollHintStore([2025: rolls])
    let source = try Self.source(clerk, hints: hints, now: Clock.september2025)
    let found = try await source.discover(year: 2025, wanted: 20).found
    #expect(found.highest == rolls)
    #expect(found.rounds == 1)
    #expect(
      Set(clerk.requestedRolls) == [
        ClerkRoll(year: 2025, roll: rolls), ClerkRoll(year: 2025, roll: rolls + 1),
      ])
    #expect(clerk.requestCount == 2)
  }

  @Test(arguments: [(1, 6, 2), (3, 6, 2), (12, 13, 4), (40, 20, 6)])
  func aWarmRunAfterNewRollsProbesOnlyUpward(_ newRolls: Int, _ requests: Int, _ rounds: Int)
    async throws
  {
    let clerk = try ClerkRollServer(rolls: [2025: 180 + newRolls])
    let hints = InMemoryRollHintStore([2025: 180])
    let source = try Self.source(clerk, hints: hints, now: Clock.september2025)
    let found = try await source.discover(year: 2025, wanted: 20).found
    #expect(found.highest == 180 + newRolls)
    #expect(clerk.requestedRolls.allSatisfy { $0.roll >= 180 })
    #expect(clerk.requestCount == requests)
    #expect(found.rounds == rounds)
    #expect(await hints.hints == [2025: 180 + newRolls])
  }

  @Test func aHintThatIsTooHighIsCorrected() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    let hints = InMemoryRollHintStore([2025: 250])
    let source = try Self.source(clerk, hints: hints, now: Clock.september2025)
    let found = try await source.discover(year: 2025, wanted: 20).found
    #expect(found.highest == 195)
    #expect(clerk.requestCount == 14)
    #expect(found.rounds == 5)
    #expect(await hints.hints == [2025: 195])
  }

  @Test func aSecondRunUsesWhatTheFirstRemembered() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    let hints = InMemoryRollHintStore()
    let source = try Self.source(clerk, hints: hints, now: Clock.september2025)
    _ = try await source.latestVotes(limit: 4)
    let coldRequests = clerk.requestCount
    clerk.server.clearRequests()
    _ = try await source.latestVotes(limit: 4)
    #expect(coldRequests == 17)  // 15 probes, then rolls 194 and 193 (195 and 192 were probed)
    #expect(clerk.requestedRolls == [ClerkRoll(year: 2025, roll: 196)])  // 195…192 were stored
  }

  /// A cold search for a list of 20: what it costs, and what the list adds. The probes that
  /// land outside rolls 176…195 (10 of 15) are the price of not knowing where the year ends.
  @Test func aColdListOfTwentyCostsTheProbesAndTheRollsTheyMissed() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    let source = try Self.source(clerk, hints: InMemoryRollHintStore(), now: Clock.september2025)
    let votes = try await source.latestVotes(limit: 20)
    #expect(votes.map(\.id.roll) == Array((176...195).reversed()))
    let rolls = clerk.requestedRolls.map(\.roll)
    #expect(Set(rolls).count == rolls.count, "a roll was asked for twice: \(rolls)")
    #expect(rolls.count == 30)
    #expect(rolls.filter { !(176...196).contains($0) }.count == 9)
  }

  @Test func aFailingProbeIsANetworkError() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    await clerk.update { $0.failing = [ClerkRoll(year: 2025, roll: 196)] }
    let source = try Self.source(
      clerk, hints: InMemoryRollHintStore([2025: 195]), now: Clock.september2025)
    let error = await #expect(throws: VoteError.self) {
      try await source.discover(year: 2025, wanted: 20).found
    }
    guard let network = error?.networkError, network.code == .httpStatus, network.status == 500
    else {
      Issue.record("expected HTTP 500 inside .network, got \(String(describing: error))")
      return
    }
    #expect(error?.description.hasPrefix("clerk.house.gov: HTTP 500") == true)
  }

  @Test func probesAskForXML() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 3])
    let source = try Self.source(clerk, hints: InMemoryRollHintStore(), now: Clock.september2025)
    _ = try await source.discover(year: 2025, wanted: 20).found
    let accepts = clerk.server.requests.map { $0.header("Accept") ?? "" }
    #expect(!accepts.isEmpty)
    #expect(accepts.allSatisfy { $0.hasPrefix("application/xml") })
  }
}
