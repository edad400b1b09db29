import Foundation
import Testing

@testable import Timelines

/// The in-memory store keeps the same JSON and applies the same checks as the file store.
@Suite struct InMemoryTimelineStoreTests {
  static let key = WidgetKey(kind: "votes", family: .systemSmall, configurationKey: "default")

  @Test func roundTripsAndForgets() async throws {
    let store = InMemoryTimelineStore()
    let stored = StoredTimeline(
      key: Self.key, timeline: Timeline(entries: entries([(0, "a"), (15, "b")]), policy: .never),
      fetchedAt: minute(0), isFallback: true,
      failure: ReloadFailure(message: "down", consecutiveFailures: 1, retryAt: minute(5)))
    try await store.save(stored)
    #expect(await store.load(Self.key, as: TestEntry.self).stored == stored)
    #expect(await store.keys == [Self.key])

    await store.remove(Self.key)
    #expect(await store.load(Self.key, as: TestEntry.self).stored == nil)
  }

  @Test func anIncompatibleValueIsDiscarded() async throws {
    let store = InMemoryTimelineStore()
    await store.replaceRawData(Data(#"{"formatVersion": 0}"#.utf8), for: Self.key)
    let warning = try #require(await store.load(Self.key, as: TestEntry.self).warning)
    #expect(warning.problem == .incompatibleVersion(found: 0, expected: 1))
    #expect(await store.rawData(for: Self.key) == nil)
  }
}
