import Foundation
import Testing
import TextRendering
import VotesDomain
import VotesWidget

@testable import VotesApp

@Suite struct VotesPrinterTests {
  /// The sample (H R 1, 119/1/190), a Speaker election and a vacated vote built from it.
  static var votes: [Vote] {
    var speaker = Vote.sample
    speaker.id.roll = 2
    speaker.legislation = nil
    speaker.kind = .speakerElection
    speaker.shortTitle = nil
    speaker.question = "Election of the Speaker"
    speaker.result = VoteResult(published: "Johnson (LA)")
    speaker.tally = Tally()
    speaker.partyTotals = []
    speaker.candidateTotals = [
      CandidateTotal(name: "Johnson (LA)", total: 218),
      CandidateTotal(name: "Jeffries", total: 215),
    ]
    var vacated = Vote.sample
    vacated.id = VoteID(congress: 112, session: 1, roll: 484)
    vacated.legislation = nil
    vacated.kind = .other
    vacated.shortTitle = nil
    vacated.question = ""
    vacated.result = VoteResult(published: "")
    vacated.isVacated = true
    vacated.tally = Tally()
    return [.sample, speaker, vacated]
  }

  @Test func listColumnsLineUpAndTitlesFitTheWidth() {
    let lines = VotesPrinter.listLines(Self.votes, width: 80)
    #expect(
      lines
        == [
          "119/1/190  Jul 3, 2025  H R 1             Passed        218–214  One Big Beautiful Bill Act",
          "119/1/2    Jul 3, 2025  Speaker election  Johnson (LA)  218–215  Election of the Speaker",
          "112/1/484  Jul 3, 2025  Vote              Vacated           0–0  (no title)",
        ].map { $0.truncated(toWidth: 80) })
    #expect(lines.allSatisfy { $0.terminalWidth <= 80 })
  }

  @Test(arguments: [40, 100, 0])
  func theTitleKeepsTenCellsOnANarrowTerminal(_ width: Int) {
    let line = VotesPrinter.listLines([.sample], width: width)[0]
    let prefix = "119/1/190  Jul 3, 2025  H R 1  Passed  218–214  "
    #expect(line.hasPrefix(prefix))
    let title = line.dropFirst(prefix.count)
    #expect(title.count == min(max(width - prefix.count, 10), "One Big Beautiful Bill Act".count))
  }

  @Test func hostileTitlesAreSanitised() {
    var vote = Vote.sample
    vote.shortTitle = "Act\u{1B}]8;;https://evil.example\u{07} of\u{1B}[2J 2025"
    let line = VotesPrinter.listLines([vote], width: 100)[0]
    #expect(!line.contains("\u{1B}") && !line.contains("\u{07}"))
    #expect(!VotesPrinter.detail(vote).contains("\u{1B}"))
  }

  @Test func detailSheetOfTheSample() {
    #expect(
      VotesPrinter.detail(.sample) == """
        Vote 119/1/190 (roll 190 of 2025)
          measure:    H R 1, One Big Beautiful Bill Act
          question:   On Motion to Concur in the Senate Amendment
          result:     Passed
          tally:      218 ayes, 214 noes, 0 present, 0 not voting
          by party:   Republican  218 ayes    2 noes  0 present  0 not voting
                      Democratic    0 ayes  212 noes  0 present  0 not voting
          type:       RECORDED VOTE · House
          date:       Jul 3, 2025 2:31 PM ET
          link:       votes://vote/119/1/190
          record:     https://clerk.house.gov/evs/2025/roll190.xml
        """)
  }

  @Test func detailOfASpeakerElectionListsTheCandidates() {
    let detail = VotesPrinter.detail(Self.votes[1])
    #expect(detail.contains("  candidates: Johnson (LA) 218, Jeffries 215\n"))
    #expect(detail.contains("  tally:      0 present, 0 not voting\n"))
    #expect(!detail.contains("by party"))
  }

  @Test func summaryIsOneLinePerTimelineEntry() {
    #expect(
      Self.votes.map(VotesPrinter.summary) == [
        "119/1/190 · H R 1 · Passed 218–214 · votes://vote/119/1/190",
        "119/1/2 · Speaker election · Johnson (LA) 218–215 · votes://vote/119/1/2",
        "112/1/484 · Vote · Vacated 0–0 · votes://vote/112/1/484",
      ])
  }
}
