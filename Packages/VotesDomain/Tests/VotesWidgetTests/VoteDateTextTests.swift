import Foundation
import Testing
import VotesDomain

@testable import VotesWidget

@Suite struct VoteDateTextTests {
  static let july3 = Date(timeIntervalSince1970: 1_751_567_460)  // 2025-07-03 18:31 UTC
  static let jan22 = Date(timeIntervalSince1970: 1_737_583_260)  // 2025-01-22 22:01 UTC

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let time: VoteTime
    let zone: String
    let full: String
    var testDescription: String { name }
  }

  @Test(arguments: [
    Case(
      name: "summer, Eastern",
      time: VoteTime(
        publishedDate: "3-Jul-2025", publishedTime: "2:31 PM", date: july3, isTimeKnown: true),
      zone: "America/New_York", full: "Jul 3, 2025 2:31 PM ET"),
    Case(
      name: "winter, Eastern",
      time: VoteTime(
        publishedDate: "22-Jan-2025", publishedTime: "5:01 PM", date: jan22, isTimeKnown: true),
      zone: "America/New_York", full: "Jan 22, 2025 5:01 PM ET"),
    Case(
      name: "UTC",
      time: VoteTime(
        publishedDate: "22-Jan-2025", publishedTime: "5:01 PM", date: jan22, isTimeKnown: true),
      zone: "UTC", full: "Jan 22, 2025 10:01 PM GMT"),
    Case(
      name: "no time",
      time: VoteTime(
        publishedDate: "23-Jun-2011", publishedTime: nil, date: july3, isTimeKnown: false),
      zone: "America/New_York", full: "Jul 3, 2025"),
    Case(
      name: "unreadable date",
      time: VoteTime(
        publishedDate: "sometime", publishedTime: "noon", date: nil, isTimeKnown: false),
      zone: "America/New_York", full: "sometime noon"),
    Case(
      name: "nothing",
      time: VoteTime(publishedDate: "", publishedTime: nil, date: nil, isTimeKnown: false),
      zone: "America/New_York", full: "No date"),
  ])
  func writesTheDayAndTime(_ test: Case) throws {
    let zone = try #require(TimeZone(identifier: test.zone))
    #expect(VoteDateText(test.time, timeZone: zone).full == test.full)
  }
}
