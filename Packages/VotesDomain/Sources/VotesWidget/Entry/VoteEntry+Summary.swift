import TextRendering
import VotesDomain

extension VoteEntry {
  /// The votes widget's display name.
  public static let widgetTitle = "House Votes"

  /// What the votes widget says when spoken, written once for every surface (a picture's
  /// `<desc>`, the board, the tray's tooltip, a notification's body): "Latest House vote, roll
  /// 36, H.R. 5020: Passed, 218 to 210. On Passage." Every word the Clerk published is
  /// sanitised and bounded.
  public var summary: WidgetSummary {
    let display = VoteDisplay(vote: vote)
    let number = Sanitizer.spoken(display.number, maximumCharacters: 40)
    let result = Sanitizer.spoken(display.tallyHeading, maximumCharacters: 60)
    let question = Sanitizer.spoken(display.question, maximumCharacters: 100)
    let counts = display.tallyLines.map {
      "\(Sanitizer.spoken($0.label, maximumCharacters: 40)) \($0.count)"
    }
    let tally =
      display.isByCandidate || display.isQuorumCall
      ? counts.joined(separator: ", ") : "\(vote.tally.yea) to \(vote.tally.nay)"
    return WidgetSummary(
      title: Self.widgetTitle,
      text: "Latest House vote, roll \(vote.rollCall)\(number.isEmpty ? "" : ", " + number): "
        + "\(result), \(tally). \(question).")
  }
}
