import Foundation
import Testing

@testable import VotesDomain

/// The search alone, against a year with rolls 1…N held in memory: no sockets, every N.
@Suite struct RollDiscoveryTests {
  /// A discovery over rolls 1…`rolls` but `gaps`, the caller holding `held`.
  static func discovery(
    rolls: Int, ceiling: Int = VoteSourceLimits.highestRoll, gaps: Set<Int> = [],
    held: Set<Int> = []
  ) -> RollDiscovery {
    RollDiscovery(
      probe: { (roll: Int) async throws(VoteError) in
        roll <= rolls && !gaps.contains(roll)
          ? .exists(.failure(.invalidClerkXML(ClerkRoll(year: 1, roll: roll), reason: "stub")))
          : .missing
      },
      ceiling: ceiling, held: held)
  }

  /// What ``RollEstimate`` says in mid-September with no hint for the previous year.
  static let septemberEstimate = 353

  /// Requests and rounds of a cold search in mid-September (before: 1 + 0, 2, 16, 20
  /// requests, each a round of its own).
  @Test(arguments: [(0, 4, 1), (1, 14, 5), (195, 15, 5), (1000, 19, 6)])
  func coldSearchCounts(_ rolls: Int, _ requests: Int, _ rounds: Int) async throws {
    let found = try await Self.discovery(rolls: rolls)
      .highestRoll(hint: nil, estimate: Self.septemberEstimate)
    #expect(found.highest == rolls)
    #expect(found.probed.count == requests, "probed \(found.probed)")
    #expect(found.rounds == rounds)
    #expect(found.probed.first == 1)
  }

  /// Early in January the estimate is below 4 rolls: roll 1 alone first.
  @Test(arguments: [(0, 1, 1), (1, 5, 2), (5, 12, 4)])
  func theFirstDaysOfAYearStartWithRollOne(_ rolls: Int, _ requests: Int, _ rounds: Int)
    async throws
  {
    let found = try await Self.discovery(rolls: rolls).highestRoll(hint: nil, estimate: 1)
    #expect(found.highest == rolls)
    #expect(found.probed.count == requests)
    #expect(found.rounds == rounds)
  }

  @Test(arguments: [nil, 1, 40, 255, 353, 1200, 9_999] as [Int?])
  func coldSearchIsExactForEveryYearSizeUpTo1200(_ estimate: Int?) async throws {
    for rolls in 0...1200 {
      let found = try await Self.discovery(rolls: rolls).highestRoll(hint: nil, estimate: estimate)
      #expect(found.highest == rolls)
      #expect(Set(found.probed).count == found.probed.count, "a roll was probed twice")
      #expect(found.probed.count <= RollDiscovery.maxProbesPerRound * found.rounds)
      #expect(found.rounds <= 10)
    }
  }

  @Test func aGoodEstimateBoundsEveryYearUpTo1200() async throws {
    for rolls in 0...1200 {
      let found = try await Self.discovery(rolls: rolls)
        .highestRoll(hint: nil, estimate: Self.septemberEstimate)
      #expect(found.rounds <= 6 && found.probed.count <= 19, "N = \(rolls): \(found.probed)")
    }
  }

  @Test(arguments: [1, 2, 195, 1000])
  func warmSearchWithNothingNewMakesTwoProbesInOneRound(_ rolls: Int) async throws {
    let found = try await Self.discovery(rolls: rolls)
      .highestRoll(hint: rolls, estimate: Self.septemberEstimate)
    #expect(found.highest == rolls)
    #expect(found.probed == [rolls, rolls + 1])
    #expect(found.rounds == 1)
  }

  /// A second run holds the hint's roll (read before, and rolls are never withdrawn): only
  /// the roll after it is asked for.
  @Test(arguments: [1, 2, 195, 1000])
  func aHeldHintIsNotProbed(_ rolls: Int) async throws {
    let held = Set(max(1, rolls - 19)...rolls)
    let found = try await Self.discovery(rolls: rolls, held: held).highestRoll(hint: rolls)
    #expect(found.highest == rolls)
    #expect(found.probed == [rolls + 1])
    #expect(found.rounds == 1)
    #expect(found.outcomes.keys.sorted() == [rolls + 1], "held rolls have no outcome to reuse")
  }

  /// K new rolls after a held hint: one request fewer than with the hint probed (below).
  @Test(arguments: [(1, 5, 2), (3, 5, 2), (16, 12, 4), (40, 19, 6)])
  func newRollsAfterAHeldHint(_ newRolls: Int, _ requests: Int, _ rounds: Int) async throws {
    let hint = 150
    let found = try await Self.discovery(rolls: hint + newRolls, held: Set(131...150))
      .highestRoll(hint: hint)
    #expect(found.highest == hint + newRolls)
    #expect(found.probed.allSatisfy { $0 > hint })
    #expect(found.probed.count == requests, "probed \(found.probed)")
    #expect(found.rounds == rounds)
  }

