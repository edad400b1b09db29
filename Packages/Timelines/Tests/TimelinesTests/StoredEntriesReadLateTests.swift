import Foundation
import Testing

@testable import Timelines

/// A run reads its stored timeline for the schedule first and decodes the entries only when it
/// shows them or keeps them: a forced reload replaces them without decoding them.
@Suite struct StoredEntriesReadLateTests {
  let folder: URL

  init() {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("entries-read-late-\(UUID().uuidString)", isDirectory: true)
  }

  /// Stores a timeline of one entry labelled `label` with two budgeted reloads behind it, its
  /// entries' `label` renamed when `damaged` (the schedule still reads, the entries do not).
  private func storeTimeline(
    _ label: String, for key: WidgetKey, in store: FileTimelineStore, damaged: Bool
  ) async throws {
    let stored = StoredTimeline(
      key: key,
      timeline: Timeline(entries: entries([(5, label)]), policy: .after(minute(35))),
      fetchedAt: minute(5), reloadHistory: [minute(0), minute(5)])
    try await store.save(stored)
    guard damaged else { return }
    let url = store.fileURL(for: key)
    let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    try Data(text.replacingOccurrences(of: "\"label\"", with: "\"title\"").utf8).write(to: url)
  }

  @Test func aForcedReloadOfEntriesThatNoLongerDecodeKeepsTheReloadHistory() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = FileTimelineStore(directory: folder)
    let provider = ScriptedProvider(count: 2, policy: after(30 * 60))
    let widget = provider.largeWidget(at: minute(10), store: store)
    try await storeTimeline("old", for: widget.key, in: store, damaged: true)

    let update = try #require(await widget.refresh(.bypassingBudget))
    #expect(update.reason == .reloaded(.user))
    #expect(update.warnings.isEmpty)
    let stored = try #require(await store.load(widget.key, as: TestEntry.self).stored)
    #expect(stored.reloadHistory == [minute(0), minute(5)])
    #expect(stored.timeline.entries.map(\.label) == ["m10", "m25"])
    #expect(update.stored == stored)
  }

  @Test func aFailedForcedReloadKeepsTheOldEntries() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = FileTimelineStore(directory: folder)
    let provider = ScriptedProvider(count: 2, policy: after(30 * 60), isDown: { _ in true })
    let widget = provider.largeWidget(at: minute(10), store: store)
    try await storeTimeline("old", for: widget.key, in: store, damaged: false)

    let update = try #require(await widget.refresh(.bypassingBudget))
    #expect(update.isStale)
    #expect(update.entry.label == "old")
    #expect(update.source == .timeline(position: 1, count: 1))
    #expect(update.warnings.isEmpty)
    let stored = try #require(await store.load(widget.key, as: TestEntry.self).stored)
    #expect(stored.timeline.entries.map(\.label) == ["old"])
    #expect(stored.failure?.consecutiveFailures == 1)
    #expect(stored.reloadHistory == [minute(0), minute(5)])
    #expect(!stored.isFallback)
  }

  @Test func aFailedReloadOfEntriesThatNoLongerDecodeWarnsAndFallsBack() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = FileTimelineStore(directory: folder)
    let provider = ScriptedProvider(count: 2, policy: after(30 * 60), isDown: { _ in true })
    let widget = provider.largeWidget(at: minute(10), store: store)
    try await storeTimeline("old", for: widget.key, in: store, damaged: true)
    let url = store.fileURL(for: widget.key)

    let update = try #require(await widget.refresh(.bypassingBudget))
    #expect(update.source == .fallback)
    #expect(update.warnings.count == 1)
    let warning = try #require(update.warnings.first)
    #expect(warning.hasPrefix("warning: stored timeline \(url.path) is corrupt (missing label "))
    #expect(warning.hasSuffix("; discarded, the widget will reload"))
    let stored = try #require(await store.load(widget.key, as: TestEntry.self).stored)
    #expect(stored.isFallback)
    #expect(stored.reloadHistory == [minute(0), minute(5)])
  }

  @Test func aStartThatShowsEntriesThatNoLongerDecodeWarnsAndReloads() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = FileTimelineStore(directory: folder)
    let provider = ScriptedProvider(count: 2, policy: after(30 * 60))
    let widget = provider.largeWidget(at: minute(10), store: store)
    try await storeTimeline("old", for: widget.key, in: store, damaged: true)

    // Not due until 00:35 by the schedule; the entries to show do not decode, so the widget
    // reloads as if nothing were stored, as before.
    let update = try #require(await widget.refresh(.ifDue))
    #expect(update.reason == .reloaded(.initial))
    #expect(update.warnings.count == 1)
    #expect(update.warnings.first?.contains("is corrupt (missing label") == true)
    #expect(await provider.log.dates == [minute(10)])
  }

  @Test func aNotDueStartShowsTheStoredEntries() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = FileTimelineStore(directory: folder)
    let provider = ScriptedProvider(count: 2, policy: after(30 * 60))
    let widget = provider.largeWidget(at: minute(10), store: store)
    try await storeTimeline("old", for: widget.key, in: store, damaged: false)

    let update = try #require(await widget.refresh(.ifDue))
    #expect(update.entry.label == "old")
    #expect(update.stored?.timeline.entries.map(\.label) == ["old"])
    #expect(await provider.log.dates.isEmpty)
  }
}
