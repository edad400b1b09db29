import Foundation
import Testing

@testable import Timelines

/// The scheduler with a store, across runs, with a failing provider, and driven step by step.
@Suite struct SchedulerTests {
  private func scheduler(
    _ provider: ScriptedProvider,
    clock: ManualWidgetClock,
    store: (any TimelineStore)? = nil
  ) -> TimelineScheduler<ScriptedProvider> {
    TimelineScheduler(
      kind: "test", provider: provider, family: .systemLarge, clock: clock, store: store)
  }

  @Test func aLaterRunDrawsFromTheStoreUntilTheReloadIsDue() async throws {
    let store = InMemoryTimelineStore()
    let clock = ManualWidgetClock(now: minute(0))
    let provider = ScriptedProvider(count: 4, policy: after(60 * 60))
    let widget = scheduler(provider, clock: clock, store: store)

    let first = try #require(await widget.currentUpdate())
    #expect(first.reason == .reloaded(.initial))

    clock.advance(to: minute(20))
    let second = try #require(await widget.currentUpdate())
    #expect(second.description(in: utc) == "stored timeline from 00:00; reload due 01:00")
    #expect(second.entry.label == "m15")
    #expect(second.source == .timeline(position: 2, count: 4))
    #expect(second.nextWake == minute(30))
    #expect(await provider.log.dates == [minute(0)])

    clock.advance(to: minute(61))
    let third = try #require(await widget.currentUpdate())
    #expect(third.reason == .reloaded(.policyAfter(minute(60))))
    #expect(await provider.log.dates == [minute(0), minute(61)])
  }

  @Test func oneShotRunsShareTheBudgetThroughTheStore() async {
    let store = InMemoryTimelineStore()
    let clock = ManualWidgetClock(now: minute(0))
    let provider = ScriptedProvider(count: 1, policy: { _ in .atEnd })
    let widget = scheduler(provider, clock: clock, store: store)

    var reasons: [String] = []
    for step in 0..<60 {
      clock.advance(to: minute(Double(step)))
      if let update = await widget.currentUpdate() {
        reasons.append(update.description(in: utc))
      }
    }
    let calls = await provider.log.callMinutes(before: minute(60))
    #expect(calls == (0..<12).map { Double($0) * 5 })
    #expect(reasons[1] == "reload deferred by budget to 00:05")
    #expect(reasons[5] == "reload: policy at end (00:00)")
  }

  @Test func aUserReloadBypassesTheBudgetAndIsNotCounted() async throws {
    let store = InMemoryTimelineStore()
    let clock = ManualWidgetClock(now: minute(0))
    let provider = ScriptedProvider(count: 1, policy: after(30 * 60))
    let widget = scheduler(provider, clock: clock, store: store)
    _ = await widget.currentUpdate()

    clock.advance(to: minute(1))
    let forced = try #require(await widget.currentUpdate(forceReload: true))
    #expect(forced.reason == .reloaded(.user))
    #expect(forced.entry.date == minute(1))

    let stored = try #require(await store.load(widget.key, as: TestEntry.self).stored)
    #expect(stored.reloadHistory == [minute(0)])
    #expect(stored.fetchedAt == minute(1))
  }

  @Test func aCorruptStoredTimelineIsDiscardedWithAWarningAndReloaded() async throws {
    let store = InMemoryTimelineStore()
    let clock = ManualWidgetClock(now: minute(0))
    let provider = ScriptedProvider(count: 1, policy: after(30 * 60))
    let widget = scheduler(provider, clock: clock, store: store)
    await store.replaceRawData(Data("{\"formatVersion\": 1, \"kind\": ".utf8), for: widget.key)

    let update = try #require(await widget.currentUpdate())
    #expect(update.reason == .reloaded(.initial))
    #expect(update.warnings.count == 1)
    #expect(update.warnings.first?.hasPrefix("warning: stored timeline memory:") == true)
    #expect(update.warnings.first?.contains("is corrupt") == true)
    #expect(await store.load(widget.key, as: TestEntry.self).stored != nil)
  }

  @Test func aFailureKeepsTheLastGoodTimelineOnScreen() async throws {
    let store = InMemoryTimelineStore()
    let clock = ManualWidgetClock(now: minute(0))
    let provider = ScriptedProvider(
      count: 4, policy: after(60 * 60), isDown: { $0 >= minute(60) })
    let widget = scheduler(provider, clock: clock, store: store)
    _ = await widget.currentUpdate()

    clock.advance(to: minute(60))
    let failed = try #require(await widget.currentUpdate())
    #expect(failed.entry.label == "m45")
    #expect(failed.source == .timeline(position: 4, count: 4))
    #expect(failed.isStale)
    #expect(
      failed.description(in: utc)
        == "reload failed: service unavailable (HTTP 503); retrying at 01:05")

