import AppCommandLine
import DeepLinks
import Foundation
import TextRendering
import TodoDomain
import WidgetHost

extension TodosCommandLine {
  /// Runs an intent of the app: `toggle`.
  public func perform(_ intent: IntentInvocation) async throws {
    switch intent.declaration.name {
    case TodoIntents.toggle.name:
      try await toggle(id: try intent.match.int("id"))
    default:
      throw CommandFailure(.software, "todos has no intent '\(intent.declaration.name)'")
    }
  }

  /// `todos toggle ID`, in one request where the app knows the todo: flips what every face
  /// shows of it (the overlay's last change of it, else a widget's stored timeline) in the
  /// overlay at once (a pending change with an id of its own, owned by this process), sends
  /// the new flag (`PATCH`), then makes the answer (the whole todo, as JSONPlaceholder sends
  /// it) the todo's sent change and prints its line. The overlay is written once per state
  /// change: pending, then sent (or taken back).
  ///
  /// A failed `PATCH`, or an answer that is not this todo, takes back this change alone (an
  /// earlier or later toggle of the same todo stays), leaves a note for the widget and throws
  /// one line with the exit status of its cause (69, 75, 65). A toggle killed before the
  /// answer leaves a change whose owner is gone: the next reader rolls it back.
  func toggle(id: Int) async throws {
    let request = try commandRequest()
    let client = try client(request)
    var known = await storedTodo(id: id, for: request)
    var fetched = false
    if known == nil, overlayFile.read()?.change(for: id) == nil {
      // The app knows nothing of this todo (no widget stored it, no change of it is kept):
      // the one case that asks for it first, to know which way to flip it. An unknown id
      // stops here (66), with nothing sent.
      known = try await client.todo(id: id)
      fetched = true
    }
    let now = try environment.widgetClock().now
    let owner = try ChangeOwner(for: overlayFile.url.lastPathComponent, in: ownerDirectory)
    defer { owner.release() }
    var change = try beginToggle(of: id, known: known, reconciling: fetched, at: now, owner)
    if change == nil, !fetched {
      // The change the app went by was rolled back between its look and the lock (its
      // toggle was killed): nothing is known of the todo any more, so it is fetched.
      known = try await client.todo(id: id)
      change = try beginToggle(of: id, known: known, reconciling: true, at: now, owner)
    }
    guard let begun = change else {
      // Only a fetch that answered another todo leaves nothing to go by.
      throw CommandFailure(
        .dataError, "todo \(id) is unchanged: the service answered another todo for it")
    }
    let answer: Todo
    do {
      answer = try await client.update(id: id, completed: begun.completed)
    } catch {
      throw try rollBack(begun, changeID: owner.token, after: error)
    }
    try overlayFile.update { stored in
      guard var overlay = stored else { return }
      overlay.accept(owner.token, answer: answer)
      stored = overlay.isEmpty ? nil : overlay
    }
    let width = console.stdoutIsTerminal ? TerminalSize.current()?.columns : nil
    for line in TodosPrinter.listLines([answer], width: width) { console.print(line) }
  }

  /// Begins the toggle of todo `id` in the overlay, under its lock, after rolling back the
  /// abandoned changes (and the sent ones a fresh fetch agrees with, when `known` was
  /// fetched): one write. `nil` when nothing is known of the todo.
  private func beginToggle(
    of id: Int, known: Todo?, reconciling: Bool, at now: Date, _ owner: ChangeOwner
  ) throws -> TodoOverlay.Change? {
    try overlayFile.update { stored -> TodoOverlay.Change? in
      var overlay = stored ?? TodoOverlay()
      resolveAbandoned(in: &overlay)
      if reconciling, let known { overlay.reconcile(with: [known]) }
      let change = overlay.beginToggle(
        of: id, known: known, date: now, changeID: owner.token, owner: owner.token)
      stored = overlay.isEmpty ? nil : overlay
      return change
    }
  }

  /// Takes back `change` (`changeID`) after `error` (one write, with the widget's note) and
  /// returns the line to exit with: what the todo shows now, and why the change was not saved.
  private func rollBack(_ change: TodoOverlay.Change, changeID: String, after error: any Error)
    throws -> CommandFailure
  {
    let id = change.id
    let failure = AppMain.failure(for: error, environment: environment)
    let shown = try overlayFile.update { stored -> Bool? in
      var overlay = stored ?? TodoOverlay()
      overlay.rollBack(
        changeID,
        note: TodoOverlay.Failure(
          id: id, message: "todo \(id) not saved: \(Self.shortReason(failure))", date: Date()))
      stored = overlay.isEmpty ? nil : overlay
      return overlay.change(for: id)?.completed ?? change.fetchedCompleted
    }
    let state = shown.map { "todo \(id) stays \($0 ? "completed" : "open")" }
    return CommandFailure(
      failure.exitCode,
      "\(state ?? "todo \(id) is unchanged"): the change was not saved (\(failure.message))")
  }

  /// A few words for the widget's note: "HTTP 500", "timed out", "cannot connect".
  static func shortReason(_ failure: CommandFailure) -> String {
    switch failure.exitCode {
    case .tryAgainLater: "timed out, try again"
    case .dataError: "unreadable answer"
    default:
      failure.message.range(of: #"HTTP \d{3}"#, options: .regularExpression)
        .map { String(failure.message[$0]) } ?? "service unavailable"
    }
  }
}
