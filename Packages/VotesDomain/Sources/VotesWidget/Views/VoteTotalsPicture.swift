import TextRendering
import VotesDomain

/// The large family's totals in a picture: by party as a diverging chart of capsules (yeas
/// grow left from the axis, nays right; present and not voting for a quorum call) in the
/// parties' colours with their counts, by candidate as capsules most first, or a line for a
/// vacated vote; then present and not voting.
struct VoteTotalsPicture: View {
  /// A bar's thickness in points.
  static let barHeight = 16
  /// The party code's column, in points.
  static let codeWidth = 14
  /// A count's column, in points.
  static let countWidth = 30
  /// A candidate's name column, in points.
  static let nameWidth = 90

  var display: VoteDisplay
  /// The points the chart spans.
  var width: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      if display.vote.isVacated {
        Text("Vacated: no result and no counts.").font(.caption)
      } else if display.isByCandidate {
        Text("By candidate").font(.caption.bold())
        candidates
      } else if PartyBarsView.hasRows(display.vote.partyTotals) {
        parties
      }
      if !display.vote.isVacated {
        Text(display.abstentions).font(.caption).foregroundColor(.secondary).lineLimit(1)
      }
    }
  }

  /// A capsule of `length` points in `color`, or nothing for none.
  @ViewBuilder
  private func bar(_ length: Int, _ color: Color?) -> some View {
    if length > 0 {
      Capsule().fill(color ?? .gray).frame(width: length, height: Self.barHeight)
        .widgetAccentable()
    }
  }

  private var parties: some View {
    let rows = display.vote.partyTotals.filter { $0.tally.total > 0 }
    let pairs = rows.map { counts($0.tally) }
    let half = max((width - Self.codeWidth - 2 * Self.countWidth - 1 - 5 * 4) / 2, 1)
    let scale = BarScale(maximum: pairs.map { max($0.0, $0.1) }.max() ?? 1, width: half)
    let words = display.tallyLines.map(\.label)
    return VStack(alignment: .leading, spacing: 6) {
      HStack(spacing: 4) {
        Text("By party").font(.caption.bold()).lineLimit(1).frame(
          width: Self.codeWidth + Self.countWidth + 4 + half / 2, alignment: .leading)
        Text(words.first ?? "Yea").font(.caption).foregroundColor(.secondary).frame(
          width: half - half / 2 - 4, alignment: .trailing)
        Text(words.last ?? "Nay").font(.caption).foregroundColor(.secondary).frame(
          width: half + 1 + 4, alignment: .trailing)
      }
      ForEach(Array(zip(rows, pairs).enumerated()), id: \.offset) { item in
        let (row, (left, right)) = item.element
        let color = PartyBarsView.color(of: row.party)
        HStack(spacing: 4) {
          Text(PartyBarsView.code(of: row.party)).font(.caption.bold()).foregroundColor(color)
            .frame(width: Self.codeWidth, alignment: .leading)
          Text(String(left)).font(.caption).frame(width: Self.countWidth, alignment: .trailing)
          HStack(spacing: 0) {
            Spacer(minLength: 0)
            bar(scale.cells(for: left), color)
          }
          .frame(width: half)
          RoundedRectangle(cornerRadius: 0).fill(.gray).frame(width: 1, height: 20)
          HStack(spacing: 0) {
            bar(scale.cells(for: right), color)
            Spacer(minLength: 0)
          }
          .frame(width: half)
          Text(String(right)).font(.caption).frame(width: Self.countWidth, alignment: .trailing)
        }
      }
    }
  }

  /// Present and not voting for a quorum call, else yeas and nays.
  private func counts(_ tally: Tally) -> (Int, Int) {
    display.isQuorumCall ? (tally.present, tally.notVoting) : (tally.yea, tally.nay)
  }

  private var candidates: some View {
    let rows = CandidateBarsView(candidates: display.vote.candidateTotals, width: 0).rows
    let barWidth = max(width - Self.nameWidth - Self.countWidth - 8, 1)
    let scale = BarScale(maximum: rows.map(\.total).max() ?? 1, width: barWidth)
    return VStack(alignment: .leading, spacing: 6) {
      ForEach(rows, id: \.name) { row in
        HStack(spacing: 4) {
          Text(row.name).font(.caption).lineLimit(1).frame(
            width: Self.nameWidth, alignment: .leading)
          HStack(spacing: 0) {
            bar(scale.cells(for: row.total), .blue)
            Spacer(minLength: 0)
          }
          .frame(width: barWidth)
          Text(String(row.total)).font(.caption).frame(
            width: Self.countWidth, alignment: .trailing)
        }
      }
    }
  }
}
