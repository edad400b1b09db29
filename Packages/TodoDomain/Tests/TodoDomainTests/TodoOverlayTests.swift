import Foundation
import Testing
import TodoDomain

/// The overlay applies the user's changes on top of fetched todos and forgets a change once
/// fetched data agrees with it, never while the `PATCH` is pending.
@Suite struct TodoOverlayTests {
  static let date = Date(timeIntervalSince1970: 1_795_356_000)
  static let fetched = [
    Todo(userId: 1, id: 1, title: "a", completed: false),
    Todo(userId: 1, id: 2, title: "b", completed: true),
  ]

  @Test func appliesChangesOnTopOfFetchedTodos() {
    var overlay = TodoOverlay()
    overlay.set(.init(id: 1, completed: true, state: .pending, date: Self.date), for: 1)
    #expect(overlay.applied(to: Self.fetched).map(\.completed) == [true, true])
    #expect(overlay.pendingIDs == [1])
  }

  @Test func dropsASentChangeTheServiceKept() {
    var overlay = TodoOverlay()
    overlay.set(.init(id: 1, completed: false, state: .sent, date: Self.date), for: 1)
    overlay.set(.init(id: 2, completed: false, state: .sent, date: Self.date), for: 2)
    let dropped = overlay.reconcile(with: Self.fetched)
    #expect(dropped)
    #expect(overlay.changes.map(\.id) == [2])
  }

  @Test func keepsAPendingChangeEvenWhenFetchedDataAgrees() {
    var overlay = TodoOverlay()
    overlay.set(.init(id: 1, completed: false, state: .pending, date: Self.date), for: 1)
    let dropped = overlay.reconcile(with: Self.fetched)
    #expect(!dropped)
    #expect(overlay.change(for: 1) != nil)
  }

  @Test func aFailureNoteShowsForTenMinutes() {
    let overlay = TodoOverlay(failure: .init(id: 1, message: "todo 1 not saved", date: Self.date))
    #expect(overlay.failureNote(at: Self.date.addingTimeInterval(60)) != nil)
    #expect(overlay.failureNote(at: Self.date.addingTimeInterval(601)) == nil)
  }

  static func pending(_ id: Int, _ completed: Bool, change: String, owner: String? = "owner")
    -> TodoOverlay.Change
  {
    .init(
      id: id, completed: completed, state: .pending, date: date, changeID: change, owner: owner)
  }

  static let note = TodoOverlay.Failure(id: 1, message: "todo 1 not saved", date: date)

  /// A's PATCH fails late, after B's and C's later toggles were accepted: A's rollback leaves
  /// them alone, and the todo shows what the service accepted last (C).
  @Test func aLateFailureRollsBackOnlyItsOwnChange() {
    var overlay = TodoOverlay()
    overlay.begin(Self.pending(1, true, change: "a"))
    overlay.begin(Self.pending(1, false, change: "b"))
    overlay.begin(Self.pending(1, true, change: "c"))
    let done1 = overlay.accept("b", fetched: Self.fetched[0])
    #expect(done1)
    let done2 = overlay.accept("c", fetched: Self.fetched[0])
    #expect(done2)
    let done3 = overlay.rollBack("a", note: Self.note)
    #expect(done3)
    #expect(overlay.applied(to: Self.fetched).map(\.completed) == [true, true])
    #expect(overlay.pendingIDs.isEmpty)
    #expect(overlay.changes.map(\.changeID) == ["c"])
    #expect(overlay.failure == Self.note)
  }

  /// Answers in any order: the state is the one accepted last, and a rollback in between
  /// never undoes an accepted change.
  @Test(arguments: [
    ["a", "b", "c"], ["c", "b", "a"], ["b", "a", "c"], ["c", "a", "b"],
  ])
  func theStateIsTheOneAcceptedLast(order: [String]) {
    let values = ["a": true, "b": false, "c": true, "d": false]
    var overlay = TodoOverlay()
    for change in ["a", "b", "c", "d"] {
      overlay.begin(Self.pending(1, values[change] ?? false, change: change))
    }
    // d fails; the others are accepted in `order`.
    let done4 = overlay.rollBack("d", note: Self.note)
    #expect(done4)
    for change in order {
      let accepted = overlay.accept(change, fetched: Self.fetched[0])
      #expect(accepted)
    }
    let expected = values[order.last ?? ""] ?? false
    #expect(overlay.applied(to: Self.fetched)[0].completed == expected)
    #expect(overlay.pendingIDs.isEmpty)
  }

