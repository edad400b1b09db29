import Foundation
import TextRendering
import VotesDomain

/// The large family: the medium content, then the totals by party as bars (present and not
/// voting for a quorum call; by candidate for an election of the Speaker; none for a vacated
/// vote), as thick as the rows left allow, the amendment and the Clerk's notes, and
/// at the bottom the vote type with the roll number, a link to the Clerk's record, and the
/// sitting.
struct LargeVoteView: View {
  var display: VoteDisplay
  var date: VoteDateText
  /// The columns the bars are scaled to.
  var width: Int

  var body: some View {
    VStack(alignment: .leading) {
      VoteHeadline(display: display, titleLineLimit: 4)
      VoteQuestionRow(display: display, date: date)
      Spacer(minLength: 0)
      Divider()
      totals
      ForEach(display.details, id: \.self) { line in
        Text(line).font(.caption).lineLimit(2)
      }
      Divider()
      HStack {
        Text(display.voteTypeAndRoll).font(.caption).lineLimit(1)
        Spacer(minLength: 1)
        Link("Clerk record", destination: Self.clerkRecord(of: display.vote))
      }
      Text(display.sitting).font(.caption).lineLimit(2)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  @ViewBuilder private var totals: AnyView {
    if display.vote.isVacated {
      Text("Vacated: no result and no counts.").font(.caption)
    } else if display.isByCandidate {
      CandidateBarsView(candidates: display.vote.candidateTotals, width: width)
      Text(display.abstentions).font(.caption).lineLimit(1)
    } else if !PartyBarsView.hasRows(display.vote.partyTotals) {
      Text(display.abstentions).font(.caption).lineLimit(1)
    } else {
      PartyBarsView(display: display, width: width)
      Text(display.abstentions).font(.caption).lineLimit(1)
    }
  }

  /// The Clerk's XML for the vote, `https://clerk.house.gov/evs/{year}/roll{NNN}.xml`.
  static func clerkRecord(of vote: Vote) -> URL {
    VoteSourceID.clerk.defaultBaseURL.appendingPathComponent(vote.id.clerkRoll.path)
  }
}
