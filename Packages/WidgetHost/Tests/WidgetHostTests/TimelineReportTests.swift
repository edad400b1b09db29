import Foundation
import Testing
import Timelines

@testable import AppCommandLine
@testable import WidgetHost

@Suite struct TimelineReportTests {
  static let start = Date(timeIntervalSince1970: 1_795_356_000)  // 14:00 UTC
  let utc = TimeZone(identifier: "UTC") ?? .current

  func report(_ policy: TimelineReloadPolicy, words: [String] = ["a", "b"])
    -> TimelineReport<WordEntry>
  {
    let entries = words.enumerated().map {
      WordEntry(date: Self.start.addingTimeInterval(Double($0.offset) * 900), word: $0.element)
    }
    return TimelineReport(
      timeline: Timeline(entries: entries, policy: policy), fetchedAt: Self.start)
  }

  @Test func jsonHasEntriesAndReload() throws {
    let json = try report(.after(Self.start.addingTimeInterval(3600))).json()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let entries = try #require(object["entries"] as? [[String: Any]])
    #expect(entries.map { $0["word"] as? String } == ["a", "b"])
    #expect(entries.first?["date"] as? String == "2026-11-22T14:00:00Z")
    let reload = try #require(object["reload"] as? [String: Any])
    #expect(reload["policy"] as? String == "after")
    #expect(reload["date"] as? String == "2026-11-22T15:00:00Z")
  }

  @Test func neverHasANullReloadDate() throws {
    let json = try report(.never).json()
    #expect(json.contains("\"policy\" : \"never\"") || json.contains("\"policy\":\"never\""))
    #expect(json.contains("null"))
  }

  @Test func textListsEntriesThenTheReload() {
    let text = report(.atEnd).text(timeZone: utc) { ["word: \($0.word)"] }
    #expect(
      text == """
        entry 1 of 2 at 2026-11-22 14:00
          word: a
        entry 2 of 2 at 2026-11-22 14:15
          word: b
        reload at 2026-11-22 14:15 (policy: at end, after the last entry)
        """)
  }

  @Test func anEmptyTimelineSaysThePlaceholderShows() {
    let text = report(.never, words: []).text(timeZone: utc) { _ in [] }
    #expect(text.contains("no entries: the widget shows its placeholder"))
    #expect(text.contains("no reload (policy: never)"))
  }
}
