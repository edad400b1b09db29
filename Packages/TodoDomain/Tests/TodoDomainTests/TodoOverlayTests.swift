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
}
