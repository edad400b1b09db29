import AppCommandLine
import Foundation
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
  func resolveAbandoned(in overlay: inout TodoOverlay) {
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
  var ownerDirectory: URL { overlayFile.url.deletingLastPathComponent() }
}
