import Dispatch
import Foundation
import Timelines

extension WidgetApp {
  /// `APP service`: the refresher of every placed widget, in one process, until `SIGTERM` or
  /// `SIGINT` (status 0). It sleeps until the earliest due reload, wakes when a widget is
  /// placed (inotify on the placements) or `refresh` asks over the socket, and logs one line
  /// per reload to stderr.
  func serve() async throws {
    let clock = try environment.widgetClock()
    let events = WakeEvents(watching: [placementStore.directory], forBar: false)
    defer { events.finish() }
    let server = try startRefreshServer { events.poke() }
    defer { server?.stop() }
    console.note(
      "refreshing the placed widgets"
        + (server.map { "; refresh asks at \($0.path)" } ?? "; no refresh socket"),
      app: Self.name)
    // A stop signal cancels the pass in flight (a fetch, a wait for a lock), so the service
    // ends within moments, as systemd expects, not after its network timeouts.
    let work = Task { try await refreshUntilStopped(events, server: server, clock: clock) }
    events.onStop { work.cancel() }
    try await work.value
    console.note("stopped", app: Self.name)
  }

  /// The service's loop: answer the queued requests, make a pass over what is due, sleep until
  /// the earliest next reload or the next event; until a stop signal or cancellation.
  private func refreshUntilStopped(
    _ events: WakeEvents, server: RefreshServer?, clock: any WidgetClock
  ) async throws {
    var iterator = events.stream.makeAsyncIterator()
    var event: WakeEvent? = .due
    while let current = event, current != .stop, !Task.isCancelled {
      for request in server?.takePending() ?? [] {
        let mode = Self.reloadRequest(named: request.request.mode)
        let outcomes = try await refreshPass(mode, kind: request.request.kind, longRunning: true)
        log(outcomes, quietly: false)
        server?.answer(request, with: RefreshAnswer(outcomes: outcomes))
      }
      let outcomes = try await refreshPass(.ifDue, kind: nil, longRunning: true)
      log(outcomes, quietly: true)
      if arguments.flag("notify") { await announceIfNew(offersOpen: true) }
      events.wake(at: outcomes.compactMap(\.nextReload).min(), on: clock)
      event = await iterator.next()
    }
  }

  /// One line per outcome on stderr, for the journal; `quietly` leaves out the widgets a pass
  /// left alone (not due).
  private func log(_ outcomes: [RefreshOutcome], quietly: Bool) {
    for outcome in outcomes where !(quietly && outcome.action == .notDue) {
      console.note(outcome.line(in: .current), app: Self.name)
    }
  }

  /// Listens on the refresh socket; without one (no usable folder, a path too long) the
  /// service still runs, says so, and `refresh` does its own work.
  ///
  /// - Throws: ``CommandFailure`` (75) when another service already answers there.
  private func startRefreshServer(arrived: @escaping @Sendable () -> Void) throws
    -> RefreshServer?
  {
    let url = refreshSocketURL(warn: true)
    let folder = url.deletingLastPathComponent()
    try? FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    // The socket's folder is private whoever made it: only its user may ask for a refresh.
    try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
    do {
      return try RefreshServer(path: url.path, arrived: arrived)
    } catch let failure as CommandFailure where failure.exitCode == .tryAgainLater {
      throw failure
    } catch {
      console.note("warning: \(error); `refresh` will do its own work", app: Self.name)
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

  /// Asks a running service to refresh, and waits for its answer (on a thread of its own: the
  /// service may take a while); `nil` when no service listens (the caller then does the work).
  ///
  /// - Throws: ``CommandFailure`` (75) when a service took the request but gave no answer.
  func askService(_ request: ReloadRequest, kind: String?) async throws -> [RefreshOutcome]? {
    let path = refreshSocketURL(warn: false).path
    guard let connection = RefreshSocket.dial(path) else { return nil }
    let line = RefreshRequestLine(mode: Self.name(of: request), kind: kind)
    let answer = await withCheckedContinuation { (done: CheckedContinuation<Data?, Never>) in
      DispatchQueue.global().async {
        defer { close(connection) }
        guard var data = try? JSONEncoder().encode(line) else { return done.resume(returning: nil) }
        data.append(UInt8(ascii: "\n"))
        RefreshSocket.setReceiveTimeout(connection, seconds: 600)
        guard RefreshSocket.writeAll(data, to: connection) else {
          return done.resume(returning: nil)
        }
        done.resume(returning: RefreshSocket.readLine(from: connection))
      }
    }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    guard let answer, let decoded = try? decoder.decode(RefreshAnswer.self, from: answer) else {
      throw CommandFailure(
        .tryAgainLater,
        "the service at \(path) took the request but did not answer; see its log, or try again")
    }
    return decoded.outcomes
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
