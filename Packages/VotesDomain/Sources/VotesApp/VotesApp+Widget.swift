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
    let preview = arguments.flag("preview")
    let runner = WidgetRunner(
      app: "votes",
      scheduler: TimelineScheduler(
        kind: environment.widgetKind(
          Self.widgetKind, serviceURLs: [try sourceBaseURL(try service())],
          publicURLs: VoteService.allCases.map(\.defaultBaseURL)),
        provider: VoteProvider(source: try source()), family: family,
        isPreview: preview,
        clock: try environment.widgetClock(),
        store: FileTimelineStore(directory: environment.stateDirectory)),
      console: console, output: try environment.outputStyle(for: arguments),
      frame: !arguments.flag("no-frame")
    ) { entry, context, options in
      render(
        VoteWidgetView(entry: entry, family: context.family), size: CanvasSize(context.family),
        options: options)
    }
    await runner.run(arguments)
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
