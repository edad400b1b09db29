import AppCommandLine
import Foundation
import Networking
import Timelines

extension WidgetApp {
  /// `APP service`: the refresher of every placed widget, in one process, until `SIGTERM` or
  /// `SIGINT` (status 0). It sleeps until the earliest due reload, wakes when a widget is
  /// placed (inotify on the placements) or `refresh` asks over the socket, and logs one line
  /// per reload to stderr.
  func serve() async throws {
    let clock = try environment.widgetClock()
    let events = try WakeEvents(watching: [placementStore.directory], forBar: false)
    defer { events.finish() }
    let server = try startRefreshServer(on: events.loop) { events.poke() }
    defer { server?.stop() }
    let endpoint = try startHTTPEndpoint(on: events.loop) { events.poke() }
    defer { endpoint?.server.stop() }
    // The board opens at once when the store has every placed widget's data; else once the
    // first pass has loaded what it could (a client that comes meanwhile waits).
    await refreshBoard(endpoint, keys: nil, at: clock.now)
    let ready = endpoint?.board.entries().allSatisfy { $0.state != "placeholder" } ?? true
    if let endpoint, ready { openHTTPEndpoint(endpoint) }
    if let server { events.onForcedStop { unlink(server.path) } }
    console.note(
      "refreshing the placed widgets"
        + (server.map { "; refresh asks at \($0.path)" } ?? "; no refresh socket"),
      app: Self.name)
    let announcer = Announcer()
    // A stop signal cancels the pass in flight (a fetch, a wait for a lock), so the service
    // ends within moments, as systemd expects, not after its network timeouts; the children
    // it started (xdg-open) end with it. (On the service's own executor: an unstructured task
    // would otherwise run on the global queues, which wake the process once a second.)
    let work = Task(executorPreference: LongRunningExecutor.shared) {
      try await refreshUntilStopped(
        events, server: server, endpoint: endpoint, clock: clock, announcer: announcer,
        opening: ready ? nil : endpoint)
    }
    events.onStop {
      announcer.stop()
      work.cancel()
      ChildProgram.terminateAll()
    }
    try await work.value
    announcer.stop()
    ChildProgram.terminateAll()
    console.note("stopped", app: Self.name)
  }

  /// The service's loop: answer the queued requests, reload what is due, sleep until the
  /// earliest next date or the next event; until a stop signal or cancellation.
  ///
  /// A full pass over every widget comes first, on `SIGHUP` and for each `refresh`; between
  /// them a wake-up reloads only the widgets due (a heap of due dates, ``ServiceSchedule``)
  /// and reads only the placement files inotify names.
  private func refreshUntilStopped(
    _ events: WakeEvents, server: RefreshServer?, endpoint: HTTPEndpoint?,
    clock: any WidgetClock, announcer: Announcer, opening: HTTPEndpoint?
  ) async throws {
    var schedule = ServiceSchedule()
    var wake: Wake = .reprint
    // An endpoint not open yet opens after the first pass.
    var closedEndpoint = opening
    while !wake.contains(.stop), !Task.isCancelled {
      // The widgets whose board entry may have changed (all of them when `nil`).
      var changed: Set<WidgetKey>? = boardKeysDue(endpoint, at: clock.now)
      var lookAtAll = wake.contains(.reprint)
      if wake.contains(.storeChanged) {
        if let names = events.takeChangedNames() {
          schedule.placementsChanged(names, in: placementStore, now: clock.now)
          changed?.formUnion(boardKeys(endpoint, changedFiles: names))
        } else {
          lookAtAll = true
        }
      }
      if lookAtAll {
        let outcomes = await refreshInWorker(.ifDue)
        log(outcomes, quietly: true)
        reset(&schedule, after: outcomes, at: clock.now)
        changed = nil
      }
      let requests = try await answerRequests(server)
      let http = await answerHTTPReloads(endpoint)
      let outcomes = requests.outcomes + http.outcomes
      schedule.record(outcomes)
      changed?.formUnion(outcomes.compactMap(\.key))
      // An intent changes what widgets show without a change in the store (the overlay).
      if requests.performedIntents || http.performedIntents { changed = nil }
      changed?.formUnion(try await refreshDue(&schedule, at: clock.now))
      await refreshBoard(endpoint, keys: changed, at: clock.now)
      if let opening = closedEndpoint {
        openHTTPEndpoint(opening)
        closedEndpoint = nil
      }
      // A notification runs beside the loop: a notification server that does not answer (a
      // stuck daemon) delays no refresh and no stop.
      if arguments[.notify] {
        announcer.start { [console] in
          await announceIfNew(offersOpen: true) { line in
            if !announcer.isStopped { console.note(line, app: Self.name) }
          }
        }
      }
      let boardChange = endpoint?.board.nextChange()
      events.wake(at: [schedule.next, boardChange].compactMap { $0 }.min(), on: clock)
      wake = await events.next()
    }
  }

