import Foundation
import Testing

@testable import Timelines

/// What a refresher learns of a widget's stored state without reading its file back
/// (`SchedulerUpdate.stored`) or decoding what its entries show (`DatedEntry`).
@Suite struct StoredStateTests {
  let folder: URL

  init() {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stored-state-\(UUID().uuidString)", isDirectory: true)
  }

  @Test func anUpdateCarriesWhatTheStoreHoldsAfterIt() async throws {
    let store = FileTimelineStore(directory: folder)
    let provider = ScriptedProvider(count: 3, policy: after(30 * 60))
    let first = try #require(
      await provider.largeWidget(at: minute(0), store: store).refresh(.ifDue))
    let key = provider.largeWidget(at: minute(0), store: store).key
    let onDisk = try #require(await store.load(key, as: TestEntry.self).stored)
    #expect(first.stored == onDisk)
    #expect(first.stored?.fetchedAt == minute(0))

    // Not due: the update carries the state it loaded.
    let restored = try #require(
      await provider.largeWidget(at: minute(10), store: store).refresh(.ifDue))
    #expect(restored.stored == onDisk)
  }

  @Test func aSaveThatFailsLeavesTheStateBeforeIt() async throws {
    try Data("not a folder".utf8).write(to: folder)
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = FileTimelineStore(directory: folder.appendingPathComponent("state"))
    let provider = ScriptedProvider(count: 1, policy: after(30 * 60))
    let update = try #require(
      await provider.largeWidget(at: minute(0), store: store).refresh(.bypassingBudget))
    #expect(update.reason == .reloaded(.user))
    #expect(update.warnings.count == 1)
    #expect(update.stored == nil)
  }

  @Test(arguments: [ReloadRequest.ifDue, .withinBudget])
  func aTimelineReadForItsDatesIsPlannedAsTheWholeOne(_ request: ReloadRequest) async throws {
    let store = FileTimelineStore(directory: folder)
    let failing = ScriptedProvider(
      count: 4, policy: { _ in .atEnd }, isDown: { $0 >= minute(60) })
    _ = await failing.largeWidget(at: minute(0), store: store).refresh(.ifDue)
    _ = await failing.largeWidget(at: minute(70), store: store).refresh(.bypassingBudget)
    let key = failing.largeWidget(at: minute(0), store: store).key
    let whole = try #require(await store.load(key, as: TestEntry.self).stored)
    let dates = try #require(await store.load(key, as: DatedEntry.self).stored)
    #expect(dates.timeline.entries.map(\.date) == whole.timeline.entries.map(\.date))
    #expect(dates.failure == whole.failure)
    #expect(dates.dueReload?.date == whole.dueReload?.date)
    #expect(dates.dueReload?.trigger == whole.dueReload?.trigger)
    let planner = ReloadPlanner()
    for moment in [minute(71), minute(80), minute(200)] {
      #expect(
        planner.plan(for: dates, at: moment, request: request)
          == planner.plan(for: whole, at: moment, request: request))
    }
  }
}
