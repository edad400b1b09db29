import AppCommandLine
import Foundation
import TextRendering
import Timelines
import VotesDomain
import VotesWidget

extension VotesApp: WidgetApp {
  /// The widget's kind in the timeline store.
  static let widgetKind = "votes"

  /// The votes widget's families.
  public static let widgetFamilies = VoteWidgetView.supportedFamilies

  /// What `--notify` does for votes.
  public static let notifyHelp: String? =
    "Announce a newer roll call with a desktop notification (notify-send), replacing the last."

  /// The votes widget in the `--family` asked for, on the source chosen.
  public func widgetSchedulers() throws -> [TimelineScheduler<VoteProvider>] {
    let family = try arguments.family(
      supported: Self.widgetFamilies, default: .systemMedium)
    let kind = environment.widgetKind(
      Self.widgetKind, serviceURLs: [try sourceBaseURL(try service())],
      publicURLs: VoteService.allCases.map(\.defaultBaseURL))
    return [
      try widgetScheduler(
        kind: kind, provider: VoteProvider(source: try source()),
        configuration: NoConfiguration(), family: family)
    ]
  }

  /// "H R 5020 Passed 263–156"; the question, date and counts in the tooltip; the vote's link.
  public func statusContent(for entry: VoteEntry, family: WidgetFamily) -> StatusContent {
    let vote = entry.vote
    let tally = vote.tally
    return StatusContent(
      text: "\(vote.displayNumber) \(VotePrinter.result(vote)) \(VotePrinter.tally(vote))",
      tooltip: [
        VotePrinter.title(vote), vote.question, "\(vote.id) · \(vote.time)",
        "yea \(tally.yea) · nay \(tally.nay) · present \(tally.present) · not voting "
          + "\(tally.notVoting)",
      ].joined(separator: "\n"),
      url: VoteRoute(id: vote.id).urlString)
  }

  /// A roll call not announced before: "House vote: H R 5020 Passed", the question and the
  /// tally.
  public func announcement(for entry: VoteEntry) -> Announcement? {
    let vote = entry.vote
    let tally = vote.tally
    return Announcement(
      id: vote.id.description,
      summary: "House vote: \(vote.displayNumber) \(VotePrinter.result(vote))",
      body: "\(vote.question)\nYea \(tally.yea), Nay \(tally.nay), Present \(tally.present), "
        + "Not Voting \(tally.notVoting)",
      url: VoteRoute(id: vote.id).urlString)
  }

  /// `votes widget`: draw once, preview, or watch.
  func widget() async throws {
    guard let scheduler = try widgetSchedulers().first else { return }
    try await runWidget(scheduler) { entry, context, options in
      render(
        VoteWidgetView(entry: entry, family: context.family), size: CanvasSize(context.family),
        options: options)
    }
  }

  /// `votes timeline`: the provider's timeline now, and when it reloads.
  func timeline() async throws {
    try await TimelineReport.printNow(
      provider: VoteProvider(source: try source()), configuration: NoConfiguration(),
      family: .systemMedium, clock: try environment.widgetClock(), arguments: arguments,
      console: console
    ) { [VotePrinter.summary($0.vote)] }
  }
}
