import AppCommandLine
import Foundation
import Networking
import Synchronization
import TextRendering
import Timelines

extension WidgetApp {
  /// `APP refresh [--if-due] [--force] [--kind K] [--json]`: one pass over the placed widgets,
  /// each reloaded as the options allow, one line each; exits with the worst failure's status.
  func refresh() async throws {
    if let job = environment.variables[WorkerPass.variable] {
      try await refreshAsWorker(job)
      return
    }
    let request: ReloadRequest =
      arguments[.force] ? .bypassingBudget : arguments[.ifDue] ? .ifDue : .withinBudget
    let kind = try arguments[.kind]
    // The deadline of the whole command, service or not (a usage error when out of range).
    let timeout = try environment.timeout(arguments)
    let outcomes: [RefreshOutcome]
    if let answered = try await askService(request, kind: kind, timeout: timeout) {
      outcomes = answered
    } else {
      outcomes = try await refreshPass(request, kind: kind, longRunning: false)
    }
    if arguments[.notify] { await announceIfNew() }
    if arguments[.json] {
      console.print(try JSONOutput.encode(outcomes))
    } else if outcomes.isEmpty {
      noteNothingPlaced()
    } else {
      // A reason can quote a server or a placed widget's recorded options: sanitised here,
      // where it reaches the terminal, as `Console.note` does for stderr.
      for outcome in outcomes { console.print(outcome.line(in: .current).sanitizedForTerminal) }
    }
    try Self.requireSuccess(outcomes)
  }

  /// Throws the failure of the worst outcome: 75 when a service asked to wait or timed out,
  /// 69 when it could not be reached; nothing when every reload succeeded or was deferred.
  static func requireSuccess(_ outcomes: [RefreshOutcome]) throws {
    let failed = outcomes.filter { $0.exitCode != .success }
    guard let worst = failed.max(by: { $0.exitCode.rawValue < $1.exitCode.rawValue }) else {
      return
    }
    throw CommandFailure(
      worst.exitCode,
      "\(failed.count) of \(outcomes.count) widgets did not reload; their stored timelines are "
        + "kept and they retry on their own")
  }

  /// One pass over the placed widgets (of kind `kind` when given, with or without `@URL`): the
  /// widgets not drawn for a week are forgotten first; each other widget is reloaded under its
  /// lock as `request` allows, and its new timeline stored. The widgets the last pass did not
  /// reach go first.
  ///
  /// - Parameters:
  ///   - longRunning: give each request its own timeout rather than one deadline for the run,
  ///     as a service must.
  ///   - deadline: when the pass must end (a client's, for the pass a service makes for it);
  ///     a one-shot pass ends by the command's `--timeout`. The widgets not reached by then
  ///     are reported as deferred, and the next pass takes them first.
  ///   - widgets: only the placed widgets with these file names (a service's due reloads, its
  ///     board's), without the warnings and the clean-up of a pass over every widget; the
  ///     widgets it does not reach are not remembered.
  func refreshPass(
    _ request: ReloadRequest, kind: String?, longRunning: Bool,
    deadline: ContinuousClock.Instant? = nil, widgets: Set<String>? = nil
  ) async throws -> [RefreshOutcome] {
    let clock = try environment.widgetClock()
    let end =
      try deadline
      ?? (longRunning
        ? nil : environment.startedAt + environment.timeout(arguments))
    // The folders' paths are worked out once for the pass, not once a widget.
    let placements = placementStore
    let locks = lockDirectory
    let placed: [PlacedWidget]
    if let widgets {
      placed = placements.all(removingUnusable: false).widgets.filter {
        widgets.contains($0.key.fileName)
      }
    } else {
      let (all, warnings) = placements.all()
      for warning in warnings { console.note("warning: \(warning)", app: Self.name) }
      // What writers killed mid-write left (nobody holds it): once a pass, whatever it writes.
      FileTimelineStore(directory: environment.stateDirectory).removeAbandonedTemporaryFiles()
      placements.removeAbandonedTemporaryFiles()
      placed = all
    }
    let kept = await forgetUndrawn(placed, at: clock.now)
    let deferredWidgets = DeferredWidgets(stateDirectory: environment.stateDirectory)
    // Widgets that need the same URL in this pass make one request between them; 1 MiB of
    // answers kept (a pass over 10,000 widgets peaked at 72 MiB with 4).
    let coalescer = RequestCoalescer(byteLimit: 1 << 20)
    let store = FileTimelineStore(directory: environment.stateDirectory)
    // What every widget's request shares, decoded once for the pass.
    let requests = Result {
      try placedRequests(longRunning: longRunning, deadline: end, coalescer: coalescer)
    }
    var outcomes: [RefreshOutcome] = []
    var notReached: [WidgetKey] = []
    for widget in deferredWidgets.ordering(kept)
    where kind == nil || Self.kind(widget.key.kind, matches: kind ?? "") {
      guard !Task.isCancelled else { break }
      if let end, ContinuousClock.now >= end {
        notReached.append(widget.key)
        outcomes.append(
          RefreshOutcome(
            key: widget.key, action: .deferred,
            reason: "not reached before the deadline; the next pass takes it first",
            nextReload: clock.now))
        continue
      }
      if request == .ifDue, let notDue = await notDueOutcome(widget, in: store, at: clock.now) {
        outcomes.append(notDue)
        continue
      }
      outcomes.append(
        await refresh(widget, request, requests: requests, placements: placements, locks: locks))
    }
    if !Task.isCancelled, widgets == nil { deferredWidgets.save(notReached) }
    return outcomes
  }

