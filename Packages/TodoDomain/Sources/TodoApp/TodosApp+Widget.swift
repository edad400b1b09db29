import AppCommandLine
import Foundation
import TextRendering
import Timelines
import TodoDomain
import TodoWidget

extension TodosApp {
  /// The widget's kind in the timeline store.
  static let widgetKind = "todos"

  /// `todos widget`: draw once, preview, or watch.
  func widget() async throws {
    let family = try arguments.family(
      supported: TodoWidgetView.supportedFamilies, default: .systemMedium)
    let runner = WidgetRunner(
      app: "todos",
      scheduler: TimelineScheduler(
        kind: environment.widgetKind(
          Self.widgetKind, serviceURLs: [try baseURL()], publicURLs: [TodoService.defaultBaseURL]),
        provider: TodoProvider(service: try service()), family: family,
        isPreview: arguments.flag("preview"), clock: try environment.widgetClock(),
        store: FileTimelineStore(directory: environment.stateDirectory)),
      console: console, output: try environment.outputStyle(for: arguments),
      frame: !arguments.flag("no-frame")
    ) { entry, context, options in
      render(
        TodoWidgetView(entry: entry, family: context.family), size: CanvasSize(context.family),
        options: options)
    }
    await runner.run(arguments)
  }

  /// `todos timeline`: the provider's timeline now, and when it reloads.
  func timeline() async throws {
    let now = try environment.widgetClock().now
    let context = TimelineContext(family: .systemLarge, isPreview: false, date: now)
    let timeline = try await TodoProvider(service: try service())
      .timeline(for: NoConfiguration(), in: context)
    let report = TimelineReport(timeline: timeline, fetchedAt: now)
    if arguments.flag("json") {
      console.print(try report.json())
    } else {
      console.print(report.text { TodoPrinter.listLines($0.todos, width: nil) })
    }
  }
}
