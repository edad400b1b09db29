import Foundation
import Testing

@testable import VotesDomain

@Suite struct CongressSessionTests {
  @Test(arguments: [
    (2025, 119, 1), (2026, 119, 2), (2027, 120, 1), (1990, 101, 2), (2011, 112, 1),
    (1935, 74, 1),
  ])
  func aYearIsOneSession(_ year: Int, _ congress: Int, _ session: Int) {
    let value = CongressSession(year: year)
    #expect(value == CongressSession(congress: congress, session: session))
    #expect(value.year == year)
    #expect(VoteID(congress: congress, session: session, roll: 1).clerkYear == year)
  }

  @Test(arguments: [("119/2", "119/1"), ("119/1", "118/2")])
  func theSessionBefore(_ session: String, _ previous: String) throws {
    let parts = session.split(separator: "/").compactMap { Int($0) }
    let value = CongressSession(congress: parts[0], session: parts[1])
    #expect(value.previous.description == previous)
  }

  /// New Year's Eve in Washington is already New Year's Day in UTC.
  @Test(arguments: [
    ("2025-12-31T23:30:00-05:00", 2025), ("2026-01-01T00:30:00-05:00", 2026),
    ("2025-01-01T03:00:00Z", 2024),
  ])
  func theYearIsWashingtons(_ instant: String, _ year: Int) throws {
    let date = try #require(Date.iso(instant))
    #expect(CongressSession.year(of: date) == year)
  }
}
