import TextRendering
import VotesDomain

/// The votes by candidate in an election of the Speaker, most first, as bars scaled so the
/// leader fills the width left after the names and counts; each bar up to
/// ``ChartBar/maximumThickness`` rows thick when the widget has rows to spare.
///
/// ```
/// By candidate
/// Johnson (LA) █████████████████████ 218
/// Jeffries     ████████████████████▏ 215
/// ```
struct CandidateBarsView: View {
  /// The most candidates drawn; the rest are summed in a last row.
  static let maximumRows = 5
  /// The widest a name column gets.
  static let maximumNameWidth = 14

  var candidates: [CandidateTotal]
  /// The columns the chart may take.
  var width: Int

  /// The candidates drawn: the first ``maximumRows`` − 1 and "Others" when there are more
  /// (their votes added, held at `Int.max` rather than overflowing).
  var rows: [CandidateTotal] {
    guard candidates.count > Self.maximumRows else { return candidates }
    let shown = candidates.prefix(Self.maximumRows - 1)
    let others = candidates.dropFirst(Self.maximumRows - 1).reduce(0) { sum, candidate in
      let (total, overflow) = sum.addingReportingOverflow(max(candidate.total, 0))
      return overflow ? .max : total
    }
    return Array(shown) + [CandidateTotal(name: "Others", total: others)]
  }

  var body: some View {
    let rows = rows
    let nameWidth = min(
      rows.map { $0.name.sanitizedForTerminal.terminalWidth }.max() ?? 0, Self.maximumNameWidth)
    let countWidth = max(rows.map { String($0.total).count }.max() ?? 0, 3)
    let scale = BarScale(
      maximum: rows.map(\.total).max() ?? 1, width: width - nameWidth - countWidth - 2)
    VStack(alignment: .leading) {
      Text("By candidate").font(.caption)
      ForEach(rows, id: \.name) { row in
        ChartBar { labelled in
          AnyView(
            HStack(spacing: 0) {
              Text(labelled ? row.name : "").lineLimit(1).frame(
                width: nameWidth + 1, alignment: .leading)
              Text(scale.bar(for: row.total)).frame(
                width: max(scale.width, 0) + 1, alignment: .leading)
              Text(labelled ? String(row.total) : "").frame(
                width: countWidth, alignment: .trailing)
            })
        }
      }
    }
  }
}
