import TextRendering
import VotesDomain

/// The totals by party as a diverging bar chart: yeas grow left from the axis, nays right
/// (for a quorum call, present left and not voting right), scaled so the largest count fills
/// its half. Republicans are red, Democrats blue, independents gray. A bar grows up to
/// ``ChartBar/maximumThickness`` rows thick into rows the widget would leave blank.
///
/// ```
/// By party     Yea │ Nay
/// R 217 ███████████│                  0
///       ███████████│
/// D  46         ███│██████████      156
///               ███│██████████
/// ```
struct PartyBarsView: View {
  var display: VoteDisplay
  /// The columns the chart may take.
  var width: Int

  /// Whether any party has a member counted, so the chart has a row.
  static func hasRows(_ totals: [PartyTotals]) -> Bool {
    totals.contains { $0.tally.total > 0 }
  }

  private var rows: [PartyTotals] { display.vote.partyTotals.filter { $0.tally.total > 0 } }

  /// The two counts a party's bars show: present and not voting for a quorum call, else yeas
  /// and nays; the same two as the tally's lines.
  private func counts(_ tally: Tally) -> (left: Int, right: Int) {
    display.isQuorumCall ? (tally.present, tally.notVoting) : (tally.yea, tally.nay)
  }

  /// The columns of a count: at least 3.
  private var countWidth: Int {
    let largest = rows.map { max(counts($0.tally).left, counts($0.tally).right) }.max() ?? 0
    return max(String(largest).count, 3)
  }

  /// The columns of each half of the chart: the width less the party code (2), the two counts
  /// and their gaps (1 each) and the axis (1), halved.
  private var half: Int { max((width - 5 - 2 * countWidth) / 2, 1) }

  var body: some View {
    let scale = BarScale(
      maximum: rows.map { max(counts($0.tally).left, counts($0.tally).right) }.max() ?? 1,
      width: half)
    let words = display.tallyLines.map(\.label)
    VStack(alignment: .leading) {
      HStack(spacing: 0) {
        HStack {
          Text("By party")
          Spacer(minLength: 0)
          Text(words.first ?? "Yea")
        }
        .frame(width: 2 + countWidth + half)
        Text("│").frame(width: 3)
        Text(words.last ?? "Nay").frame(width: half + countWidth, alignment: .leading)
      }
      .font(.caption)
      ForEach(rows, id: \.party) { row in
        ChartBar { labelled in bar(row, scale: scale, labelled: labelled) }
      }
    }
  }

  /// One row of a party's bar, with its code and counts when `labelled`.
  private func bar(_ row: PartyTotals, scale: BarScale, labelled: Bool) -> AnyView {
    let color = Self.color(of: row.party)
    let (left, right) = counts(row.tally)
    return AnyView(
      HStack(spacing: 0) {
        Text(labelled ? Self.code(of: row.party) : "").bold().foregroundColor(color).frame(
          width: 2, alignment: .leading)
        Text(labelled ? String(left) : "").frame(width: countWidth, alignment: .trailing)
        Text(scale.bar(for: left)).foregroundColor(color).frame(
          width: half + 1, alignment: .trailing)
        Text("│")
        Text(scale.bar(for: right)).foregroundColor(color).frame(
          width: half + 1, alignment: .leading)
        Text(labelled ? String(right) : "").frame(width: countWidth, alignment: .trailing)
      })
  }

  /// `R`, `D`, `I`, or the first letter of another party's name.
  static func code(of party: Party) -> String {
    party.code ?? String(party.name.prefix(1))
  }

  /// Red for Republicans, blue for Democrats, gray for independents, the default otherwise.
  static func color(of party: Party) -> Color? {
    switch party {
    case .republican: .red
    case .democratic: .blue
    case .independent: .gray
    default: nil
    }
  }
}
