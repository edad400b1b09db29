import AppCommandLine
import DeepLinks
import Foundation
import TextRendering
import TodoDomain

extension TodosCommandLine {
  /// The overlay of the user's changes, `overlay.json` in the state folder (0600, written
  /// atomically under a lock). A change there wakes every `status --follow`.
  var overlayFile: StateFile<TodoOverlay> {
    StateFile("overlay.json", in: environment.stateDirectory)
  }

  /// The overlay as it is now; empty when there is none.
  func overlay() -> TodoOverlay {
    overlayFile.read() ?? TodoOverlay()
  }

  /// `fetched` with the overlay applied; sent changes the fetched data agrees with are dropped
  /// from the overlay first (the service kept them).
  func applyingOverlay(to fetched: [Todo]) -> [Todo] {
    guard var overlay = overlayFile.read(), !overlay.changes.isEmpty else { return fetched }
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

  /// Runs an intent of the app: `toggle`.
  public func perform(_ intent: IntentInvocation) async throws {
    switch intent.declaration.name {
    case TodoIntents.toggle.name:
      try await toggle(id: try intent.match.int("id"))
    default:
      throw CommandFailure(.software, "todos has no intent '\(intent.declaration.name)'")
    }
  }

  /// `todos toggle ID`: flips the todo's completed flag in the overlay at once (pending), sends
  /// it (`PATCH`), then marks it sent; prints the todo's new line. A failed `PATCH` puts the
  /// overlay back as it was, leaves a note for the widget and throws one line with the
  /// transport's exit status (69, 75).
  func toggle(id: Int) async throws {
    let client = try client()
    let fetched = try await client.todo(id: id)
    // Whole seconds, as the overlay stores dates: the date tells this run's change apart.
    let now = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
    let (previous, changed) = try overlayFile.update { stored -> (TodoOverlay.Change?, Todo) in
      var overlay = stored ?? TodoOverlay()
      overlay.reconcile(with: [fetched])
      let previous = overlay.change(for: id)
      var todo = overlay.applied(to: fetched)
      todo.completed.toggle()
      overlay.set(
        TodoOverlay.Change(id: id, completed: todo.completed, state: .pending, date: now),
        for: id)
      if overlay.failure?.id == id { overlay.failure = nil }
      stored = overlay
      return (previous, todo)
    }
    do {
      try await client.setCompleted(changed.completed, id: id)
    } catch {
      let failure = AppMain.failure(for: error, environment: environment)
      let state = fetchedState(previous.map(\.completed) ?? fetched.completed)
      let message = "todo \(id) stays \(state): the change was not saved (\(failure.message))"
      try overlayFile.update { stored in
        var overlay = stored ?? TodoOverlay()
        if overlay.change(for: id)?.date == now { overlay.set(previous, for: id) }
        overlay.failure = TodoOverlay.Failure(
          id: id, message: "todo \(id) not saved: \(Self.shortReason(failure))", date: Date())
        stored = overlay
      }
      throw CommandFailure(failure.exitCode, message)
    }
    try overlayFile.update { stored in
      guard var overlay = stored, let change = overlay.change(for: id), change.date == now else {
        return
      }
      // The service holds what was fetched: nothing is left to remember.
      if fetched.completed == change.completed {
        overlay.set(nil, for: id)
      } else {
        overlay.set(
          TodoOverlay.Change(id: id, completed: change.completed, state: .sent, date: now),
          for: id)
      }
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
