import Foundation
import Testing
import TextRendering
import VotesDomain

@testable import VotesWidget

@Suite struct VoteDisplayTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let fixture: String
    let number: String
    let result: String
    let tone: VoteDisplay.Tone
    let tally: [String]
    let compact: String
    var testDescription: String { number }
  }

  @Test(arguments: [
    Case(
      fixture: WidgetFixture.ordinary, number: "S 5", result: "Passed", tone: .passed,
      tally: ["Yea 263", "Nay 156"], compact: "263–156 Yea–Nay"),
    Case(
      fixture: WidgetFixture.speakerElection, number: "Speaker election", result: "Johnson (LA)",
      tone: .passed, tally: ["Johnson (LA) 218", "Jeffries 215"], compact: "218–215"),
    Case(
      fixture: WidgetFixture.vacated, number: "Vote", result: "Vacated", tone: .vacated,
      tally: ["Yea 0", "Nay 0"], compact: "0–0 Yea–Nay"),
    Case(
      fixture: WidgetFixture.failed, number: "H R 2693", result: "Failed", tone: .failed,
      tally: ["Aye 173", "No 246"], compact: "173–246 Aye–No"),
    Case(
      fixture: WidgetFixture.adjourn, number: "Adjourn", result: "Failed", tone: .failed,
      tally: ["Aye 206", "No 218"], compact: "206–218 Aye–No"),
    Case(
      fixture: WidgetFixture.quorum, number: "Quorum", result: "Passed",
      tone: .passed, tally: ["Present 433", "Not voting 2"], compact: "433 present"),
  ])
  func readsTheVote(_ test: Case) throws {
    let display = VoteDisplay(vote: try WidgetFixture.vote(test.fixture))
    #expect(display.number == test.number)
    #expect(display.result == test.result)
    #expect(display.tone == test.tone)
    #expect(display.tallyLines.map { "\($0.label) \($0.count)" } == test.tally)
    #expect(display.compactTally == test.compact)
  }

  @Test func titleFallsBackToTheVacatedNoteThenNoTitle() throws {
    let ordinary = VoteDisplay(vote: try WidgetFixture.vote(WidgetFixture.ordinary))
    #expect(ordinary.title == "Laken Riley Act")
    let vacated = VoteDisplay(vote: try WidgetFixture.vote(WidgetFixture.vacated))
    #expect(vacated.title.hasPrefix("This vote was vacated by unanimous consent"))
    #expect(vacated.question == "Vacated")
    let speaker = VoteDisplay(vote: try WidgetFixture.vote(WidgetFixture.speakerElection))
    #expect(speaker.title == "No Title")
    #expect(speaker.question == "Election of the Speaker")
  }

  @Test(arguments: [
    VoteDisplay.Tone.passed: Color.green, .failed: .red, .vacated: .gray,
  ])
  func tonesHaveColours(_ tone: VoteDisplay.Tone, _ color: Color) {
    #expect(tone.color == color)
  }

  @Test func neutralToneKeepsTheDefaultColour() {
    #expect(VoteDisplay.Tone.neutral.color == nil)
  }

  @Test(arguments: [
    (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"),
    (21, "21st"), (101, "101st"), (112, "112th"), (119, "119th"),
  ])
  func ordinals(_ number: Int, _ text: String) {
    #expect(VoteDisplay.ordinal(number) == text)
  }

  @Test func sittingAndVoteType() throws {
    let display = VoteDisplay(vote: try WidgetFixture.vote(WidgetFixture.ordinary))
    #expect(display.sitting == "119th Congress · 1st session")
    let committee = VoteDisplay(vote: try WidgetFixture.vote(WidgetFixture.vacated))
    #expect(committee.sitting == "112th Congress · 1st session · Committee of the Whole")
    #expect(display.voteTypeAndRoll == "YEA-AND-NAY · Roll 23")
    #expect(display.abstentions == "Present 0 · Not voting 14")
  }
}

extension VoteDisplayTests {
  @Test func aSpeakerElectedReadsElectedAboveTheCandidates() throws {
    let display = VoteDisplay(vote: try WidgetFixture.vote(WidgetFixture.speakerElection))
    #expect(display.isElection)
    #expect(display.tallyHeading == "Elected")
    var undecided = display.vote
    undecided.result = VoteResult(published: "No candidate received a majority")
    let other = VoteDisplay(vote: undecided)
    #expect(!other.isElection)
    #expect(other.tallyHeading == "No candidate received a majority")
    #expect(other.tone == .neutral)
  }

  @Test func smallSubtitleIsTheTitleElseTheQuestion() throws {
    #expect(
      VoteDisplay(vote: try WidgetFixture.vote(WidgetFixture.ordinary)).subtitle
        == "Laken Riley Act")
    #expect(
      VoteDisplay(vote: try WidgetFixture.vote(WidgetFixture.adjourn)).subtitle
        == "On Motion to Adjourn")
  }

  @Test func detailsListTheAmendmentAndCorrections() throws {
    var vote = Vote.sample
    vote.amendment = Amendment(number: "2", author: "Carter of Texas Amendment En Bloc No. 2")
    vote.notes = ["See page H4500."]
    #expect(
      VoteDisplay(vote: vote).details == [
        "Amendment 2 · Carter of Texas Amendment En Bloc No. 2", "See page H4500.",
      ])
    let vacated = VoteDisplay(vote: try WidgetFixture.vote(WidgetFixture.vacated))
    #expect(
      vacated.details == [
        "See page H4500 of the Congressional Record of June 23, 2011, for explanation."
      ])
  }
}
