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

  @Test(arguments: [1, 2, 7, 100, 195, 1000])
  func coldDiscoveryFindsTheHighestRoll(_ rolls: Int) async throws {
    let clerk = try ClerkRollServer(rolls: [2025: rolls])
    let hints = InMemoryRollHintStore()
    let source = try Self.source(clerk, hints: hints, now: Clock.september2025)
    let found = try await source.discover(year: 2025)
    #expect(found.highest == rolls)
    #expect(clerk.requestCount == 2 * RollDiscoveryTests.log2Floor(rolls) + 2)
    #expect(clerk.requestedRolls.allSatisfy { $0.year == 2025 })
    #expect(await hints.hints == [2025: rolls])
  }

  @Test(arguments: [ClerkRollServer.Missing.status404, .htmlPage200])
  func aMissingRollIsA404OrAnHTMLPage(_ missing: ClerkRollServer.Missing) async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    await clerk.update { $0.missing = missing }
    let source = try Self.source(clerk, hints: InMemoryRollHintStore(), now: Clock.september2025)
    #expect(try await source.discover(year: 2025).highest == 195)
    #expect(clerk.requestCount == 16)
  }

  @Test(arguments: [1, 195, 1000])
  func aWarmRunWithNothingNewMakesTwoProbes(_ rolls: Int) async throws {
    let clerk = try ClerkRollServer(rolls: [2025: rolls])
    let hints = InMemoryRollHintStore([2025: rolls])
    let source = try Self.source(clerk, hints: hints, now: Clock.september2025)
    #expect(try await source.discover(year: 2025).highest == rolls)
    #expect(
      clerk.requestedRolls == [
        ClerkRoll(year: 2025, roll: rolls), ClerkRoll(year: 2025, roll: rolls + 1),
      ])
  }

  @Test(arguments: [1, 3, 12, 40])
  func aWarmRunAfterNewRollsProbesOnlyUpward(_ newRolls: Int) async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 180 + newRolls])
    let hints = InMemoryRollHintStore([2025: 180])
    let source = try Self.source(clerk, hints: hints, now: Clock.september2025)
    #expect(try await source.discover(year: 2025).highest == 180 + newRolls)
    #expect(clerk.requestedRolls.allSatisfy { $0.roll >= 180 })
    #expect(clerk.requestCount <= 3 + 2 * RollDiscoveryTests.log2Floor(newRolls))
    #expect(await hints.hints == [2025: 180 + newRolls])
  }

  @Test func aHintThatIsTooHighIsCorrected() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    let hints = InMemoryRollHintStore([2025: 250])
    let source = try Self.source(clerk, hints: hints, now: Clock.september2025)
    #expect(try await source.discover(year: 2025).highest == 195)
    #expect(clerk.requestCount <= 10)
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
    #expect(coldRequests == 17)  // 16 probes, then roll 193 (195, 194 and 192 were probed)
    #expect(clerk.requestCount == 5)  // probes of 195 and 196, then rolls 194, 193, 192
  }

  @Test func aFailingProbeIsANetworkError() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    await clerk.update { $0.failing = [ClerkRoll(year: 2025, roll: 196)] }
    let source = try Self.source(
      clerk, hints: InMemoryRollHintStore([2025: 195]), now: Clock.september2025)
    let error = await #expect(throws: VotesError.self) { try await source.discover(year: 2025) }
    guard case .httpStatus(500, _, _)? = error?.networkError else {
      Issue.record("expected HTTP 500 inside .network, got \(String(describing: error))")
      return
    }
    #expect(error?.description.hasPrefix("clerk.house.gov is failing") == true)
  }

  @Test func probesAskForXML() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 3])
    let source = try Self.source(clerk, hints: InMemoryRollHintStore(), now: Clock.september2025)
    _ = try await source.discover(year: 2025)
    let accepts = clerk.server.requests.map { $0.header("Accept") ?? "" }
    #expect(!accepts.isEmpty)
    #expect(accepts.allSatisfy { $0.hasPrefix("application/xml") })
  }
}