    clock.advance(to: minute(62))
    let waiting = try #require(await widget.currentUpdate())
    #expect(waiting.isStale)
    #expect(waiting.description(in: utc) == "stored timeline from 00:00; reload due 01:05")
  }

  @Test func aSaveThatFailsIsReportedAndTheWidgetStillDraws() async throws {
    let blocker = FileManager.default.temporaryDirectory
      .appendingPathComponent("timelines-blocker-\(UUID().uuidString)")
    try Data("not a directory".utf8).write(to: blocker)
    defer { try? FileManager.default.removeItem(at: blocker) }
    let store = FileTimelineStore(directory: blocker.appendingPathComponent("state"))
    let provider = ScriptedProvider(count: 1, policy: after(30 * 60))
    let widget = scheduler(provider, clock: ManualWidgetClock(now: minute(0)), store: store)

    let update = try #require(await widget.currentUpdate())
    #expect(update.reason == .reloaded(.initial))
    #expect(update.warnings.count == 1)
    #expect(update.warnings.first?.contains("cannot create the directory for") == true)
  }

  @Test func aRunDrivenStepByStepSeesEachWakeInOrder() async {
    let clock = ManualWidgetClock(now: minute(0))
    let provider = ScriptedProvider(count: 2, spacing: 10 * 60, policy: after(30 * 60))
    let widget = scheduler(provider, clock: clock)
    let consumer = BackgroundRun(widget)

    await clock.waitForSleepers()
    #expect(clock.sleeperDeadlines == [minute(10)])
    await clock.advanceToNextWake()
    await clock.waitForSleepers()
    #expect(clock.sleeperDeadlines == [minute(30)])
    await clock.advanceToNextWake()
    await clock.waitForSleepers()

    let seen = await consumer.stop()
    #expect(clock.sleeperDeadlines.isEmpty)
    #expect(
      seen == ["reload: no timeline yet", "entry 2 of 2 (00:10)", "reload: policy after 00:30"])
  }

  @Test func jumpingPastSeveralEntriesShowsOnlyTheCurrentOne() async {
    let clock = ManualWidgetClock(now: minute(0))
    let provider = ScriptedProvider(count: 4, spacing: 15 * 60, policy: after(60 * 60))
    let widget = scheduler(provider, clock: clock)
    let consumer = BackgroundRun(widget)
    await clock.waitForSleepers()
    clock.advance(to: minute(50))
    await clock.waitForSleepers()
    #expect(clock.sleeperDeadlines == [minute(60)])
    let seen = await consumer.stop()
    #expect(seen == ["reload: no timeline yet", "entry 4 of 4 (00:45)"])
  }

  @Test func aConfiguredWidgetPassesItsConfigurationAndKeysTheStoreByIt() async throws {
    let store = InMemoryTimelineStore()
    let clock = ManualWidgetClock(now: minute(0))
    for flavour in ["puns", "knock-knock"] {
      let widget = TimelineScheduler(
        kind: "jokes", provider: FlavourProvider(),
        configuration: FlavourConfiguration(flavour: flavour), family: .systemMedium,
        clock: clock, store: store)
      let update = try #require(await widget.currentUpdate())
      #expect(update.entry.label == flavour)
    }
    let keys = await store.keys.map(\.configurationKey).sorted()
    #expect(keys == ["knock-knock", "puns"])
  }
}

/// A scheduler run consumed by a task of its own, as a `--watch` command consumes it, so the
/// test can drive the clock beside it.
private struct BackgroundRun {
  private let task: Task<Void, Never>
  private let lines: AsyncStream<String>

  init<Provider: TimelineProvider>(_ widget: TimelineScheduler<Provider>) {
    let (lines, continuation) = AsyncStream.makeStream(of: String.self)
    self.lines = lines
    task = Task {
      for await update in widget.updates() {
        continuation.yield(update.description(in: utc))
      }
      continuation.finish()
    }
  }

  /// Cancels the run, waits for it to end, and returns the reasons of its updates.
  func stop() async -> [String] {
    task.cancel()
    await task.value
    var seen: [String] = []
    for await line in lines { seen.append(line) }
    return seen
  }
}

/// A configurable provider whose entries carry the configuration, like the jokes widget's.
private struct FlavourProvider: TimelineProvider {
  func placeholder(in context: Context) -> TestEntry {
    TestEntry(date: context.date, label: "placeholder")
  }

  func snapshot(for configuration: FlavourConfiguration, in context: Context) async -> TestEntry {
    TestEntry(date: context.date, label: configuration.flavour)
  }

  func timeline(for configuration: FlavourConfiguration, in context: Context) async throws
    -> Timeline<TestEntry>
  {
    Timeline(
      entries: [await snapshot(for: configuration, in: context)],
      policy: .after(context.date.addingTimeInterval(1_800)))
  }
}
