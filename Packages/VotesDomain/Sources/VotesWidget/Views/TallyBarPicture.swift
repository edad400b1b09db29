import TextRendering

/// The tally as one bar in a picture: the first count's share in its colour, the second's in
/// its, side by side across `width` points (yeas green and nays red; the leading candidates,
/// or present and not voting, blue and gray). A vote with no counts draws a gray track.
struct TallyBarPicture: View {
  /// The bar's height in points.
  static let height = 8

  var display: VoteDisplay
  /// The points the bar spans.
  var width: Int

  /// The colours of the first and the second count.
  private var colors: (Color, Color) {
    display.isByCandidate || display.isQuorumCall ? (.blue, .gray) : (.green, .red)
  }

  var body: some View {
    let counts = display.tallyLines.map { max($0.count, 0) }
    let first = counts.first ?? 0
    let second = counts.dropFirst().first ?? 0
    // In doubles: a hostile server's counts may be near `Int.max`, whose sum overflows.
    let total = Double(first) + Double(second)
    if display.vote.isVacated || total == 0 {
      Capsule().fill(.lightGray).frame(width: width, height: Self.height)
    } else {
      let gap = first > 0 && second > 0 ? 2 : 0
      let span = max(width - gap, 2)
      // Both counts keep at least a point when both are above zero.
      let share = Int((Double(first) / total * Double(span)).rounded())
      let firstWidth = second > 0 && first > 0 ? min(max(share, 1), span - 1) : span
      HStack(spacing: gap) {
        if first > 0 {
          Capsule().fill(colors.0).frame(width: firstWidth, height: Self.height)
        }
        if second > 0 {
          Capsule().fill(colors.1).frame(
            width: span - (first > 0 ? firstWidth : 0), height: Self.height)
        }
      }
      .widgetAccentable()
    }
  }
}
