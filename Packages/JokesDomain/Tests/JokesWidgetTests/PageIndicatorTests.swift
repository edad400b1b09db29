import Testing

@testable import JokesWidget

@Suite struct PageIndicatorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let count: Int
    let selected: Int
    let width: Int
    let line: String
    var testDescription: String { "\(selected) of \(count) in \(width)" }
  }

  @Test(arguments: [
    Case(count: 2, selected: 0, width: 9, line: "   ● ○   "),
    Case(count: 2, selected: 1, width: 10, line: "   ○ ●    "),
    Case(count: 3, selected: 2, width: 5, line: "○ ○ ●"),
    Case(count: 3, selected: 1, width: 2, line: "○ ● ○"),
    Case(count: 1, selected: 0, width: 3, line: " ● "),
    Case(count: 0, selected: 0, width: 1, line: "●"),
    Case(count: 2, selected: 7, width: 3, line: "○ ●"),
    Case(count: 2, selected: -1, width: 3, line: "● ○"),
  ])
  func dotsCentredWithTheTopFilled(_ sample: Case) {
    let indicator = PageIndicator(count: sample.count, selected: sample.selected)
    #expect(indicator.centered(width: sample.width) == sample.line)
  }
}
