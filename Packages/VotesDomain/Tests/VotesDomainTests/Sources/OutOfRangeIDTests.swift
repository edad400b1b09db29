import Foundation
import Testing

@testable import VotesDomain

/// Identifiers a caller builds by hand (the sources' methods are public) are checked against
/// what a link can name before any arithmetic or request: far out of range is "no such vote".
@Suite struct OutOfRangeIDTests {
  static let ids = [
    VoteID(congress: .max, session: 1, roll: 1), VoteID(congress: .min, session: 1, roll: 1),
    VoteID(congress: 119, session: .max, roll: 1), VoteID(congress: 119, session: .min, roll: 1),
    VoteID(congress: 201, session: 1, roll: 1), VoteID(congress: 119, session: 1, roll: .max),
  ]

  @Test(arguments: ids)
  func theClerkAnswersNotFoundWithoutARequest(_ id: VoteID) async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 3])
    let source = ClerkVoteSource(client: clerk.client, now: try Clock.at(Clock.september2025))
    let error = await Self.error { () async throws(VoteError) in try await source.vote(id) }
    #expect(error?.isNotFound == true, "\(String(describing: error))")
    #expect(clerk.requestCount == 0)
  }

  @Test(arguments: ids)
  func congressGovAnswersNotFoundWithoutARequest(_ id: VoteID) async throws {
    let api = try CongressGovServer(lists: ["119/1": [240]])
    let source = try api.source()
    let error = await Self.error { () async throws(VoteError) in try await source.vote(id) }
    #expect(error == .voteNotFound(id, source: .congressGov))
    #expect(api.paths.isEmpty)
  }

  @Test(arguments: [Int.min, -1, 0, 1788, 2189, Int.max])
  func aYearNoCongressSatInIsNotFoundWithoutARequest(_ year: Int) async throws {
    let api = try CongressGovServer(lists: ["119/1": [240]])
    let clerk = try ClerkRollServer(rolls: [2025: 3])
    let sources: [any VoteSource] = [
      try api.source(),
      ClerkVoteSource(client: clerk.client, now: try Clock.at(Clock.september2025)),
    ]
    for source in sources {
      let error = await Self.error { () async throws(VoteError) in
        try await source.vote(year: year, roll: 1)
      }
      #expect(error?.isNotFound == true, "\(source.id): \(String(describing: error))")
    }
    #expect(api.paths.isEmpty)
    #expect(clerk.requestCount == 0)
  }

  /// The year a Congress's session sat in saturates instead of trapping.
  @Test(arguments: [
    (VoteID(congress: .max, session: .max, roll: 1), Int.max),
    (VoteID(congress: .min, session: .min, roll: 1), Int.min),
    (VoteID(congress: 119, session: 1, roll: .max), 2025),
  ])
  func clerkYearSaturates(_ id: VoteID, _ year: Int) {
    #expect(id.clerkYear == year)
    #expect(id.clerkRoll.path.hasPrefix("evs/\(year)/roll"))
  }

  static func error(_ body: () async throws(VoteError) -> Vote) async -> VoteError? {
    do {
      _ = try await body()
      return nil
    } catch {
      return error
    }
  }
}
