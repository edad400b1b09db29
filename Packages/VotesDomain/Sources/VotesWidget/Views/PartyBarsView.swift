import TextRendering
import VotesDomain

/// The totals by party as a diverging bar chart: yeas grow left from the axis, nays right,
/// scaled so the largest count fills its half. Republicans are red, Democrats blue,
/// independents gray.
///
/// ```
/// By party     Yea │ Nay
/// R 217 ███████████│                  0
/// D  46         ███│██████████      156
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

  /// The columns of a count: at least 3.
  private var countWidth: Int {
    let largest = rows.map { max($0.tally.yea, $0.tally.nay) }.max() ?? 0
    return max(String(largest).count, 3)
  }

  /// The columns of each half of the chart: the width less the party code (2), the two counts
  /// and their gaps (1 each) and the axis (1), halved.
  private var half: Int { max((width - 5 - 2 * countWidth) / 2, 1) }

  var body: some View {
    let scale = BarScale(
      maximum: rows.map { max($0.tally.yea, $0.tally.nay) }.max() ?? 1, width: half)
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
        let color = Self.color(of: row.party)
        HStack(spacing: 0) {
          Text(Self.code(of: row.party)).bold().foregroundColor(color).frame(
            width: 2, alignment: .leading)
          Text(String(row.tally.yea)).frame(width: countWidth, alignment: .trailing)
          Text(scale.bar(for: row.tally.yea)).foregroundColor(color).frame(
            width: half + 1, alignment: .trailing)
          Text("│")
          Text(scale.bar(for: row.tally.nay)).foregroundColor(color).frame(
            width: half + 1, alignment: .leading)
          Text(String(row.tally.nay)).frame(width: countWidth, alignment: .trailing)
        }
      }
    }
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
