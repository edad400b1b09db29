import AppCommandLine
import Foundation
import Timelines

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A service's HTTP endpoint (`--http`): the board it serves and the server on the loop.
struct HTTPEndpoint: Sendable {
  let board: WidgetBoard
  let server: WidgetHTTPServer
  /// Where the token is stored.
  let tokenURL: URL
  let token: String
}

extension WidgetApp {
  /// Starts `--http` when it is given: makes the token (stored 0600 beside the refresh socket)
  /// and listens; `nil` without `--http`. Nothing is accepted or printed before
  /// ``openHTTPEndpoint(_:)``.
  ///
  /// - Throws: ``CommandFailure``: 64 for an address that is not loopback, 75 for a port
  ///   taken, 74 when the token cannot be stored or the socket made.
  func startHTTPEndpoint(on loop: EventLoop, arrived: @escaping @Sendable () -> Void) throws
    -> HTTPEndpoint?
  {
    guard let address = try arguments[.http] else { return nil }
    let token = HTTPToken.make()
    let tokenURL = refreshSocketURL(warn: false).deletingLastPathComponent()
      .appendingPathComponent("http.token")
    try HTTPToken.store(token, at: tokenURL)
    let board = WidgetBoard(app: Self.name)
    let server = try WidgetHTTPServer(
      address: address, board: board, token: token, loop: loop, arrived: arrived)
    return HTTPEndpoint(board: board, server: server, tokenURL: tokenURL, token: token)
  }

  /// Once the board holds the placed widgets: prints the URL and the token, then accepts
  /// connections (those that came since the port was bound wait in its queue), so a client
  /// is answered only after the URL is out, whichever thread runs first.
  func openHTTPEndpoint(_ endpoint: HTTPEndpoint) {
    console.print(endpoint.server.url)
    console.print("token \(endpoint.token)")
    endpoint.server.startAccepting()
    console.note(
      "serving the placed widgets at \(endpoint.server.url); a reload, a press or a removal "
        + "needs the token in "
        + endpoint.tokenURL.path, app: Self.name)
  }

  /// Brings the board up to date with the widgets `keys` (every placed widget when `nil`),
  /// and sends the changes to the event streams.
  func refreshBoard(_ endpoint: HTTPEndpoint?, keys: Set<WidgetKey>?, at now: Date) async {
    guard let endpoint, keys?.isEmpty != true else { return }
    endpoint.server.broadcast(await updateBoard(endpoint.board, keys: keys, at: now))
  }

  /// The keys of the board's widgets whose placement files `names` changed (placed, drawn
  /// again or removed).
  func boardKeys(_ endpoint: HTTPEndpoint?, changedFiles names: Set<String>) -> Set<WidgetKey> {
    guard let endpoint else { return [] }
    var keys = Set(names.compactMap { placementStore.placed(fileNamed: $0)?.key })
    for entry in endpoint.board.entries() where names.contains(entry.key.fileName) {
      keys.insert(entry.key)
    }
    return keys
  }

  /// The keys of the board's widgets whose entry changes by itself by `now`.
  func boardKeysDue(_ endpoint: HTTPEndpoint?, at now: Date) -> Set<WidgetKey> {
    guard let endpoint else { return [] }
    return Set(
      endpoint.board.entries().filter { ($0.nextChange ?? .distantFuture) <= now }.map(\.key))
  }

