import TextRendering

/// The top of the medium and large families, as in the tutorial: the bill number in bold over
/// the title in caption on the left, the tally component on the right.
struct VoteHeadline: View {
  var display: VoteDisplay
  var titleLineLimit: Int

  var body: some View {
    HStack(alignment: .top) {
      VStack(alignment: .leading) {
        Text(display.number).font(.title3).bold().lineLimit(1)
        Text(display.title).font(.caption).lineLimit(titleLineLimit)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      TallyView(display: display)
    }
  }
}

/// The bottom row of the medium family (and the second of the large): the question in bold
/// caption, the day and time on the right.
struct VoteQuestionRow: View {
  var display: VoteDisplay
  var date: VoteDateText

  var body: some View {
    HStack(alignment: .bottom) {
      Text(display.question).font(.caption.bold()).lineLimit(2)
        .frame(maxWidth: .infinity, alignment: .leading)
      VStack(alignment: .trailing) {
        Text(date.day).lineLimit(1)
        if let time = date.time { Text(time).lineLimit(1) }
      }
      .font(.caption)
    }
  }
}
