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
    let kind = environment.widgetKind(
      Self.widgetKind, serviceURLs: [try baseURL()], publicURLs: [TodoService.defaultBaseURL])
    let scheduler = try widgetScheduler(
      kind: kind, provider: TodoProvider(service: try service()),
      configuration: NoConfiguration(), family: family)
    try await runWidget(scheduler) { entry, context, options in
      render(
        TodoWidgetView(entry: entry, family: context.family), size: CanvasSize(context.family),
        options: options)
    }
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
