import Foundation

/// The user's changes to todos that the service has not kept (yet): JSONPlaceholder answers a
/// `PATCH` as if it saved it, but keeps nothing, so the next fetch snaps back. Every face
/// (`list`, `show`, `widget`, `status`) applies the overlay on top of what it fetched.
///
/// Each change has an id (``Change/changeID``) and, while the service has not answered, an
/// owner: the process waiting for the answer (``Change/owner``). A todo has at most one
/// ``Change/State/sent`` change (what the service accepted last) and any number of
/// ``Change/State/pending`` ones, all in the order they were made; the last one shows.
///
/// - ``begin(_:)`` adds a pending change;
/// - ``accept(_:fetched:)`` makes it the todo's sent change (or drops it when the service
///   already held that state);
/// - ``rollBack(_:note:)`` removes it alone, leaving every other change as it is;
/// - ``resolveAbandoned(ownerIsRunning:note:)`` rolls back the pending changes whose owner is
///   gone (a toggle killed before the answer), so nothing stays pending for ever.
///
/// A sent change is dropped once fetched data agrees with it (a service that saves); it is
/// kept while the service keeps forgetting. The final state after any interleaving of answers
/// is the one the service accepted last.
public struct TodoOverlay: Codable, Sendable, Hashable {
  /// One todo's change.
  public struct Change: Codable, Sendable, Hashable {
    /// Whether the change is waiting for the service's answer.
    public enum State: String, Codable, Sendable, Hashable {
      /// Sent, no answer yet.
      case pending
      /// The service answered 2xx.
      case sent
    }

    /// The todo.
    public var id: Int
    /// Its completed flag as the user set it.
    public var completed: Bool
    /// Whether the service has answered.
    public var state: State
    /// When it was made.
    public var date: Date
    /// Names this change among all others: acceptance and rollback find it by this, never by
    /// its date. `nil` in an overlay written before 0.4.
    public var changeID: String?
    /// Who waits for the service's answer to this pending change (a token the app can ask
    /// about: is its owner still running?). A pending change without one (written before 0.4)
    /// is abandoned.
    public var owner: String?
    /// The todo's completed flag as the service held it when the change was made (as last
    /// fetched or stored): what a service that keeps nothing (JSONPlaceholder) still holds, so
    /// an accepted change equal to it is not worth remembering. `nil` when unknown (a change
    /// written by an earlier version).
    public var fetchedCompleted: Bool?

    /// A change.
    public init(
      id: Int, completed: Bool, state: State, date: Date, changeID: String? = nil,
      owner: String? = nil, fetchedCompleted: Bool? = nil
    ) {
      self.id = id
      self.completed = completed
      self.state = state
      self.date = date
      self.changeID = changeID
      self.owner = owner
      self.fetchedCompleted = fetchedCompleted
    }
  }

  /// The last change that was rolled back, for the widget's one-line note.
  public struct Failure: Codable, Sendable, Hashable {
    /// The todo.
    public var id: Int
    /// One line: what failed.
    public var message: String
    /// When.
    public var date: Date

    /// A note.
    public init(id: Int, message: String, date: Date) {
      self.id = id
      self.message = message
      self.date = date
    }
  }

  /// How long a failure note shows in the widget.
  public static let failureNoteLifetime: TimeInterval = 10 * 60

  /// The changes: per todo, the sent one (if any) and the pending ones in the order made.
  public internal(set) var changes: [Change]
  /// The last rollback, if any.
  public var failure: Failure?

  /// An overlay with these changes.
  public init(changes: [Change] = [], failure: Failure? = nil) {
    self.changes = changes
    self.failure = failure
  }

  /// Whether there is nothing to apply and nothing to say.
  public var isEmpty: Bool { changes.isEmpty && failure == nil }

  /// The change that shows for todo `id`: the last one made that is still pending or is the
  /// one the service accepted.
  public func change(for id: Int) -> Change? {
    changes.last { $0.id == id }
  }

  /// Replaces every change of todo `id` with `change` (none with `nil`).
  public mutating func set(_ change: Change?, for id: Int) {
    changes.removeAll { $0.id == id }
    if let change { changes.append(change) }
  }

  /// Adds `change`, pending, after the todo's other changes: it shows until it is accepted or
  /// rolled back. A failure note about the same todo goes.
  public mutating func begin(_ change: Change) {
    var change = change
    change.state = .pending
    changes.append(change)
    if failure?.id == change.id { failure = nil }
  }

