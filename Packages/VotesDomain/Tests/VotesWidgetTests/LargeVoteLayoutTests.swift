import Foundation
import Testing
import TextRendering
import Timelines
import VotesDomain

@testable import VotesWidget

/// The large family uses its rows: a chart with few bars grows thicker into the rows the
/// headline leaves, instead of leaving a gap above it, and a quorum call is charted too.
@Suite struct LargeVoteLayoutTests {
  /// The most blank rows in a row inside the frame that a large widget with a chart may leave.
  static let mostBlankRows = 3

  /// Every sample with counts to chart (a vacated vote has none).
  static let charted = VoteWidgetGoldenTests.samples.filter { $0.name != "vacated" }

  static func lines(_ vote: Vote) -> [String] {
    let view = VoteWidgetView(
      entry: VoteEntry(date: VoteWidgetGoldenTests.date, vote: vote), family: .systemLarge)
    return render(view, size: .large, options: RenderOptions(frame: true))
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The longest run of rows with nothing but the frame's sides.
  static func longestBlankRun(_ lines: [String]) -> Int {
    var (longest, current) = (0, 0)
    for line in lines.dropFirst().dropLast() {
      let inside = line.dropFirst().dropLast()
      current = inside.allSatisfy { $0 == " " } ? current + 1 : 0
      longest = max(longest, current)
    }
    return longest
  }

  @Test(arguments: charted)
  func aChartLeavesNoLongGap(_ sample: VoteWidgetGoldenTests.Sample) throws {
    let lines = Self.lines(try sample.vote())
    #expect(Self.longestBlankRun(lines) <= Self.mostBlankRows, "\(lines.joined(separator: "\n"))")
  }

  @Test func aQuorumCallIsChartedByParty() throws {
    let lines = Self.lines(try WidgetFixture.vote(WidgetFixture.quorum))
    let header = try #require(lines.first { $0.contains("By party") })
    #expect(header.contains("Present │ Not voting"))
    #expect(lines.contains { $0.hasPrefix("│ R ") && $0.contains("█") })
  }

  @Test func thickBarsKeepTheirCountsOnTheFirstRow() throws {
    let lines = Self.lines(try WidgetFixture.vote(WidgetFixture.ordinary))
    let first = try #require(lines.firstIndex { $0.hasPrefix("│ R 217 ") })
    #expect(lines[first].hasSuffix("0 │"))
    #expect(lines[first + 1].hasPrefix("│       ██"))
    #expect(lines[first + 1].hasSuffix("█│                    │"))
  }
}