  /// Answers the reloads asked for over HTTP: one reload within the budget per widget, however
  /// many asked (in one worker's pass), each answered with its outcome as JSON (502 when it failed); and the presses
  /// of the widgets' buttons.
  /// - Returns: The outcomes, for the schedule, and whether an intent ran (what every widget
  ///   shows may have changed: the overlay is not in the store the service watches).
  func answerHTTPReloads(_ endpoint: HTTPEndpoint?) async
    -> (outcomes: [RefreshOutcome], performedIntents: Bool)
  {
    guard let endpoint else { return ([], false) }
    var performedIntents = false
    var pending = endpoint.server.takePending()
    await answerRemovals(pending.filter { $0.asked == .remove }, endpoint)
    pending.removeAll(where: { $0.asked == .remove })
    // A press runs the widget's button as `open` of its intent link would, here in the
    // service (one writer); the reload the intent asks for follows it, and the board's event.
    for request in pending where request.asked == .press {
      // The button presses what the widget shows now: its entry is brought up to date first
      // (an intent since the last change may have moved the todo its line names).
      if let key = endpoint.board.entry(request.id)?.key {
        let now = (try? environment.widgetClock().now) ?? Date()
        endpoint.server.broadcast(await updateBoard(endpoint.board, keys: [key], at: now))
      }
      guard let entry = endpoint.board.entry(request.id), let link = entry.intent else {
        endpoint.server.answer(request, with: .text(404, "widget \(request.id) has no button"))
        continue
      }
      // A flood of presses on one button presses once a second, whatever each resolves to,
      // counted from when each press came (the service may come to it later).
      let press = IntentGate.pressTarget(widget: entry.key.fileName)
      let since = request.arrived.duration(to: .now)
      let now = ((try? environment.widgetClock().now) ?? Date()).addingTimeInterval(
        -(Double(since.components.seconds) + Double(since.components.attoseconds) * 1e-18))
      do {
        guard try intentGate.admit(press, spacing: IntentGate.clickSpacing, at: now) else {
          endpoint.server.answer(
            request, with: .text(429, "this button was pressed less than a second ago"))
          continue
        }
      } catch {
        let failure = AppMain.failure(for: error, environment: environment)
        console.note(failure.description, app: Self.name)
        endpoint.server.answer(request, with: .text(500, failure.description))
        continue
      }
      // The press runs with the placed widget's own server settings and the service's command
      // line (its `--timeout` from when the press came).
      let placed = placementStore.placed(entry.key)
      let intent = IntentRequest(
        link: link, arguments: arguments,
        settings: placed.map(variables(for:)) ?? environment.variables)
      let answer = await performInWorker(intent, arrived: request.arrived)
      performedIntents = true
      var response = HTTPResponse.json(Data(((try? JSONOutput.encode(answer)) ?? "{}").utf8))
      if answer.status != .success { response.status = 502 }
      endpoint.server.answer(request, with: response)
    }
    pending.removeAll(where: { $0.asked == .press })
    // The reloads asked for, one worker's pass between them.
    var asked: [String: WidgetKey] = [:]
    for (id, waiting) in Dictionary(grouping: pending, by: \.id) {
      if let key = endpoint.board.entry(id)?.key, placementStore.placed(key) != nil {
        asked[id] = key
      } else {
        for request in waiting {
          endpoint.server.answer(request, with: .text(404, "no placed widget \(id)"))
        }
      }
    }
    let done =
      asked.isEmpty
      ? [] : await refreshInWorker(.withinBudget, widgets: Array(asked.values), seconds: 60)
    var outcomes: [RefreshOutcome] = []
    for (id, waiting) in Dictionary(grouping: pending, by: \.id) {
      guard let key = asked[id] else { continue }
      let outcome =
        done.first { $0.key == key }
        ?? RefreshOutcome(
          key: key, action: .skipped, reason: "removed while this pass ran", nextReload: nil)
      console.note(outcome.line(in: .current), app: Self.name)
      outcomes.append(outcome)
      var response = HTTPResponse.json(Data(((try? JSONOutput.encode(outcome)) ?? "{}").utf8))
      if outcome.action == .failed { response.status = 502 }
      for request in waiting { endpoint.server.answer(request, with: response) }
    }
    return (outcomes, performedIntents)
  }

  /// Forgets the widgets whose removal was asked for over HTTP, as `widgets --remove` does,
  /// each answered with what was removed (404 when it is gone already), and takes them off
  /// the board.
  private func answerRemovals(_ requests: [WidgetHTTPServer.Pending], _ endpoint: HTTPEndpoint)
    async
  {
    for request in requests {
      guard let key = endpoint.board.entry(request.id)?.key else {
        endpoint.server.answer(request, with: .text(404, "no placed widget \(request.id)"))
        continue
      }
      do {
        try await forget(key)
      } catch {
        let failure = AppMain.failure(for: error, environment: environment)
        console.note(failure.description, app: Self.name)
        endpoint.server.answer(request, with: .text(500, failure.description))
        continue
      }
      console.note("removed \(Self.describe(key)) (\(key.digest)) over HTTP", app: Self.name)
      let now = (try? environment.widgetClock().now) ?? Date()
      endpoint.server.broadcast(await updateBoard(endpoint.board, keys: [key], at: now))
      let body = (try? JSONOutput.encode(RemovedWidget(key))) ?? "{}"
      endpoint.server.answer(request, with: .json(Data(body.utf8)))
    }
  }
}
