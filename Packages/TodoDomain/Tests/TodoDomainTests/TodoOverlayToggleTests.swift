import Foundation
import Testing

@testable import TodoDomain

/// A toggle begins from what the app knows (the overlay's last change of the todo, else the
/// todo as stored or fetched), and the service's answer, the whole todo, is what it keeps.
@Suite struct TodoOverlayToggleTests {
  static let date = Date(timeIntervalSince1970: 1_795_356_000)
  static let open = Todo(userId: 1, id: 3, title: "fugiat veniam minus", completed: false)

  static func answer(_ completed: Bool) -> Todo {
    var todo = open
    todo.completed = completed
    return todo
  }

  @Test func nothingKnownBeginsNothing() {
    var overlay = TodoOverlay()
    let begun = overlay.beginToggle(of: 3, known: nil, date: Self.date, changeID: "a", owner: "a")
    #expect(begun == nil)
    #expect(overlay.isEmpty)
    let other = overlay.beginToggle(
      of: 3, known: Todo(userId: 1, id: 4, title: "x", completed: false), date: Self.date,
      changeID: "a", owner: "a")
    #expect(other == nil, "a todo of another id says nothing of this one")
  }

  @Test func aKnownTodoFlipsAndRecordsWhatTheServiceHeld() throws {
    var overlay = TodoOverlay()
    let made = overlay.beginToggle(
      of: 3, known: Self.open, date: Self.date, changeID: "a", owner: "a")
    let begun = try #require(made)
    #expect(begun.completed)
    #expect(begun.state == .pending)
    #expect(begun.fetchedCompleted == false)
    #expect(overlay.pendingIDs == [3])
    let accepted = overlay.accept("a", answer: Self.answer(true))
    #expect(accepted)
    #expect(overlay.change(for: 3)?.state == .sent)
    #expect(overlay.applied(to: Self.open).completed)
  }

  /// The second toggle knows the todo from the overlay alone, and ends where the service was:
  /// nothing is left to remember.
  @Test func theOverlayAloneIsEnoughToToggleBack() throws {
    var overlay = TodoOverlay()
    _ = overlay.beginToggle(of: 3, known: Self.open, date: Self.date, changeID: "a", owner: "a")
    overlay.accept("a", answer: Self.answer(true))
    let madeBack = overlay.beginToggle(
      of: 3, known: nil, date: Self.date, changeID: "b", owner: "b")
    let back = try #require(madeBack)
    #expect(!back.completed)
    #expect(back.fetchedCompleted == false)
    let accepted = overlay.accept("b", answer: Self.answer(false))
    #expect(accepted)
    #expect(overlay.isEmpty)
  }

  /// The overlay's last change shows, so it decides the flip, not the stored todo.
  @Test func thePendingChangeDecidesOverTheStoredTodo() throws {
    var overlay = TodoOverlay()
    _ = overlay.beginToggle(of: 3, known: Self.open, date: Self.date, changeID: "a", owner: "a")
    let madeSecond = overlay.beginToggle(
      of: 3, known: Self.open, date: Self.date, changeID: "b", owner: "b")
    let second = try #require(madeSecond)
    #expect(!second.completed)
    #expect(overlay.changes.map(\.changeID) == ["a", "b"])
  }

  /// A service that answers another flag than the one sent holds that one: here the flag it
  /// held before, so nothing is left to remember.
  @Test func theAnswersFlagIsTheOneKept() throws {
    var overlay = TodoOverlay()
    let begun = overlay.beginToggle(
      of: 3, known: Self.open, date: Self.date, changeID: "a", owner: "a")
    #expect(begun?.completed == true)
    let accepted = overlay.accept("a", answer: Self.answer(false))
    #expect(accepted)
    #expect(overlay.isEmpty)
    let again = overlay.accept("a", answer: Self.answer(true))
    #expect(!again, "accepted once")
  }

  /// An overlay written before the flag was recorded still reads; its change is kept until
  /// fetched data agrees with it.
  @Test func aChangeWithoutTheRecordedFlagIsKept() throws {
    var overlay = TodoOverlay()
    overlay.begin(.init(id: 3, completed: true, state: .pending, date: Self.date, changeID: "a"))
    overlay.accept("a")
    let madeBack = overlay.beginToggle(
      of: 3, known: nil, date: Self.date, changeID: "b", owner: "b")
    let back = try #require(madeBack)
    #expect(back.fetchedCompleted == nil)
    overlay.accept("b", answer: Self.answer(false))
    #expect(overlay.change(for: 3)?.completed == false)
    let dropped = overlay.reconcile(with: [Self.open])
    #expect(dropped)
    #expect(overlay.isEmpty)
  }
}