  /// Starts `schedule` anew from the placed widgets and what a full pass said of them.
  private func reset(
    _ schedule: inout ServiceSchedule, after outcomes: [RefreshOutcome], at now: Date
  ) {
    schedule.reset(
      to: placementStore.all(removingUnusable: false).widgets, after: outcomes, now: now)
  }

  /// Reloads the widgets due at `now` (forgetting those not drawn for a week) and records when
  /// each is due next; returns the keys of the widgets it took (reloaded or forgotten).
  private func refreshDue(_ schedule: inout ServiceSchedule, at now: Date) async throws
    -> [WidgetKey]
  {
    let due = schedule.takeDue(at: now)
    guard !due.isEmpty else { return [] }
    var kept: [WidgetKey] = []
    for widget in due {
      guard !Task.isCancelled else { break }
      if await forgetIfUndrawn(widget, at: now) {
        schedule.remove(widget.key)
      } else {
        kept.append(widget.key)
      }
    }
    let outcomes =
      kept.isEmpty || Task.isCancelled ? [] : await refreshInWorker(.ifDue, widgets: kept)
    log(outcomes, quietly: true)
    schedule.record(outcomes)
    return due.map(\.key)
  }

  /// Answers the requests `refresh` queued on the socket: one pass for each distinct request
  /// (mode, kind and deadline), however many clients sent it, each in a worker; the intents
  /// run here.
  /// - Returns: The outcomes of every pass made, for the schedule, and whether an intent ran.
  private func answerRequests(_ server: RefreshServer?) async throws
    -> (outcomes: [RefreshOutcome], performedIntents: Bool)
  {
    var pending = server?.takePending() ?? []
    var performedIntents = false
    // Intents first, in the order they came: a toggle then a refresh sees the toggle. Each
    // runs with its client's context; a client before 0.4 sent the link alone, which runs with
    // the service's own command line and settings, from when it arrived.
    for client in pending {
      let request: IntentRequest
      if let asked = client.request.perform {
        request = asked
      } else if let link = client.request.intent {
        request = IntentRequest(
          link: link, arguments: arguments, settings: environment.variables)
      } else {
        continue
      }
      let answer = await performInWorker(request, arrived: client.arrived)
      performedIntents = performedIntents || answer.declined == nil
      server?.answer(client, with: RefreshAnswer(outcomes: [], intent: answer))
    }
    pending.removeAll { $0.request.intent != nil || $0.request.perform != nil }
    var all: [RefreshOutcome] = []
    let groups = Dictionary(grouping: pending) { $0.request }
    for (request, waiting) in groups.sorted(by: { $0.key.mode < $1.key.mode }) {
      let mode = Self.reloadRequest(named: request.mode)
      // The client's deadline bounds the pass made for it (0.1 to 600 s, as `--timeout`).
      let seconds = min(max(request.timeout ?? 600, 0.1), 600)
      let outcomes = await refreshInWorker(mode, kind: request.kind, seconds: seconds)
      log(outcomes, quietly: false)
      for client in waiting { server?.answer(client, with: RefreshAnswer(outcomes: outcomes)) }
      all += outcomes
    }
    return (all, performedIntents)
  }

  /// One line per outcome on stderr, for the journal; `quietly` leaves out the widgets a pass
  /// left alone (not due).
  private func log(_ outcomes: [RefreshOutcome], quietly: Bool) {
    for outcome in outcomes where !(quietly && outcome.action == .notDue) {
      console.note(outcome.line(in: .current), app: Self.name)
    }
  }

  /// Listens on the refresh socket; without one (a folder that is not writable, a path too
  /// long) the service still runs, says so, and `refresh` does its own work.
  ///
  /// - Throws: ``CommandFailure`` (75) when another service already answers there.
  private func startRefreshServer(
    on loop: EventLoop, arrived: @escaping @Sendable () -> Void
  ) throws -> RefreshServer? {
    let url = refreshSocketURL(warn: true)
    let folder = url.deletingLastPathComponent()
    try? FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    // The socket's folder is private whoever made it: only its user may ask for a refresh.
    try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
    do {
      return try RefreshServer(path: url.path, loop: loop, arrived: arrived)
    } catch let failure as CommandFailure where failure.exitCode == .tryAgainLater {
      throw failure
    } catch {
      console.note(
        "warning: \(error); the service runs without its socket and `refresh` does its own work",
        app: Self.name)
      return nil
    }
  }
}
