import Foundation
import Testing

@testable import JokesWidget

@Suite struct SmartStackRotationTests {
  static let start = Date(timeIntervalSince1970: 1_795_356_000)

  /// Something that happens to a stack, `at` seconds after ``start``.
  enum Event: Sendable, CustomStringConvertible {
    /// Member shows an entry dated `entry` seconds after start.
    case entry(member: Int, entry: TimeInterval, at: TimeInterval)
    /// The clock reaches `at`.
    case tick(at: TimeInterval)
    /// A key is pressed at `at`.
    case key(at: TimeInterval)

    var description: String {
      switch self {
      case .entry(let member, let entry, let at): "entry(\(member), \(Int(entry))) @\(Int(at))"
      case .tick(let at): "tick @\(Int(at))"
      case .key(let at): "key @\(Int(at))"
      }
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let count: Int
    let events: [Event]
    /// The member on top after each event.
    let tops: [Int]
    /// When the stack turns next after the last event, in seconds after start.
    let nextTurn: TimeInterval?
    var testDescription: String { name }
  }

  static let cases = [
    Case(
      name: "first entries are no change", count: 3,
      events: [.entry(member: 2, entry: 0, at: 0), .entry(member: 1, entry: 0, at: 1)],
      tops: [0, 0], nextTurn: 15),
    Case(
      name: "turns every 15 seconds and wraps", count: 2,
      events: [.tick(at: 14), .tick(at: 15), .tick(at: 29), .tick(at: 30), .tick(at: 45)],
      tops: [0, 1, 1, 0, 1], nextTurn: 60),
    Case(
      name: "a late wake lands where the turns would have", count: 3,
      events: [.tick(at: 50)], tops: [0], nextTurn: 60),
    Case(
      name: "a late wake past several turns", count: 3,
      events: [.tick(at: 31)], tops: [2], nextTurn: 45),
    Case(
      name: "a changed entry comes to the top for a full interval", count: 3,
      events: [
        .entry(member: 2, entry: 0, at: 0), .entry(member: 2, entry: 1800, at: 10),
        .tick(at: 15), .tick(at: 25),
      ],
      tops: [0, 2, 2, 0], nextTurn: 40),
    Case(
      name: "the same entry again is no change", count: 2,
      events: [.entry(member: 1, entry: 0, at: 0), .entry(member: 1, entry: 0, at: 5)],
      tops: [0, 0], nextTurn: 15),
    Case(
      name: "the most recent change wins", count: 3,
      events: [
        .entry(member: 1, entry: 0, at: 0), .entry(member: 2, entry: 0, at: 0),
        .entry(member: 1, entry: 60, at: 60), .entry(member: 2, entry: 61, at: 61),
      ],
      tops: [0, 0, 1, 2], nextTurn: 76),
    Case(
      name: "a key press turns at once and restarts the wait", count: 3,
      events: [.tick(at: 10), .key(at: 12), .tick(at: 26), .tick(at: 27), .key(at: 28)],
      tops: [0, 1, 1, 2, 0], nextTurn: 43),
    Case(
      name: "a stack of one never turns", count: 1,
      events: [.tick(at: 100), .key(at: 101), .entry(member: 0, entry: 0, at: 102)],
      tops: [0, 0, 0], nextTurn: nil),
    Case(
      name: "an unknown member is ignored", count: 2,
      events: [.entry(member: 5, entry: 0, at: 0), .entry(member: -1, entry: 9, at: 1)],
      tops: [0, 0], nextTurn: 15),
  ]

  @Test(arguments: cases)
  func topAfterEachEvent(_ sample: Case) {
    var rotation = SmartStackRotation(count: sample.count, start: Self.start)
    var tops: [Int] = []
    for event in sample.events {
      switch event {
      case .entry(let member, let entry, let at):
        rotation.observe(
          member: member, entryDate: Self.start.addingTimeInterval(entry),
          at: Self.start.addingTimeInterval(at))
      case .tick(let at):
        rotation.rotate(to: Self.start.addingTimeInterval(at))
      case .key(let at):
        rotation.next(at: Self.start.addingTimeInterval(at))
      }
      tops.append(rotation.selected)
    }
    #expect(tops == sample.tops)
    #expect(rotation.nextTurn == sample.nextTurn.map { Self.start.addingTimeInterval($0) })
  }

  @Test func changesAreRememberedPerMember() {
    var rotation = SmartStackRotation(count: 2, start: Self.start)
    rotation.observe(member: 1, entryDate: Self.start, at: Self.start)
    let later = Self.start.addingTimeInterval(1800)
    let cameToTop = rotation.observe(member: 1, entryDate: later, at: later)
    #expect(cameToTop)
    #expect(rotation.lastChanges == [nil, later])
    #expect(rotation.shownSince == later)
  }

  struct Setup: Sendable {
    let count: Int
    let interval: TimeInterval
    let expectedCount: Int
    let expectedInterval: TimeInterval
  }

  @Test(arguments: [
    Setup(count: 0, interval: 15, expectedCount: 1, expectedInterval: 15),
    Setup(count: -3, interval: 0, expectedCount: 1, expectedInterval: 1),
    Setup(count: 4, interval: .infinity, expectedCount: 4, expectedInterval: 15),
    Setup(count: 2, interval: 60, expectedCount: 2, expectedInterval: 60),
  ])
  func outOfRangeSetupsAreKeptSane(_ setup: Setup) {
    let rotation = SmartStackRotation(
      count: setup.count, start: Self.start, interval: setup.interval)
    #expect(rotation.count == setup.expectedCount)
    #expect(rotation.interval == setup.expectedInterval)
  }
}