  /// Rolls held anywhere count as existing without a request, cold too, and the answer is
  /// the same as without them.
  @Test func heldRollsAreNeverProbedAndChangeNoAnswer() async throws {
    for rolls in [0, 1, 20, 195, 700] {
      let held = Set(stride(from: 1, through: rolls, by: 7))
      let found = try await Self.discovery(rolls: rolls, held: held)
        .highestRoll(hint: nil, estimate: Self.septemberEstimate)
      #expect(found.highest == rolls)
      #expect(held.isDisjoint(with: found.probed), "N = \(rolls): \(found.probed)")
    }
  }

  /// A missing roll below one that exists in the same round is a gap, not the end: roll 197
  /// is missing, 198…200 are there.
  @Test func aRollAboveAGapInTheSameRoundCounts() async throws {
    let found = try await Self.discovery(rolls: 200, gaps: [197], held: [195])
      .highestRoll(hint: 195)
    #expect(found.highest == 200)
    #expect(found.probed == [196, 197, 198, 199, 200, 204, 208, 212, 216, 201, 202, 203])
  }

  /// K new rolls since the hint (before: 3, 5, 5, 7, 11 and 13 requests, one round each).
  @Test(arguments: [(1, 6, 2), (2, 6, 2), (3, 6, 2), (5, 13, 4), (16, 13, 4), (40, 20, 6)])
  func warmSearchAfterKNewRollsProbesOnlyUpward(_ newRolls: Int, _ requests: Int, _ rounds: Int)
    async throws
  {
    let hint = 150
    let found = try await Self.discovery(rolls: hint + newRolls).highestRoll(hint: hint)
    #expect(found.highest == hint + newRolls)
    #expect(found.probed.allSatisfy { $0 >= hint })
    #expect(found.probed.count == requests, "probed \(found.probed)")
    #expect(found.rounds == rounds)
  }

  /// Before: 9, 9, 4, 14 and 2 requests, one round each.
  @Test(arguments: [
    (195, 250, 14, 5), (195, 196, 14, 5), (0, 12, 7, 3), (3, 9_999, 20, 8), (1, 2, 3, 2),
  ])
  func aHintThatIsTooHighIsCorrected(_ rolls: Int, _ hint: Int, _ requests: Int, _ rounds: Int)
    async throws
  {
    let found = try await Self.discovery(rolls: rolls).highestRoll(hint: hint)
    #expect(found.highest == rolls)
    #expect(found.probed.first == hint)
    #expect(found.probed.count == requests, "probed \(found.probed)")
    #expect(found.rounds == rounds)
  }

  @Test func everyHintFindsTheTruth() async throws {
    for hint in [1, 7, 150, 362, 1000] {
      for rolls in [0, 1, 6, 7, 8, 149, 151, 362, 700, 1200] {
        let found = try await Self.discovery(rolls: rolls).highestRoll(hint: hint)
        #expect(found.highest == rolls, "hint \(hint), N = \(rolls)")
        #expect(Set(found.probed).count == found.probed.count)
      }
    }
  }

  @Test(arguments: [0, -5, 10_000, Int.max])
  func aHintOutsideTheRollRangeIsIgnored(_ hint: Int) async throws {
    let found = try await Self.discovery(rolls: 40).highestRoll(hint: hint)
    #expect(found.highest == 40)
    #expect(found.probed.first == 1)
  }

  /// A server that answers vote XML for any roll must not keep the search going forever.
  @Test(arguments: [nil, 353] as [Int?])
  func theSearchStopsAtTheCeiling(_ estimate: Int?) async throws {
    let found = try await Self.discovery(rolls: .max, ceiling: 9_999)
      .highestRoll(hint: nil, estimate: estimate)
    #expect(found.highest == 9_999)
    #expect(found.probed.allSatisfy { $0 <= 9_999 })
    #expect(found.probed.count <= 27)
  }

  @Test func everyOutcomeIsKeptForReuse() async throws {
    let found = try await Self.discovery(rolls: 195)
      .highestRoll(hint: nil, estimate: Self.septemberEstimate)
    #expect(Set(found.outcomes.keys) == Set(found.probed))
    #expect(found.outcomes[195]?.exists == true)
    #expect(found.outcomes[196]?.exists != true)
  }

  @Test func aFailingProbeEndsTheSearchWithItsError() async {
    let discovery = RollDiscovery(probe: { (roll: Int) async throws(VoteError) in
      if roll == 4 { throw .apiKeyMissing }
      return .exists(.failure(.apiKeyMissing))
    })
    await #expect(throws: VoteError.apiKeyMissing) {
      try await discovery.highestRoll(hint: nil)
    }
  }

  @Test(
    arguments: [
      (Clock.september2025, nil, 353), (Clock.september2025, 362, 255),
      (Clock.january2026, 362, 1), (Clock.january2026, nil, 2),
    ] as [(String, Int?, Int)])
  func theEstimateFollowsTheDateAndThePreviousYear(
    _ now: String, _ previous: Int?, _ expected: Int
  ) throws {
    let date = try Clock.at(now)()
    let year = CongressSession.year(of: date)
    #expect(RollEstimate.rolls(year: year, at: date, previousYearCount: previous) == expected)
    #expect(
      RollEstimate.rolls(year: year - 1, at: date, previousYearCount: previous) == previous ?? 500)
    #expect(
      RollEstimate.rolls(year: year, at: date, previousYearCount: -3)
        == RollEstimate.rolls(year: year, at: date, previousYearCount: nil))
  }
}
