import AppCommandLine
import Timelines
import WidgetHost
import __Name__Domain
import __Name__Widget

extension __Name__CommandLine: WidgetApp {
  /// Medium.
  public static let widgetFamilies = __Item__WidgetView.supportedFamilies

  /// The widget in the `--family` asked for, on the base URL chosen.
  public func widgetSchedulers(for request: AppRequest) throws
    -> [TimelineScheduler<__Item__Provider>]
  {
    let kind = widgetKind(
      sourceURLs: [try baseURL(request)], publicURLs: [__Item__Client.defaultBaseURL])
    return [
      try widgetScheduler(
        kind: kind, provider: __Item__Provider(client: try client(request)),
        configuration: NoConfiguration(), family: try widgetFamily(request), for: request)
    ]
  }

  /// The status line: the first item's title; its detail and the next titles in the tooltip;
  /// its link. The template's line: replace it with what the app's bar should say.
  public func statusContent(for entry: __Item__Entry, family: WidgetFamily) -> StatusContent {
    guard let first = entry.items.first else {
      return StatusContent(text: "nothing yet", tooltip: "no items")
    }
    let tooltip = [first.detail] + entry.items.dropFirst().map(\.title)
    return StatusContent(
      text: first.title, tooltip: tooltip.joined(separator: "\n"),
      url: __Item__Route(id: first.id).urlString,
      fields: [
        StatusField("title", .text(first.title)), StatusField("items", .number(entry.items.count)),
      ])
  }

  /// The widget of `entry`.
  public func widgetView(for entry: __Item__Entry, family: WidgetFamily) -> __Item__WidgetView {
    __Item__WidgetView(entry: entry)
  }

  /// The entry's items, as `__name__ list` prints them.
  public func timelineLines(for entry: __Item__Entry) -> [String] {
    __Name__Printer.listLines(entry.items, width: nil)
  }
}
