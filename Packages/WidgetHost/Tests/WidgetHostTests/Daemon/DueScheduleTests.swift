import Foundation
import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// The heap of due dates a service wakes by: items come out earliest first, once, only when
/// due; setting an item again moves it; an item set to never leaves.
@Suite struct DueScheduleTests {
  private static let start = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func itemsComeOutWhenDueEarliestFirst() {
    var schedule = DueSchedule<Int>()
    for (item, offset) in [(1, 30.0), (2, 10), (3, 20), (4, 40)] {
      schedule.set(item, at: Self.start.addingTimeInterval(offset))
    }
    #expect(schedule.next == Self.start.addingTimeInterval(10))
    #expect(schedule.takeDue(at: Self.start.addingTimeInterval(5)).isEmpty)
    #expect(schedule.takeDue(at: Self.start.addingTimeInterval(30)) == [2, 3, 1])
    #expect(schedule.count == 1)
    #expect(schedule.next == Self.start.addingTimeInterval(40))
  }

  @Test func settingAgainMovesAnItemAndNeverRemovesIt() {
    var schedule = DueSchedule<String>()
    schedule.set("a", at: Self.start.addingTimeInterval(10))
    schedule.set("b", at: Self.start.addingTimeInterval(20))
    schedule.set("a", at: Self.start.addingTimeInterval(30))
    schedule.set("b", at: nil)
    #expect(schedule.next == Self.start.addingTimeInterval(30))
    #expect(schedule.takeDue(at: Self.start.addingTimeInterval(25)).isEmpty)
    #expect(schedule.takeDue(at: Self.start.addingTimeInterval(30)) == ["a"])
    #expect(schedule.next == nil)
  }

  @Test func manyMovesKeepTheOrderRight() {
    var schedule = DueSchedule<Int>()
    var expected: [Int: Double] = [:]
    var generator = SystemRandomNumberGenerator()
    for round in 0..<5000 {
      let item = Int.random(in: 0..<300, using: &generator)
      let offset = Double(Int.random(in: 0..<10_000, using: &generator))
      schedule.set(item, at: Self.start.addingTimeInterval(offset))
      expected[item] = offset
      if round % 97 == 0 {
        schedule.set(item, at: nil)
        expected[item] = nil
      }
    }
    let taken = schedule.takeDue(at: Self.start.addingTimeInterval(10_000))
    let order = expected.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map(\.value)
    #expect(taken.count == expected.count)
    #expect(taken.compactMap { expected[$0] } == order)
  }
}
