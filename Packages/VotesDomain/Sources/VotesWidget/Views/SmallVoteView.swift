import TextRendering

/// The small family: the bill number (or the kind of vote), the title (or the question), the
/// result in its colour, the tally and the day.
struct SmallVoteView: View {
  var display: VoteDisplay
  var date: VoteDateText

  var body: some View {
    VStack(alignment: .leading) {
      Text(display.number).font(.title3).bold().lineLimit(1)
      Text(display.subtitle).font(.caption).lineLimit(2)
      Spacer(minLength: 0)
      CompactTallyView(display: display)
      Text(date.day).font(.caption).lineLimit(1)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
