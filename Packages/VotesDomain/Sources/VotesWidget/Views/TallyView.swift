import TextRendering

/// The tally component at the top right of the medium and large families: the result in its
/// colour, then the two counts (yeas and nays, ayes and noes, the leading candidates, or
/// present and not voting), right-aligned.
struct TallyView: View {
  var display: VoteDisplay

  var body: some View {
    VStack(alignment: .trailing) {
      Text(display.tallyHeading).bold().lineLimit(1).foregroundColor(display.tone.color)
      ForEach(display.tallyLines, id: \.self) { line in
        HStack {
          Text(line.label).lineLimit(1)
          Text(String(line.count)).bold()
        }
      }
    }
  }
}

/// The small family's tally: the result in its colour over the counts in one line.
struct CompactTallyView: View {
  var display: VoteDisplay

  var body: some View {
    VStack(alignment: .leading) {
      Text(display.result).bold().lineLimit(1).foregroundColor(display.tone.color)
      Text(display.compactTally).lineLimit(1)
    }
  }
}
