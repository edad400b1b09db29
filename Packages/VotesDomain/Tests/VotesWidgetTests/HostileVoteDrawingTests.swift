import Foundation
import Testing
import TextRendering
import Timelines
import VotesDomain
import VotesTestSupport

@testable import VotesWidget

/// A vote built by hand can hold any counts and numbers (the public initialisers take them as
/// given); every family draws it without trapping, inside its box.
@Suite struct HostileVoteDrawingTests {
  static let date = Date(timeIntervalSince1970: 1_795_356_000)

  @Test(arguments: HostileVotes.all, VoteWidgetGoldenTests.families)
  func everyFamilyDrawsItInsideItsBox(_ hostile: HostileVotes.Case, _ family: WidgetFamily) {
    let size = VoteWidgetGoldenTests.size(of: family)
    let view = VoteWidgetView(entry: VoteEntry(date: Self.date, vote: hostile.vote), family: family)
    let text = render(view, size: size, options: RenderOptions(frame: true))
    Self.expectFits(text, size: size)
  }

  /// The plain render is exactly the family's box, its frame inside it: `rows` lines of
  /// `columns` cells, the frame's corners where they belong.
  static func expectFits(
    _ text: String, size: CanvasSize, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == size.rows, sourceLocation: sourceLocation)
    #expect(
      lines.allSatisfy { String($0).terminalWidth == size.columns }, "\(text)",
      sourceLocation: sourceLocation)
    #expect(lines.first?.hasPrefix("╭") == true && lines.first?.hasSuffix("╮") == true)
    #expect(lines.last?.hasPrefix("╰") == true && lines.last?.hasSuffix("╯") == true)
  }

  @Test(arguments: [
    (Int.max, Int.max, 1), (Int.min, Int.max, 1), (Int.max, Int.min, 0), (-5, 0, 0),
  ])
  func barsOfAnyCountStayInTheirWidth(_ maximum: Int, _ count: Int, _ cells: Int) {
    let scale = BarScale(maximum: maximum, width: 20)
    #expect(scale.cells(for: count) <= 20)
    #expect(scale.cells(for: count) >= cells)
  }

  /// Candidates past the fifth are summed in an "Others" row; the sum saturates.
  @Test func othersOfHugeCandidatesSaturate() {
    let candidates = (1...7).map { CandidateTotal(name: "C\($0)", total: .max) }
    let rows = CandidateBarsView(candidates: candidates, width: 41).rows
    #expect(rows.last == CandidateTotal(name: "Others", total: .max))
  }
}
