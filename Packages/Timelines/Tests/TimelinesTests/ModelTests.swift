import Foundation
import Testing

@testable import Timelines

/// Families, contexts, configurations and the words of the update reasons.
@Suite struct ModelTests {
  @Test(arguments: [
    (WidgetFamily.systemSmall, 21, 10), (.systemMedium, 45, 10), (.systemLarge, 45, 22),
    (.systemExtraLarge, 95, 22),
  ])
  func familiesHaveTheirTerminalSizes(family: WidgetFamily, columns: Int, rows: Int) {
    #expect(family.displaySize == WidgetDisplaySize(columns: columns, rows: rows))
    #expect(TimelineContext(family: family, date: minute(0)).displaySize == family.displaySize)
  }

  @Test func entriesHaveNoRelevanceUnlessTheySaySo() {
    struct Scored: TimelineEntry {
      var date: Date
      var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: 2, duration: 60) }
    }
    #expect(TestEntry(date: minute(0), label: "").relevance == nil)
    #expect(Scored(date: minute(0)).relevance?.score == 2)
    #expect(TimelineEntryRelevance(score: 1).duration == 0)
  }

  @Test func noConfigurationHasAStableKey() throws {
    #expect(NoConfiguration().storageKey == "default")
    let data = try JSONEncoder().encode(NoConfiguration())
    #expect(try JSONDecoder().decode(NoConfiguration.self, from: data) == NoConfiguration())
  }

  @Test func theDefaultFallbackIsThePlaceholder() {
    let provider = ScriptedProvider(count: 1, policy: { _ in .never })
    let context = TimelineContext(family: .systemSmall, date: minute(3))
    let entry = provider.fallback(for: NoConfiguration(), error: ServiceDown(), in: context)
    #expect(entry == TestEntry(date: minute(3), label: "placeholder"))
  }

  @Test(arguments: [
    (UpdateReason.entry(position: 2, count: 4, date: minute(14 * 60 + 15)), "entry 2 of 4 (14:15)"),
    (.reloaded(.policyAfter(minute(14 * 60 + 30))), "reload: policy after 14:30"),
    (.reloaded(.policyAtEnd(minute(14 * 60 + 45))), "reload: policy at end (14:45)"),
    (.reloaded(.initial), "reload: no timeline yet"),
    (.reloaded(.user), "reload: requested by user"),
    (.reloaded(.retry(attempt: 3)), "reload: retry 3 after failure"),
    (.deferred(until: minute(14 * 60 + 35)), "reload deferred by budget to 14:35"),
    (
      .failed(message: "timed out", retryAt: minute(14 * 60 + 40)),
      "reload failed: timed out; retrying at 14:40"
    ),
    (
      .restored(fetchedAt: minute(9 * 60 + 5), nextReload: nil),
      "stored timeline from 09:05; no reload scheduled"
    ),
  ])
  func reasonsReadAsOneLine(reason: UpdateReason, text: String) {
    #expect(reason.description(in: utc) == text)
  }

  @Test func reasonsUseTheGivenTimeZone() throws {
    let india = try #require(TimeZone(secondsFromGMT: 5 * 3_600 + 1_800))
    #expect(
      UpdateReason.deferred(until: minute(0)).description(in: india)
        == "reload deferred by budget to 05:30")
  }
}