  /// `placed` without the widgets not drawn for ``PlacementStore/forgetAfter`` before `now`,
  /// which are forgotten (their record and stored timeline removed), one line each.
  private func forgetUndrawn(_ placed: [PlacedWidget], at now: Date) async -> [PlacedWidget] {
    var kept: [PlacedWidget] = []
    for widget in placed where !(await forgetIfUndrawn(widget, at: now)) {
      kept.append(widget)
    }
    return kept
  }

  /// Forgets `widget` (its record and stored timeline, with one line) when no surface drew it
  /// for ``PlacementStore/forgetAfter`` before `now`; whether it did.
  func forgetIfUndrawn(_ widget: PlacedWidget, at now: Date) async -> Bool {
    guard widget.lastDrawn < now.addingTimeInterval(-PlacementStore.forgetAfter) else {
      return false
    }
    do {
      try await forget(widget.key)
    } catch {
      console.note("warning: \(error)", app: Self.name)
      return false
    }
    console.note(
      "forgot \(Self.describe(widget.key)): not drawn for 7 days", app: Self.name)
    return true
  }

  /// Whether a stored kind (`todos` or `todos@http://…`) is of the kind a user named.
  static func kind(_ stored: String, matches named: String) -> Bool {
    stored == named || stored.hasPrefix(named + "@")
  }

  /// What an `--if-due` pass says of `widget` when its stored timeline in `store` has no
  /// reload due at `now`, read for its schedule alone (``DatedEntry``), without building the widget or taking
  /// its lock: a pass with nothing due reads one file a widget. `nil` when a reload is due or
  /// held by the budget, or nothing usable is stored: then the widget is refreshed.
  func notDueOutcome(_ widget: PlacedWidget, in store: FileTimelineStore, at now: Date) async
    -> RefreshOutcome?
  {
    let snapshot = await WidgetSnapshot<DatedEntry>.load(
      widget.key, from: store, planner: Self.widgetPlanner, at: now)
    // A file that cannot be read was deleted: said here, as a reload's warnings are, and the
    // widget reloads. (One whose schedule reads but whose entries do not is found out by the
    // next reader of the whole timeline.)
    if let warning = snapshot.warning { console.note("warning: \(warning)", app: Self.name) }
    guard snapshot.stored != nil, case .notDue = snapshot.plan else { return nil }
    return RefreshOutcome(
      key: widget.key, action: .notDue, reason: snapshot.nextReloadReason(in: .current),
      nextReload: snapshot.nextReload)
  }

