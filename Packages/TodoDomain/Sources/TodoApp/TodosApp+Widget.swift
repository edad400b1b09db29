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
    try await TimelineReport.printNow(
      provider: TodoProvider(service: try service()), configuration: NoConfiguration(),
      family: .systemLarge, clock: try environment.widgetClock(), arguments: arguments,
      console: console
    ) { TodoPrinter.listLines($0.todos, width: nil) }
  }
}
