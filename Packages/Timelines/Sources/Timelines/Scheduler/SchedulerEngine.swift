import Foundation

/// The state machine behind `TimelineUpdates`: one run of one widget.
///
/// It runs only inside the consumer's `next()` calls, so it needs no task or lock of its own,
/// and cancelling the consumer cancels the clock's sleep or the provider's call and ends the
/// run. At each step it looks at the clock and does the first thing that applies: start (load
/// the store, maybe reload), show an entry whose date has come, reload, announce a deferral;
/// otherwise it sleeps until the next entry date or reload date, whichever is first.
struct SchedulerEngine<Provider: TimelineProvider>: Sendable {
  typealias Entry = Provider.Entry

  /// Which entry of which timeline was last shown, to tell when the view changes.
  private struct Shown: Hashable {
    let generation: Int
    let index: Int?
  }

  let scheduler: TimelineScheduler<Provider>
  /// How the run's first step asks for a reload; later steps follow the policy.
  var firstRequest: ReloadRequest
  private var state: StoredTimeline<Entry>?
  /// The stored state the start read for its schedule alone, until its entries are needed or
  /// a saved reload replaces it.
  private var unread: LazyStoredTimeline<Entry>?
  /// What the store holds, as far as this run knows: the state loaded, then each one saved.
  private var persisted: StoredTimeline<Entry>?
  private var started = false
  private var generation = 0
  private var shown: Shown?
  private var announcedDeferral: Date?

  init(scheduler: TimelineScheduler<Provider>, firstRequest: ReloadRequest) {
    self.scheduler = scheduler
    self.firstRequest = firstRequest
  }

  private var planner: ReloadPlanner { scheduler.planner }

  mutating func next() async -> SchedulerUpdate<Entry>? {
    while !Task.isCancelled {
      let now = scheduler.clock.now
      guard started else {
        started = true
        return await start(at: now)
      }
      if let update = entryChange(at: now) { return update }
      switch planner.plan(for: state, at: now) {
      case .reloadNow(let trigger):
        return await reload(trigger, at: now)
      case .deferred(_, let until) where announcedDeferral != until:
        announcedDeferral = until
        return makeUpdate(at: now, reason: .deferred(until: until))
      case .deferred, .notDue:
        break
      }
      guard let wake = nextWake(at: now) else { return nil }
      do {
        try await scheduler.clock.sleep(until: wake)
      } catch {
        return nil
      }
    }
    return nil
  }

  // MARK: Steps

  private mutating func start(at now: Date) async -> SchedulerUpdate<Entry>? {
    var warnings: [String] = []
    if let store = scheduler.store as? any ScheduleReadingStore {
      // A forced reload reads no more than the reload history (see ``LazyStoredTimeline``).
      let historyAlone = firstRequest == .bypassingBudget
      switch await store.loadSchedule(scheduler.key, as: Entry.self, historyAlone: historyAlone) {
      case .schedule(let lazy): unread = lazy
      case .whole(let result): warnings += adopt(result)
      }
    } else if let store = scheduler.store {
      warnings += adopt(await store.load(scheduler.key, as: Entry.self))
    }
    var plan =
      unread.map { planner.plan(for: $0.schedule, at: now, request: firstRequest) }
      ?? planner.plan(for: state, at: now, request: firstRequest)
    switch plan {
    case .reloadNow:
      break
    case .deferred, .notDue:
      guard unread != nil else { break }
      // The stored entries are shown: decoded now, and planned again from the whole state
      // (the same plan, unless the entries do not decode and the widget reloads).
      warnings += await readEntries()
      plan = planner.plan(for: state, at: now, request: firstRequest)
    }
    switch plan {
    case .reloadNow(let trigger):
      return await reload(trigger, at: now, warnings: warnings)
    case .deferred(_, let until):
      announcedDeferral = until
      shown = currentShown(at: now)
      return makeUpdate(at: now, reason: .deferred(until: until), warnings: warnings)
    case .notDue(let until):
      shown = currentShown(at: now)
      let reason = UpdateReason.restored(fetchedAt: state?.fetchedAt ?? now, nextReload: until)
      return makeUpdate(at: now, reason: reason, warnings: warnings)
    }
  }

  /// Takes what a store's whole load found as the state; the warning line when it discarded it.
  private mutating func adopt(_ result: StoreLoadResult<Entry>) -> [String] {
    switch result {
    case .found(let stored):
      state = stored
      persisted = stored
      return []
    case .missing:
      return []
    case .discarded(let warning):
      return ["warning: \(warning)"]
    }
  }

  /// Decodes the entries of the state the start read for its schedule, once they are needed;
  /// a value whose entries do not decode is discarded from the store, with the warning a whole
  /// load gives, and the widget has no state.
  private mutating func readEntries() async -> [String] {
    guard let unread else { return [] }
    self.unread = nil
    let result = unread.decoded()
    if case .discarded = result { try? await scheduler.store?.remove(scheduler.key) }
    return adopt(result)
  }