  /// Reloads one placed widget as `request` allows, under its lock in `locks`, and says what
  /// came of it; `requests` is what the pass's widgets share (or why there is none), and
  /// `placements` the app's ``placementStore``.
  func refresh(
    _ widget: PlacedWidget, _ request: ReloadRequest, requests: Result<PlacedRequests, any Error>,
    placements: PlacementStore, locks: URL
  ) async -> RefreshOutcome {
    let built: TimelineScheduler<Provider>?
    do {
      built = try rebuild(widget, with: requests.get())
    } catch {
      let failure = AppMain.failure(for: error, environment: environment)
      return RefreshOutcome(
        key: widget.key, action: .skipped, reason: failure.message, nextReload: nil)
    }
    guard let built else {
      return RefreshOutcome(
        key: widget.key, action: .skipped,
        reason: "its recorded options no longer describe it; draw it again to place it",
        nextReload: nil)
    }
    let failureCode = Mutex<ExitCode>(.success)
    let scheduler = built.describingFailures { [console, environment] error in
      let code = AppMain.failure(
        for: error, environment: environment,
        mapError: { Self.failure(for: $0, environment: environment) }
      ).exitCode
      failureCode.withLock { $0 = code }
      return console.reloadFailureNote(for: error)
    }
    let update: SchedulerUpdate<Provider.Entry>?
    do {
      // A widget removed while this pass waited (`widgets --remove`, the board's DELETE) is
      // not reloaded, and its lock file goes with it: nothing of it comes back.
      let held: SchedulerUpdate<Provider.Entry>?? = try await WidgetLock.holding(
        widget.key, in: locks, removingLockFileWhen: { $0 == nil },
        {
          guard placements.isPlaced(widget.key) else { return nil }
          return .some(await scheduler.refresh(request))
        })
      guard let held else {
        return RefreshOutcome(
          key: widget.key, action: .skipped, reason: "removed while this pass ran",
          nextReload: nil)
      }
      update = held
    } catch {
      return RefreshOutcome(
        key: widget.key, action: .skipped, reason: "\(error)", nextReload: nil,
        exitCode: .ioError)
    }
    for warning in update?.warnings ?? [] { console.note(warning, app: Self.name) }
    let after = WidgetSnapshot<Provider.Entry>(
      widget.key, stored: update?.stored, planner: scheduler.planner, at: scheduler.clock.now)
    let timeZone = TimeZone.current
    switch update?.reason {
    case .reloaded where after.stored?.fetchedAt != update?.date:
      // Fetched but not stored (a full disk): a failure, and no sooner again than the budget
      // allows, so a refresher does not fetch in a loop.
      return RefreshOutcome(
        key: widget.key, action: .failed,
        reason: "the new timeline could not be stored: "
          + (update?.warnings.joined(separator: "; ") ?? ""),
        nextReload: scheduler.clock.now.addingTimeInterval(
          max(scheduler.planner.budget.minimumSpacing, 60)),
        exitCode: .ioError)
    case .reloaded(let trigger):
      return RefreshOutcome(
        key: widget.key, action: .reloaded, reason: trigger.reason(in: timeZone),
        nextReload: after.nextReload)
    case .failed(let message, let retryAt) where after.stored?.isFallback ?? true:
      // A widget that never loaded (a mistyped server, one that is gone) is not a failure
      // of every later pass: it is reported with how to remove it, and the pass succeeds.
      return RefreshOutcome(
        key: widget.key, action: .failed,
        reason: "\(message); it has never loaded: `\(Self.name) widgets --remove "
          + "\(widget.key.digest)` removes it", nextReload: retryAt)
    case .failed(let message, let retryAt):
      return RefreshOutcome(
        key: widget.key, action: .failed, reason: message, nextReload: retryAt,
        exitCode: failureCode.withLock { $0 == .success ? .unavailable : $0 })
    case .deferred(let until):
      return RefreshOutcome(
        key: widget.key, action: .deferred,
        reason: "the refresh budget allows the next reload at "
          + ClockText.hourMinute(until, in: timeZone), nextReload: until)
    case .restored, .entry:
      return RefreshOutcome(
        key: widget.key, action: .notDue, reason: after.nextReloadReason(in: timeZone),
        nextReload: after.nextReload)
    case nil:
      return RefreshOutcome(
        key: widget.key, action: .skipped, reason: "interrupted", nextReload: nil,
        exitCode: .software)
    }
  }
}