  @Test func aSecondToggleThatEndsWhereTheServiceWasLeavesNothing() {
    var overlay = TodoOverlay()
    overlay.begin(Self.pending(1, true, change: "a"))
    let done5 = overlay.accept("a", fetched: Self.fetched[0])
    #expect(done5)
    overlay.begin(Self.pending(1, false, change: "b"))
    let done6 = overlay.accept("b", fetched: Self.fetched[0])
    #expect(done6)
    #expect(overlay.changes.isEmpty)
  }

  @Test func aChangeResolvedMeanwhileIsNeitherAcceptedNorRolledBack() {
    var overlay = TodoOverlay()
    overlay.begin(Self.pending(1, true, change: "a"))
    let unknown7 = overlay.accept("z")
    #expect(!unknown7)
    let unknown8 = overlay.rollBack("z", note: Self.note)
    #expect(!unknown8)
    #expect(overlay.pendingIDs == [1])
    #expect(overlay.failure == nil)
  }

  /// A pending change whose owner is gone, or that has none (written before 0.4), is rolled
  /// back with a note; one whose owner runs stays.
  @Test func abandonedChangesAreRolledBack() {
    var overlay = TodoOverlay()
    overlay.set(.init(id: 2, completed: false, state: .sent, date: Self.date), for: 2)
    overlay.begin(Self.pending(1, true, change: "a", owner: "gone"))
    overlay.begin(Self.pending(2, true, change: "b", owner: "alive"))
    overlay.begin(Self.pending(1, false, change: "c", owner: nil))
    let resolved = overlay.resolveAbandoned(
      ownerIsRunning: { $0 == "alive" },
      note: { .init(id: $0.id, message: "todo \($0.id) interrupted", date: Self.date) })
    #expect(resolved.map(\.changeID) == ["a", "c"])
    #expect(overlay.pendingIDs == [2])
    #expect(overlay.failure?.message == "todo 1 interrupted")
    #expect(overlay.applied(to: Self.fetched).map(\.completed) == [false, true])
    #expect(overlay.pendingOwners == ["alive"])
  }

  /// An overlay written by 0.3 (no change ids, no owners) still reads; its pending change has
  /// no owner, so it is abandoned.
  @Test func readsAnOverlayFromBefore04() throws {
    let json = """
      {"changes":[{"completed":true,"date":"2026-11-22T14:00:00Z","id":3,"state":"pending"},
      {"completed":false,"date":"2026-11-22T14:00:00Z","id":4,"state":"sent"}]}
      """
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    var overlay = try decoder.decode(TodoOverlay.self, from: Data(json.utf8))
    #expect(overlay.pendingIDs == [3])
    let resolved = overlay.resolveAbandoned(ownerIsRunning: { _ in true }, note: { _ in Self.note })
    #expect(resolved.map(\.id) == [3])
    #expect(overlay.change(for: 4)?.state == .sent)
  }

  /// B was made after A: once accepted, B shows, though A still waits.
  @Test func anAcceptedChangeShowsOverAnOlderPendingOne() {
    var overlay = TodoOverlay()
    overlay.begin(Self.pending(1, true, change: "a"))
    overlay.begin(Self.pending(1, false, change: "b"))
    let accepted = overlay.accept("b", fetched: Self.fetched[0])
    #expect(accepted)
    #expect(overlay.change(for: 1)?.changeID == "b")
    #expect(overlay.applied(to: Self.fetched)[0].completed == false)
    let dropped = overlay.reconcile(with: Self.fetched)
    #expect(!dropped)
  }
}
