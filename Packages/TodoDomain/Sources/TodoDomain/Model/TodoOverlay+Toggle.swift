import Foundation

extension TodoOverlay {
  /// The completed flag every face shows for todo `id`: its last change's, else `known`'s (the
  /// todo as the app last fetched or stored it); `nil` when the overlay has no change of it
  /// and nothing else is known.
  func shownCompleted(of id: Int, known: Todo?) -> Bool? {
    change(for: id)?.completed ?? known.flatMap { $0.id == id ? $0.completed : nil }
  }

  /// Begins a toggle of todo `id` from what the app already knows, without asking the service:
  /// a pending change (``begin(_:)``) to the opposite of what every face shows
  /// (its last change's flag, else `known`'s), which records what the service held before (`known`,
  /// else what the todo's last change recorded) for ``accept(_:answer:)``.
  ///
  /// - Parameters:
  ///   - known: the todo as the app last fetched or stored it (a widget's stored timeline, a
  ///     fetch), when it has it.
  /// - Returns: The change begun; `nil`, changing nothing, when the overlay has no change of
  ///   the todo and nothing is `known` of it: the caller fetches the todo and asks again.
  public mutating func beginToggle(
    of id: Int, known: Todo?, date: Date, changeID: String, owner: String?
  ) -> Change? {
    guard let shown = shownCompleted(of: id, known: known) else { return nil }
    let held =
      known.flatMap { $0.id == id ? $0.completed : nil } ?? change(for: id)?.fetchedCompleted
    let change = Change(
      id: id, completed: !shown, state: .pending, date: date, changeID: changeID, owner: owner,
      fetchedCompleted: held)
    begin(change)
    return change
  }

  /// The service accepted the pending change `changeID` and `answer`ed with the whole todo (as
  /// JSONPlaceholder answers a `PATCH`): the change takes the answer's flag, what the service
  /// says it holds now, and is accepted as ``accept(_:fetched:)`` accepts it, against the flag
  /// the change recorded the service held before (``Change/fetchedCompleted``).
  ///
  /// - Returns: `false`, changing nothing, when no such pending change is left (it was resolved
  ///   as abandoned meanwhile).
  @discardableResult
  public mutating func accept(_ changeID: String, answer: Todo) -> Bool {
    guard
      let index = changes.firstIndex(where: { $0.changeID == changeID && $0.state == .pending })
    else { return false }
    if changes[index].id == answer.id { changes[index].completed = answer.completed }
    return accept(changeID)
  }
}
