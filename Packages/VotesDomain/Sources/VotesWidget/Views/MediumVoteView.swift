import TextRendering

/// The medium family, as the tutorial's view: the bill number and the tally on top, the title
/// under the number, and the question with the date at the bottom.
struct MediumVoteView: View {
  var display: VoteDisplay
  var date: VoteDateText

  var body: some View {
    VStack(alignment: .leading) {
      VoteHeadline(display: display, titleLineLimit: 2)
      Spacer(minLength: 0)
      VoteQuestionRow(display: display, date: date)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
