import Foundation
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
    if let server { events.onForcedStop { unlink(server.path) } }
    console.note(
      "refreshing the placed widgets"
        + (server.map { "; refresh asks at \($0.path)" } ?? "; no refresh socket"),
      app: Self.name)
    let announcer = Announcer()
    // A stop signal cancels the pass in flight (a fetch, a wait for a lock), so the service
    // ends within moments, as systemd expects, not after its network timeouts; the children
    // it started (notify-send) end with it.
    let work = Task {
      try await refreshUntilStopped(events, server: server, clock: clock, announcer: announcer)
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

  /// The service's loop: answer the queued requests, make a pass over what is due, sleep until
  /// the earliest next reload or the next event; until a stop signal or cancellation.
  private func refreshUntilStopped(
    _ events: WakeEvents, server: RefreshServer?, clock: any WidgetClock, announcer: Announcer
  ) async throws {
    var wake: Wake = .due
    while !wake.contains(.stop), !Task.isCancelled {
      try await answerRequests(server)
      let outcomes = try await refreshPass(.ifDue, kind: nil, longRunning: true)
      log(outcomes, quietly: true)
      // A notification runs beside the loop: a notify-send that hangs (a stuck notification
      // daemon) delays no refresh and no stop.
      if arguments[.notify] {
        announcer.start { [console] in
          await announceIfNew(offersOpen: true) { line in
            if !announcer.isStopped { console.note(line, app: Self.name) }
          }
        }
      }
      events.wake(at: outcomes.compactMap(\.nextReload).min(), on: clock)
      wake = await events.next()
    }
  }

  /// Answers the requests `refresh` queued on the socket: one pass for each distinct request
  /// (mode, kind and deadline), however many clients sent it.
  private func answerRequests(_ server: RefreshServer?) async throws {
    let pending = server?.takePending() ?? []
    let groups = Dictionary(grouping: pending) { $0.request }
    for (request, waiting) in groups.sorted(by: { $0.key.mode < $1.key.mode }) {
      let mode = Self.reloadRequest(named: request.mode)
      // The client's deadline bounds the pass made for it (0.1 to 600 s, as `--timeout`).
      let seconds = min(max(request.timeout ?? 600, 0.1), 600)
      let outcomes = try await refreshPass(
        mode, kind: request.kind, longRunning: true,
        deadline: .now + .milliseconds(Int64(seconds * 1000)))
      log(outcomes, quietly: false)
      for client in waiting { server?.answer(client, with: RefreshAnswer(outcomes: outcomes)) }
    }
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

  /// The reload request a mode's name stands for.
  static func reloadRequest(named mode: String) -> ReloadRequest {
    switch mode {
    case "force": .bypassingBudget
    case "within-budget": .withinBudget
    default: .ifDue
    }
  }

  /// The name a reload request travels under.
  static func name(of request: ReloadRequest) -> String {
    switch request {
    case .bypassingBudget: "force"
    case .withinBudget: "within-budget"
    case .ifDue: "if-due"
    }
  }

  /// Asks a running service to refresh, and waits for its answer until `deadline` (the
  /// command's `--timeout`); `nil` when no service listens (the caller then does the work).
  ///
  /// - Throws: ``CommandFailure`` (75) when a service is there but gave no answer in time.
  func askService(_ request: ReloadRequest, kind: String?, timeout: Duration) async throws
    -> [RefreshOutcome]?
  {
    let path = refreshSocketURL(warn: false).path
    let seconds =
      Double(timeout.components.seconds)
      + Double(timeout.components.attoseconds) * 1e-18
    let line = RefreshRequestLine(mode: Self.name(of: request), kind: kind, timeout: seconds)
    let data = try JSONEncoder().encode(line)
    let deadline = ContinuousClock.now + timeout
    let exchange = await BlockingWork.run { RefreshSocket.exchange(data, at: path, by: deadline) }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    switch exchange {
    case .noService:
      return nil
    case .answered(let answer):
      if let decoded = try? decoder.decode(RefreshAnswer.self, from: answer) {
        return decoded.outcomes
      }
      throw CommandFailure(
        .tryAgainLater, "the service at \(path) gave an answer that cannot be read; see its log")
    case .hungUp:
      throw CommandFailure(
        .tryAgainLater,
        "the service at \(path) closed the connection without an answer (too many clients at "
          + "once?); try again")
    case .noAnswer:
      throw CommandFailure(
        .tryAgainLater,
        "the service at \(path) did not answer within \(seconds.formatted()) s; see its log "
          + "(`journalctl --user -u \(Self.name).service`), or try again")
    }
  }

  /// Where the refresh socket lives: `$XDG_RUNTIME_DIR/<app>/refresh.sock`; in the state folder
  /// when `<APP>_STATE_DIR` names one (one service per state folder), or when
  /// `XDG_RUNTIME_DIR` is unset or not an absolute path (`warn` says so on stderr).
  func refreshSocketURL(warn: Bool) -> URL {
    let name = "refresh.sock"
    if let state = environment.variables["\(environment.variablePrefix)_STATE_DIR"],
      !state.isEmpty
    {
      return environment.stateDirectory.appendingPathComponent(name)
    }
    guard let runtime = environment.variables["XDG_RUNTIME_DIR"], runtime.hasPrefix("/"),
      FileManager.default.isWritableFile(atPath: runtime)
    else {
      if warn {
        console.note(
          "warning: XDG_RUNTIME_DIR is unset or not writable; the refresh socket is in "
            + environment.stateDirectory.path, app: Self.name)
      }
      return environment.stateDirectory.appendingPathComponent(name)
    }
    return URL(fileURLWithPath: runtime).appendingPathComponent(Self.name)
      .appendingPathComponent(name)
  }
}