  private mutating func entryChange(at now: Date) -> SchedulerUpdate<Entry>? {
    guard let state else { return nil }
    let current = currentShown(at: now)
    guard current != shown else { return nil }
    shown = current
    guard let index = current.index else { return nil }
    let entries = state.timeline.chronologicalEntries
    let reason = UpdateReason.entry(
      position: index + 1, count: entries.count, date: entries[index].date)
    return makeUpdate(at: now, reason: reason)
  }

  private mutating func reload(
    _ trigger: ReloadTrigger,
    at now: Date,
    warnings: [String] = []
  ) async -> SchedulerUpdate<Entry>? {
    let context = scheduler.context(at: now)
    let kept = state?.reloadHistory ?? unread?.reloadHistory ?? []
    let counted = kept + (trigger.isBudgeted ? [now] : [])
    let history = planner.budget.pruned(counted, at: now)
    let reason: UpdateReason
    var reloadError: (any Error)?
    var warnings = warnings
    do {
      let timeline = try await scheduler.provider.timeline(
        for: scheduler.configuration, in: context)
      state = StoredTimeline(
        key: scheduler.key, timeline: timeline, fetchedAt: now, reloadHistory: history)
      reason = .reloaded(trigger)
    } catch {
      if Task.isCancelled { return nil }
      // The last good timeline is kept: its entries are decoded now.
      warnings += await readEntries()
      let failure = recordFailure(error, at: now, history: history, context: context)
      reason = .failed(message: failure.summary, retryAt: failure.retryAt)
      reloadError = error
    }
    generation += 1
    announcedDeferral = nil
    shown = currentShown(at: now)
    let saveWarnings = await save()
    var update = makeUpdate(at: now, reason: reason, warnings: warnings + saveWarnings)
    update.reloadError = reloadError
    return update
  }

  /// Keeps the last good timeline (or puts the provider's fallback in its place) and notes
  /// when to retry.
  private mutating func recordFailure(
    _ error: any Error,
    at now: Date,
    history: [Date],
    context: TimelineContext
  ) -> ReloadFailure {
    let failures = (state?.failure?.consecutiveFailures ?? 0) + 1
    let note = scheduler.describeFailure(error)
    let wait = ReloadPlanner.clampedRetryAfter(note.retryAfter)
    let retryAt = planner.retryDate(
      afterFailures: failures, at: now, history: history, retryAfter: wait)
    let failure = ReloadFailure(
      message: note.message, consecutiveFailures: failures, retryAt: retryAt,
      retryAfter: wait)
    if var previous = state, !previous.isFallback {
      previous.reloadHistory = history
      previous.failure = failure
      state = previous
    } else {
      let entry = scheduler.provider.fallback(
        for: scheduler.configuration, error: error, in: context)
      state = StoredTimeline(
        key: scheduler.key, timeline: Timeline(entries: [entry], policy: .after(retryAt)),
        fetchedAt: now, reloadHistory: history, isFallback: true, failure: failure)
    }
    return failure
  }

  private mutating func save() async -> [String] {
    guard let store = scheduler.store, let state else { return [] }
    do {
      try await store.save(state)
      persisted = state
      unread = nil
      return []
    } catch {
      // The store still holds the state read at the start.
      if let unread { persisted = unread.decoded().stored }
      unread = nil
      return ["warning: \(error)"]
    }
  }

  // MARK: Reading the state

  private func currentShown(at now: Date) -> Shown {
    Shown(generation: generation, index: state?.timeline.entryIndex(at: now))
  }

  private func nextWake(at now: Date) -> Date? {
    let entryDate = state?.timeline.nextEntryDate(after: now)
    let reloadDate: Date?
    switch planner.plan(for: state, at: now) {
    case .reloadNow:
      reloadDate = now
    case .deferred(_, let until):
      reloadDate = until
    case .notDue(let until):
      reloadDate = until
    }
    return [entryDate, reloadDate].compactMap { $0 }.min()
  }

  private func makeUpdate(
    at now: Date,
    reason: UpdateReason,
    warnings: [String] = []
  ) -> SchedulerUpdate<Entry> {
    let entry: Entry
    let source: EntrySource
    if let state, let index = state.timeline.entryIndex(at: now) {
      let entries = state.timeline.chronologicalEntries
      entry = entries[index]
      source =
        state.isFallback ? .fallback : .timeline(position: index + 1, count: entries.count)
    } else {
      entry = scheduler.provider.placeholder(in: scheduler.context(at: now))
      source = .placeholder
    }
    return SchedulerUpdate(
      date: now, entry: entry, source: source, isStale: state?.failure != nil,
      nextWake: nextWake(at: now), reason: reason, warnings: warnings, stored: persisted)
  }
}
