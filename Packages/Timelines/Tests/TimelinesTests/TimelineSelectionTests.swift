import Foundation
import Testing

@testable import Timelines

/// `entry(at:)`, `entryIndex(at:)` and `nextEntryDate(after:)` as tables.
@Suite struct TimelineSelectionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var entries: [(Double, String)]
    var at: Double
    var label: String?
    var index: Int?
    var next: Double?
    var testDescription: String { name }
  }

  static let ordered: [(Double, String)] = [(0, "a"), (15, "b"), (30, "c"), (45, "d")]

  static let cases: [Case] = [
    Case(name: "empty: placeholder", entries: [], at: 0, label: nil, index: nil, next: nil),
    Case(name: "before start: first", entries: ordered, at: -5, label: "a", index: 0, next: 0),
    Case(name: "at an entry's date", entries: ordered, at: 15, label: "b", index: 1, next: 30),
    Case(name: "between entries", entries: ordered, at: 29, label: "b", index: 1, next: 30),
    Case(name: "after the last", entries: ordered, at: 90, label: "d", index: 3, next: nil),
    Case(
      name: "out of order", entries: [(30, "c"), (0, "a"), (15, "b")], at: 20, label: "b",
      index: 1, next: 30),
    Case(
      name: "out of order, before start", entries: [(30, "c"), (0, "a")], at: -1, label: "a",
      index: 0, next: 0),
    Case(
      name: "duplicates: the later one wins", entries: [(0, "a"), (15, "b"), (15, "b2")],
      at: 15, label: "b2", index: 2, next: nil),
    Case(
      name: "duplicates out of order", entries: [(15, "x"), (0, "a"), (15, "y")], at: 16,
      label: "y", index: 2, next: nil),
    Case(
      name: "duplicates, just before", entries: [(0, "a"), (15, "b"), (15, "b2")], at: 14,
      label: "a", index: 0, next: 15),
  ]

  @Test(arguments: cases)
  func selectsTheEntryShowingAtADate(_ testCase: Case) {
    let timeline = Timeline(entries: entries(testCase.entries), policy: .never)
    #expect(timeline.entry(at: minute(testCase.at))?.label == testCase.label)
    #expect(timeline.entryIndex(at: minute(testCase.at)) == testCase.index)
    #expect(timeline.nextEntryDate(after: minute(testCase.at)) == testCase.next.map(minute))
  }

  @Test func chronologicalEntriesAreStableForEqualDates() {
    let timeline = Timeline(entries: entries([(15, "x"), (0, "a"), (15, "y"), (15, "z")]))
    #expect(timeline.chronologicalEntries.map(\.label) == ["a", "x", "y", "z"])
    #expect(timeline.entries.map(\.label) == ["x", "a", "y", "z"])
  }
}

/// `nextReloadDate(after:)` under each policy, as a table.
@Suite struct ReloadDateTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var entries: [Double]
    var policy: TimelineReloadPolicy
    var fetchedAt: Double
    var due: Double?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "atEnd: the last entry", entries: [0, 15, 30, 45], policy: .atEnd, fetchedAt: 0,
      due: 45),
    Case(
      name: "atEnd, out of order", entries: [45, 0, 30], policy: .atEnd, fetchedAt: 0,
      due: 45),
    Case(name: "atEnd, empty: at once", entries: [], policy: .atEnd, fetchedAt: 10, due: 10),
    Case(
      name: "atEnd, entries past: at once", entries: [0], policy: .atEnd, fetchedAt: 10,
      due: 10),
    Case(
      name: "after: its date", entries: [0, 15, 30, 45], policy: .after(minute(60)),
      fetchedAt: 0, due: 60),
    Case(
      name: "after, before the last entry", entries: [0, 15, 30, 45],
      policy: .after(minute(20)), fetchedAt: 0, due: 20),
    Case(
      name: "after a past date: at once", entries: [0], policy: .after(minute(-10)),
      fetchedAt: 0, due: 0),
    Case(name: "never", entries: [0, 15], policy: .never, fetchedAt: 0, due: nil),
    Case(name: "never, empty", entries: [], policy: .never, fetchedAt: 0, due: nil),
  ]

  @Test(arguments: cases)
  func reloadIsDueByPolicy(_ testCase: Case) {
    let timeline = Timeline(
      entries: testCase.entries.map { TestEntry(date: minute($0), label: "") },
      policy: testCase.policy)
    #expect(timeline.nextReloadDate(after: minute(testCase.fetchedAt)) == testCase.due.map(minute))
  }

  @Test(arguments: [TimelineReloadPolicy.atEnd, .never, .after(minute(30))])
  func policiesRoundTripThroughJSON(_ policy: TimelineReloadPolicy) throws {
    let timeline = Timeline(entries: entries([(0, "a"), (15, "b")]), policy: policy)
    let data = try JSONEncoder().encode(timeline)
    let decoded = try JSONDecoder().decode(Timeline<TestEntry>.self, from: data)
    #expect(decoded == timeline)
  }

  @Test func anUnknownPolicyKindDoesNotDecode() {
    let json = Data(#"{"kind":"sometimes"}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TimelineReloadPolicy.self, from: json)
    }
  }
}
