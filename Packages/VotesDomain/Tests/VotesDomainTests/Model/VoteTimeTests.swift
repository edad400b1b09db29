import Foundation
import Testing

@testable import VotesDomain

@Suite struct VoteTimeTests {
  @Test(arguments: [
    ("3-Jan-2025", "2:33 PM", "14:33", "2025-01-03T14:33:00-05:00"),
    ("3-Jan-2025", "2:33 PM", nil, "2025-01-03T14:33:00-05:00"),
    ("23-Jan-1990", "12:31 PM", nil, "1990-01-23T12:31:00-05:00"),
    ("9-Jun-2025", "7:01 PM", nil, "2025-06-09T19:01:00-04:00"),
    ("9-Jun-2025", "12:05 AM", nil, "2025-06-09T00:05:00-04:00"),
    ("2-Apr-2003", "12:13 PM", "12:13", "2003-04-02T12:13:00-05:00"),
    ("9-jun-2025", "7:01 p.m.", nil, "2025-06-09T19:01:00-04:00"),
  ])
  func clerkDateAndTimeAreEastern(_ date: String, _ time: String, _ time24: String?, _ iso: String)
  {
    let parsed = VoteTime.clerk(date: date, time: time, time24: time24)
    #expect(parsed.date == Date.iso(iso))
    #expect(parsed.isTimeKnown)
    #expect(parsed.publishedDate == date)
    #expect(parsed.publishedTime == time)
  }

  @Test(arguments: [
    (nil as String?, nil as String?), ("", nil), ("noon-ish", nil), ("13:99 PM", "25:00"),
  ])
  func missingTimeMeansNoonOnThePublishedDate(_ time: String?, _ time24: String?) {
    let parsed = VoteTime.clerk(date: "23-Jun-2011", time: time, time24: time24)
    #expect(parsed.date == Date.iso("2011-06-23T12:00:00-04:00"))
    #expect(!parsed.isTimeKnown)
  }

  @Test(arguments: ["", "31-Feb-2025", "3-Foo-2025", "2025-01-03", "3/1/2025"])
  func unreadableDateHasNoInstant(_ date: String) {
    let parsed = VoteTime.clerk(date: date, time: "2:33 PM", time24: nil)
    #expect(parsed.date == nil)
    #expect(parsed.publishedDate == date)
  }

  @Test(arguments: [
    ("2025-09-08T18:56:00-04:00", "8-Sep-2025", "6:56 PM"),
    ("2025-01-03T14:33:00-05:00", "3-Jan-2025", "2:33 PM"),
    ("2025-01-03T19:33:00Z", "3-Jan-2025", "2:33 PM"),
    ("2025-12-01T00:07:00-05:00", "1-Dec-2025", "12:07 AM"),
  ])
  func congressGovTimestampsAreWrittenTheClerksWay(_ iso: String, _ date: String, _ time: String) {
    let parsed = VoteTime.iso8601(iso)
    #expect(parsed.publishedDate == date)
    #expect(parsed.publishedTime == time)
    #expect(parsed.date == Date.iso(iso))
    #expect(parsed.isTimeKnown)
  }

  @Test func unreadableTimestampIsKeptAsText() {
    let parsed = VoteTime.iso8601("yesterday")
    #expect(
      parsed
        == VoteTime(publishedDate: "yesterday", publishedTime: nil, date: nil, isTimeKnown: false))
  }
}
