import AppCommandLine
import Foundation
import TextRendering
import Timelines
import VotesDomain
import VotesWidget

extension VotesApp {
  /// The widget's kind in the timeline store.
  static let widgetKind = "votes"

  /// `votes widget`: draw once, preview, or watch.
  func widget() async throws {
    let family = try arguments.family(
      supported: VoteWidgetView.supportedFamilies, default: .systemMedium)
    let kind = environment.widgetKind(
      Self.widgetKind, serviceURLs: [try sourceBaseURL(try service())],
      publicURLs: VoteService.allCases.map(\.defaultBaseURL))
    let scheduler = try widgetScheduler(
      kind: kind, provider: VoteProvider(source: try source()),
      configuration: NoConfiguration(), family: family)
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
