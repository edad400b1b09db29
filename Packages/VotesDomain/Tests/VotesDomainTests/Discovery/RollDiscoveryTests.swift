import Foundation
import Testing

@testable import VotesDomain

/// The search alone, against a year with rolls 1…N held in memory: no sockets, every N.
@Suite struct RollDiscoveryTests {
  /// A discovery over rolls 1…`rolls`.
  static func discovery(rolls: Int, ceiling: Int = VoteSourceLimits.highestRoll) -> RollDiscovery {
    RollDiscovery(
      probe: { (roll: Int) async throws(VotesError) in
        roll <= rolls
          ? .exists(.failure(.invalidClerkXML(ClerkRoll(year: 1, roll: roll), reason: "stub")))
          : .missing
      },
      ceiling: ceiling)
  }

  /// ⌊log₂ n⌋ for n ≥ 1, 0 otherwise.
  static func log2Floor(_ n: Int) -> Int {
    n < 1 ? 0 : Int.bitWidth - 1 - n.leadingZeroBitCount
  }

  @Test(arguments: [0, 1, 2, 3, 7, 8, 100, 128, 195, 362, 1000, 1186])
  func coldSearchFindsTheHighestRollInAbout2Log2NProbes(_ rolls: Int) async throws {
    let found = try await Self.discovery(rolls: rolls).highestRoll(hint: nil)
    #expect(found.highest == rolls)
    let bound = rolls == 0 ? 1 : 2 * Self.log2Floor(rolls) + 2
    #expect(found.probed.count <= bound, "probed \(found.probed)")
    #expect(Set(found.probed).count == found.probed.count, "a roll was probed twice")
  }

  @Test func coldSearchIsExactForEveryYearSizeUpTo1200() async throws {
    for rolls in 0...1200 {
      let found = try await Self.discovery(rolls: rolls).highestRoll(hint: nil)
      #expect(found.highest == rolls)
      #expect(found.probed.count <= 2 * Self.log2Floor(max(rolls, 1)) + 2)
    }
  }

  @Test(arguments: [1, 2, 195, 1000])
  func warmSearchWithNothingNewMakesTwoProbes(_ rolls: Int) async throws {
    let found = try await Self.discovery(rolls: rolls).highestRoll(hint: rolls)
    #expect(found.highest == rolls)
    #expect(found.probed == [rolls, rolls + 1])
  }

  @Test(arguments: [1, 2, 3, 5, 16, 40])
  func warmSearchAfterKNewRollsProbesOnlyUpward(_ newRolls: Int) async throws {
    let hint = 150
    let found = try await Self.discovery(rolls: hint + newRolls).highestRoll(hint: hint)
    #expect(found.highest == hint + newRolls)
    #expect(found.probed.allSatisfy { $0 >= hint })
    #expect(found.probed.count <= 3 + 2 * Self.log2Floor(newRolls), "probed \(found.probed)")
  }

  @Test(arguments: [(195, 250), (195, 196), (0, 12), (3, 9_999), (1, 2)])
  func aHintThatIsTooHighIsCorrected(_ rolls: Int, _ hint: Int) async throws {
    let found = try await Self.discovery(rolls: rolls).highestRoll(hint: hint)
    #expect(found.highest == rolls)
    #expect(found.probed.first == hint)
    #expect(found.probed.count <= 1 + Self.log2Floor(hint) + 1)
  }

  @Test(arguments: [0, -5, 10_000, Int.max])
  func aHintOutsideTheRollRangeIsIgnored(_ hint: Int) async throws {
    let found = try await Self.discovery(rolls: 40).highestRoll(hint: hint)
    #expect(found.highest == 40)
    #expect(found.probed.first == 1)
  }

  /// A server that answers vote XML for any roll must not keep the search going forever.
  @Test func theSearchStopsAtTheCeiling() async throws {
    let found = try await Self.discovery(rolls: .max, ceiling: 9_999).highestRoll(hint: nil)
    #expect(found.highest == 9_999)
    #expect(found.probed.allSatisfy { $0 <= 9_999 })
    #expect(found.probed.count <= 2 * Self.log2Floor(9_999) + 2)
  }

  @Test func everyOutcomeIsKeptForReuse() async throws {
    let found = try await Self.discovery(rolls: 195).highestRoll(hint: nil)
    #expect(Set(found.outcomes.keys) == Set(found.probed))
    #expect(found.outcomes[195]?.exists == true)
    #expect(found.outcomes[196]?.exists != true)
  }

  @Test func aFailingProbeEndsTheSearchWithItsError() async {
    let discovery = RollDiscovery(probe: { (roll: Int) async throws(VotesError) in
      if roll == 4 { throw .apiKeyMissing }
      return .exists(.failure(.apiKeyMissing))
    })
    await #expect(throws: VotesError.apiKeyMissing) {
      try await discovery.highestRoll(hint: nil)
    }
  }
}
