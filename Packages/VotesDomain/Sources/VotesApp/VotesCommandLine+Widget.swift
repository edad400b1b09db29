import AppCommandLine
import Foundation
import TextRendering
import Timelines
import VotesDomain
import VotesWidget
import WidgetHost

extension VotesCommandLine: WidgetApp {
  /// The votes widget's families.
  public static let widgetFamilies = VoteWidgetView.supportedFamilies

  /// What `--notify` does for votes.
  public static let notifyHelp: String? =
    "Announce a newer roll call with a desktop notification (over D-Bus), replacing the last."

  /// The votes widget in the `--family` asked for, on the source chosen.
  public func widgetSchedulers(for request: AppRequest) throws -> [TimelineScheduler<VoteProvider>]
  {
    let family = try widgetFamily(request)
    let kind = widgetKind(
      sourceURLs: [try sourceBaseURL(try sourceID(request), request)],
      publicURLs: VoteSourceID.allCases.map(\.defaultBaseURL))
    return [
      try widgetScheduler(
        kind: kind, provider: VoteProvider(source: try source(request)),
        configuration: NoConfiguration(), family: family, for: request)
    ]
  }

  /// "H R 5020 Passed 263–156"; the question, date and counts in the tooltip; the vote's link.
  /// The roll call and its party counts, each linked, in the detail; the counts (whole and by
  /// party) for dashboards.
  public func statusContent(for entry: VoteEntry, family: WidgetFamily) -> StatusContent {
    let (shown, isPaged) = paged(entry)
    let vote = shown.vote
    let tally = vote.tally
    let url = VoteRoute(id: vote.id).urlString
    let tooltip = [
      VotesPrinter.title(vote), vote.question, "\(vote.id) · \(vote.time)",
      "yea \(tally.yea) · nay \(tally.nay) · present \(tally.present) · not voting "
        + "\(tally.notVoting)",
    ]
    let parties = vote.partyTotals.filter { $0.tally.total > 0 }.map {
      "\($0.party.name): yea \($0.tally.yea) · nay \($0.tally.nay)"
    }
    return StatusContent(
      text: (isPaged ? "older · " : "")
        + "\(vote.displayNumber) \(VotesPrinter.result(vote)) \(VotesPrinter.tally(vote))",
      tooltip: tooltip.joined(separator: "\n"), url: url, intent: VoteIntents.nextLink,
      details: (tooltip + parties).map { StatusDetail($0, url: url) },
      fields: Self.fields(vote))
  }

  /// `yea`, `nay`, `present`, `notVoting`, and `republicanYea`, `democraticNay`… for the
  /// three well-known parties (others' names came from the network: no field is named after
  /// them).
  static func fields(_ vote: Vote) -> [StatusField] {
    let tally = vote.tally
    var fields = [
      StatusField("yea", .number(tally.yea)), StatusField("nay", .number(tally.nay)),
      StatusField("present", .number(tally.present)),
      StatusField("notVoting", .number(tally.notVoting)),
      StatusField("result", .text(VotesPrinter.result(vote))),
    ]
    for (party, name) in [
      (Party.republican, "republican"), (.democratic, "democratic"), (.independent, "independent"),
    ] {
      guard let party = vote.totals(for: party) else { continue }
      fields += [
        StatusField(name + "Yea", .number(party.yea)),
        StatusField(name + "Nay", .number(party.nay)),
      ]
    }
    return fields
  }

  /// A roll call not announced before: "House vote: H R 5020 Passed", and the widget's spoken
  /// summary (``VotesWidget/VoteEntry/summary``) as the body.
  public func announcement(for entry: VoteEntry) -> Announcement? {
    let vote = entry.vote
    return Announcement(
      id: vote.id.description,
      summary: "House vote: \(vote.displayNumber) \(VotesPrinter.result(vote))",
      body: entry.summary.text, url: VoteRoute(id: vote.id).urlString)
  }

  /// "Latest House vote, roll 36, …" for the vote the widget shows
  /// (``VotesWidget/VoteEntry/summary``).
  public func widgetSummary(for entry: VoteEntry) -> WidgetSummary { paged(entry).entry.summary }

  /// The votes widget of `entry` in `family`.
  public func widgetView(for entry: VoteEntry, family: WidgetFamily) -> VoteWidgetView {
    VoteWidgetView(entry: paged(entry).entry, family: family)
  }

  /// The entry's vote on one line: roll, measure, result, tally and link.
  public func timelineLines(for entry: VoteEntry) -> [String] {
    [VotesPrinter.summary(entry.vote)]
  }
}
