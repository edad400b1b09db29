import Foundation

/// The user's changes to todos that the service has not kept (yet): JSONPlaceholder answers a
/// `PATCH` as if it saved it, but keeps nothing, so the next fetch snaps back. Every face
/// (`list`, `show`, `widget`, `status`) applies the overlay on top of what it fetched.
///
/// A change is ``Change/State/pending`` from the moment it is made until the service answered
/// the `PATCH`, then ``Change/State/sent``. A sent change is dropped once fetched data agrees
/// with it (a service that saves); it is kept while the service keeps forgetting. A failed
/// `PATCH` takes the change back and leaves a ``Failure`` note for the widget.
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

    /// A change.
    public init(id: Int, completed: Bool, state: State, date: Date) {
      self.id = id
      self.completed = completed
      self.state = state
      self.date = date
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

  /// The changes, by todo id.
  public private(set) var changes: [Change]
  /// The last rollback, if any.
  public var failure: Failure?

  /// An overlay with these changes.
  public init(changes: [Change] = [], failure: Failure? = nil) {
    self.changes = changes
    self.failure = failure
  }

  /// Whether there is nothing to apply and nothing to say.
  public var isEmpty: Bool { changes.isEmpty && failure == nil }

  /// The change of todo `id`.
  public func change(for id: Int) -> Change? {
    changes.first { $0.id == id }
  }

  /// Sets (or, with `nil`, removes) the change of todo `id`.
  public mutating func set(_ change: Change?, for id: Int) {
    changes.removeAll { $0.id == id }
    if let change { changes.append(change) }
    changes.sort { $0.id < $1.id }
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

  /// Drops the sent changes that `fetched` agrees with: the service kept them. Returns whether
  /// anything was dropped.
  @discardableResult
  public mutating func reconcile(with fetched: [Todo]) -> Bool {
    let before = changes.count
    changes.removeAll { change in
      change.state == .sent
        && fetched.contains { $0.id == change.id && $0.completed == change.completed }
    }
    return changes.count != before
  }
}
