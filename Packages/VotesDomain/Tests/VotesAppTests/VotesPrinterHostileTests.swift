import Foundation
import Testing
import TextRendering
import VotesDomain
import VotesTestSupport

@testable import VotesApp

/// The app's printers take any vote the public initialisers can build: huge or negative counts
/// and identifiers print as numbers, never trap, and list lines keep their width.
@Suite struct VotesPrinterHostileTests {
  @Test(arguments: HostileVotes.all)
  func listDetailAndSummaryPrintWithoutTrapping(_ hostile: HostileVotes.Case) {
    let vote = hostile.vote
    let lines = VotesPrinter.listLines([vote, HostileVotes.ordinary], width: 100)
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { !$0.contains("\n") })
    let detail = VotesPrinter.detail(vote)
    #expect(detail.hasPrefix("Vote \(vote.id) "))
    #expect(detail.contains("  tally:      "))
    #expect(VotesPrinter.summary(vote).hasPrefix("\(vote.id) · "))
  }

  @Test func partyRowsAtIntMaxPrintTheirCounts() throws {
    let vote = try #require(HostileVotes.all.first { $0.name == "party rows at Int.max" }?.vote)
    let detail = VotesPrinter.detail(vote)
    #expect(detail.contains("Republican  9223372036854775807 yeas"))
  }

  /// A date the source could not read is printed as published: sanitised, as every other
  /// text from the network is (found by `ParserFuzzTests`).
  @Test func anUnreadableDateIsSanitised() {
    var vote = HostileVotes.ordinary
    vote.time = VoteTime(
      publishedDate: "\u{1B}[2J3-Jan-2025\u{9B}31m", publishedTime: "2:33\u{1B}]0;x\u{07} PM",
      date: nil, isTimeKnown: false)
    let printed = VotesPrinter.listLines([vote], width: 100) + [VotesPrinter.detail(vote)]
    for text in printed {
      #expect(
        !text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 })
      #expect(text.contains("3-Jan-2025"))
    }
  }
}
