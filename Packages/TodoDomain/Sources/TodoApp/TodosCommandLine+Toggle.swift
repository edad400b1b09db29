import AppCommandLine
import DeepLinks
import Foundation
import TextRendering
import TodoDomain
import WidgetHost

extension TodosCommandLine {
  /// The overlay of the user's changes, `overlay.json` in the state folder (0600, written
  /// atomically under a lock). A change there wakes every `status --follow`.
  var overlayFile: StateFile<TodoOverlay> {
    StateFile("overlay.json", in: environment.stateDirectory)
  }

  /// The overlay as it is now; empty when there is none. A pending change whose owner is gone
  /// (a toggle killed before the service answered) is rolled back first, with a note: no face
  /// shows a change the service never accepted, and none says "saving…" for ever.
  func overlay() -> TodoOverlay {
    guard let overlay = overlayFile.read() else { return TodoOverlay() }
    guard overlay.changes.contains(where: isAbandoned) else { return overlay }
    return
      (try? overlayFile.update { stored -> TodoOverlay in
        var current = stored ?? TodoOverlay()
        resolveAbandoned(in: &current)
        stored = current.isEmpty ? nil : current
        return current
      }) ?? overlay
  }

  /// `fetched` with the overlay applied; sent changes the fetched data agrees with are dropped
  /// from the overlay first (the service kept them).
  func applyingOverlay(to fetched: [Todo]) -> [Todo] {
    var overlay = overlay()
    guard !overlay.changes.isEmpty else { return fetched }
    if overlay.reconcile(with: fetched) {
      overlay =
        (try? overlayFile.update { stored -> TodoOverlay in
          var current = stored ?? TodoOverlay()
          current.reconcile(with: fetched)
          stored = current.isEmpty ? nil : current
          return current
        }) ?? overlay
    }
    return overlay.applied(to: fetched)
  }

  /// Whether `change` waits for an answer that no running process will receive.
  private func isAbandoned(_ change: TodoOverlay.Change) -> Bool {
    change.state == .pending
      && !(change.owner.map {
        ChangeOwner.isRunning($0, for: overlayFile.url.lastPathComponent, in: ownerDirectory)
      } ?? false)
  }

  /// Rolls back the abandoned changes of `overlay`, each with its note, and removes their
  /// owners' files.
  private func resolveAbandoned(in overlay: inout TodoOverlay) {
    let name = overlayFile.url.lastPathComponent
    let resolved = overlay.resolveAbandoned(
      ownerIsRunning: { ChangeOwner.isRunning($0, for: name, in: ownerDirectory) },
      note: { change in
        TodoOverlay.Failure(
          id: change.id,
          message: "todo \(change.id) not saved: interrupted before the server answered",
          date: Date())
      })
    for change in resolved {
      if let owner = change.owner { ChangeOwner.discard(owner, for: name, in: ownerDirectory) }
    }
  }

  /// Where the owners of pending changes keep their files: beside the overlay.
  private var ownerDirectory: URL { overlayFile.url.deletingLastPathComponent() }

  /// Runs an intent of the app: `toggle`.
  public func perform(_ intent: IntentInvocation) async throws {
    switch intent.declaration.name {
    case TodoIntents.toggle.name:
      try await toggle(id: try intent.match.int("id"))
    default:
      throw CommandFailure(.software, "todos has no intent '\(intent.declaration.name)'")
    }
  }

  /// `todos toggle ID`: flips the todo's completed flag in the overlay at once (a pending
  /// change with an id of its own, owned by this process), sends it (`PATCH`), then marks it
  /// accepted; prints the todo's new line. A failed `PATCH` takes back this change alone (an
  /// earlier or later toggle of the same todo stays), leaves a note for the widget and throws
  /// one line with the transport's exit status (69, 75). A toggle killed before the answer
  /// leaves a change whose owner is gone: the next reader rolls it back.
  func toggle(id: Int) async throws {
    let client = try client(commandRequest())
    let fetched = try await client.todo(id: id)
    let now = try environment.widgetClock().now
    let owner = try ChangeOwner(for: overlayFile.url.lastPathComponent, in: ownerDirectory)
    defer { owner.release() }
    let changeID = owner.token
    let changed = try overlayFile.update { stored -> Todo in
      var overlay = stored ?? TodoOverlay()
      resolveAbandoned(in: &overlay)
      overlay.reconcile(with: [fetched])
      var todo = overlay.applied(to: fetched)
      todo.completed.toggle()
      overlay.begin(
        TodoOverlay.Change(
          id: id, completed: todo.completed, state: .pending, date: now, changeID: changeID,
          owner: owner.token))
      stored = overlay
      return todo
    }
    do {
      try await client.setCompleted(changed.completed, id: id)
    } catch {
      let failure = AppMain.failure(for: error, environment: environment)
      let shown = try overlayFile.update { stored -> Bool in
        var overlay = stored ?? TodoOverlay()
        overlay.rollBack(
          changeID,
          note: TodoOverlay.Failure(
            id: id, message: "todo \(id) not saved: \(Self.shortReason(failure))", date: Date()))
        stored = overlay.isEmpty ? nil : overlay
        return overlay.applied(to: fetched).completed
      }
      let message =
        "todo \(id) stays \(fetchedState(shown)): the change was not saved (\(failure.message))"
      throw CommandFailure(failure.exitCode, message)
    }
    try overlayFile.update { stored in
      guard var overlay = stored else { return }
      overlay.accept(changeID, fetched: fetched)
      stored = overlay.isEmpty ? nil : overlay
    }
    let width = console.stdoutIsTerminal ? TerminalSize.current()?.columns : nil
    for line in TodosPrinter.listLines([changed], width: width) { console.print(line) }
  }

  private func fetchedState(_ completed: Bool) -> String {
    completed ? "completed" : "open"
  }

  /// A few words for the widget's note: "HTTP 500", "timed out", "cannot connect".
  static func shortReason(_ failure: CommandFailure) -> String {
    switch failure.exitCode {
    case .tryAgainLater: "timed out, try again"
    default:
      failure.message.range(of: #"HTTP \d{3}"#, options: .regularExpression)
        .map { String(failure.message[$0]) } ?? "service unavailable"
    }
  }
}