  /// The service accepted the pending change `changeID`: it becomes its todo's sent change
  /// (answers decide: the one before goes, even when it was made later), keeping its place
  /// among the todo's changes, so a pending change made after it still shows. When the service
  /// already held that state before (`fetched`, the todo as it held it; without one, what the
  /// change recorded: ``Change/fetchedCompleted``) and no change of the todo was made before
  /// it, it goes too: nothing is left to remember. Returns `false` when
  /// no such pending change is left (it was resolved as abandoned meanwhile): then nothing
  /// changes.
  @discardableResult
  public mutating func accept(_ changeID: String, fetched: Todo? = nil) -> Bool {
    guard changes.contains(where: { $0.changeID == changeID && $0.state == .pending }) else {
      return false
    }
    let id = changes.first { $0.changeID == changeID }?.id
    changes.removeAll { $0.id == id && $0.state == .sent }
    guard let index = changes.firstIndex(where: { $0.changeID == changeID }) else { return false }
    changes[index].state = .sent
    changes[index].owner = nil
    let held: Bool?
    if let fetched {
      held = fetched.id == changes[index].id ? fetched.completed : nil
    } else {
      held = changes[index].fetchedCompleted
    }
    if isRedundant(at: index, held: held) { changes.remove(at: index) }
    return true
  }

  /// Whether the sent change at `index` says what the service `held` of its todo, with no
  /// change of the todo made before it (which it would hide).
  private func isRedundant(at index: Int, held: Bool?) -> Bool {
    let change = changes[index]
    return change.state == .sent && held == change.completed
      && !changes[..<index].contains { $0.id == change.id }
  }

  /// The service refused (or never answered) the pending change `changeID`: it goes, and
  /// `note` says so; every other change, earlier or later, stays. Returns `false` when no
  /// such pending change is left.
  @discardableResult
  public mutating func rollBack(_ changeID: String, note: Failure) -> Bool {
    guard
      let index = changes.firstIndex(where: { $0.changeID == changeID && $0.state == .pending })
    else { return false }
    changes.remove(at: index)
    failure = note
    return true
  }

  /// Rolls back every pending change whose owner is not running (or that has none): a toggle
  /// killed while it waited. `note` words the failure note of each. Returns the changes rolled
  /// back.
  @discardableResult
  public mutating func resolveAbandoned(
    ownerIsRunning: (String) -> Bool, note: (Change) -> Failure
  ) -> [Change] {
    let abandoned = changes.filter { change in
      change.state == .pending && !(change.owner.map(ownerIsRunning) ?? false)
    }
    guard !abandoned.isEmpty else { return [] }
    changes.removeAll { change in abandoned.contains(change) }
    if let last = abandoned.last { failure = note(last) }
    return abandoned
  }

  /// The owners of the pending changes.
  public var pendingOwners: [String] {
    changes.compactMap { $0.state == .pending ? $0.owner : nil }
  }

  /// `todos` with every change applied.
  public func applied(to todos: [Todo]) -> [Todo] {
    todos.map(applied(to:))
  }

  /// `todo` with its change applied.
  public func applied(to todo: Todo) -> Todo {
    guard let change = change(for: todo.id) else { return todo }
    var changed = todo
    changed.completed = change.completed
    return changed
  }

  /// The ids of the todos whose change is still waiting for the service.
  public var pendingIDs: Set<Int> {
    Set(changes.filter { $0.state == .pending }.map(\.id))
  }

  /// The failure note to show at `now`, while it is recent.
  public func failureNote(at now: Date) -> Failure? {
    guard let failure, now.timeIntervalSince(failure.date) < Self.failureNoteLifetime else {
      return nil
    }
    return failure
  }

  /// Drops the sent changes that `fetched` agrees with (the service kept them), unless a
  /// pending change of the same todo was made before one. Returns whether anything was
  /// dropped.
  @discardableResult
  public mutating func reconcile(with fetched: [Todo]) -> Bool {
    var dropped = false
    for todo in fetched {
      guard let index = changes.firstIndex(where: { $0.id == todo.id && $0.state == .sent }),
        isRedundant(at: index, held: todo.completed)
      else { continue }
      changes.remove(at: index)
      dropped = true
    }
    return dropped
  }
}
