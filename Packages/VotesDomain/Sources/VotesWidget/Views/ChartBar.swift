import TextRendering

/// One bar of a chart in the large family, as thick as the widget's spare rows allow: its
/// first row, with the labels, always; up to ``maximumThickness`` − 1 more rows of the bar
/// alone, which take only rows that would otherwise stay blank.
///
/// The extra rows are separate children of the chart's stack, so the stack gives every bar
/// its labelled row before any bar grows thicker.
struct ChartBar: View {
  /// The most rows a bar takes.
  static let maximumThickness = 3

  /// A row of the bar, with its labels when `labelled`.
  var row: (_ labelled: Bool) -> AnyView

  /// A bar drawn by `row`.
  init(row: @escaping (_ labelled: Bool) -> AnyView) {
    self.row = row
  }

  var body: some View {
    row(true)
    VStack(alignment: .leading, spacing: 0) {
      ForEach(1..<Self.maximumThickness, id: \.self) { _ in row(false) }
    }
    .frame(minHeight: 0, maxHeight: FrameLength(Self.maximumThickness - 1), alignment: .top)
  }
}
