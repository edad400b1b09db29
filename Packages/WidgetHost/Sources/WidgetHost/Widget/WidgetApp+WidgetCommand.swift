import AppCommandLine
import Foundation
import TextRendering
import Timelines

extension WidgetApp {
  /// One widget at a time: no stack.
  public static var widgetStack: WidgetStackStyle<Provider.Entry>? { nil }

  /// The family `--family` names in `request` among ``widgetFamilies``, else medium, for
  /// ``widgetSchedulers(for:)``.
  ///
  /// - Throws: ``CommandFailure`` (usage) naming the families the widget comes in.
  public func widgetFamily(_ request: AppRequest) throws -> WidgetFamily {
    try request.options.family(supported: Self.widgetFamilies, default: .systemMedium)
  }

  /// The kind a widget's timeline is stored under, for ``widgetSchedulers(for:)``: the app's name
  /// (with `-variant` for a variant stored apart, such as dadjokes' `tutorial` source), and
  /// the base URLs once the user points the app away from the public services
  /// (``AppEnvironment/widgetKind(_:sourceURLs:publicURLs:)``), so fixture data is never
  /// drawn as the public service's.
  ///
  /// - Parameters:
  ///   - sourceURLs: the base URLs the widget's data comes from.
  ///   - publicURLs: the public services' base URLs.
  ///   - variant: what keeps this widget's timelines apart from the app's others; none by
  ///     default.
  public func widgetKind(sourceURLs: [URL], publicURLs: [URL], variant: String? = nil)
    -> String
  {
    let kind = variant.map { "\(Self.name)-\($0)" } ?? Self.name
    return environment.widgetKind(kind, sourceURLs: sourceURLs, publicURLs: publicURLs)
  }

  /// Draws `entry` in `context.family`'s box with `options`: the app's
  /// ``widgetView(for:family:)``, as the `widget` command prints it; a picture is described
  /// by ``widgetSummary(for:)``.
  public func draw(_ entry: Provider.Entry, in context: TimelineContext, options: RenderOptions)
    -> String
  {
    render(
      widgetView(for: entry, family: context.family), size: CanvasSize(context.family),
      options: options.described(by: widgetSummary(for: entry)))
  }

  /// Every app's `widget` command: the widgets this run's options describe
  /// (``widgetSchedulers(for:)``) drawn once, previewed or watched, each entry drawn by
  /// ``draw(_:in:options:)``; several as the app's ``widgetStack``, else the first alone.
  ///
  /// - Throws: ``CommandFailure`` (usage) for an option the widget does not take.
  public func runWidgetCommand() async throws {
    let command = try widgetCommand()
    let schedulers = try widgetSchedulers(for: command.request)
    if schedulers.count > 1, let stack = Self.widgetStack {
      await runWidgetStack(
        schedulers, command: command, rotation: stack.rotation, interaction: watchInteraction()
      ) { entries, selected, options in
        // A picture of a stack is described by the widget on top.
        let top = entries.indices.contains(selected) ? entries[selected] : nil
        return stack.draw(
          entries, selected, top.map { options.described(by: widgetSummary(for: $0)) } ?? options)
      }
    } else if let scheduler = schedulers.first {
      await runWidget(scheduler, command: command, interaction: watchInteraction()) {
        entry, context, options in
        draw(entry, in: context, options: options)
      }
    }
  }

  /// Every app's `timeline` command: what the provider of the first widget this run's options
  /// describe (``widgetSchedulers(for:)``) answers now, for the largest family the widget comes
  /// in (the one that shows the most), and when it reloads; as JSON with `--json`, else with
  /// ``timelineLines(for:)`` for each entry.
  ///
  /// - Throws: ``CommandFailure`` (usage) for a bad option, or whatever the provider throws.
  public func runTimelineCommand() async throws {
    guard let widget = try widgetSchedulers(for: commandRequest()).first else { return }
    let family = WidgetFamily.allCases.last(where: Self.widgetFamilies.contains) ?? widget.family
    try await TimelineReport.printNow(
      provider: widget.provider, configuration: widget.configuration, family: family,
      clock: widget.clock, arguments: arguments, console: console
    ) { timelineLines(for: $0) }
  }
}
