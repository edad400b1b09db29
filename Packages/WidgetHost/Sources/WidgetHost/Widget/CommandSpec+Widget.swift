import AppCommandLine
import Timelines

extension CommandSpec {
  /// Every app's `widget` command (``WidgetApp/runWidgetCommand()``): the options that
  /// configure the widget (dadjokes' `--type`), `--family` among `families` (medium unless
  /// asked, as ``WidgetApp/widgetFamily(_:)`` reads it), then ``OptionSpec/widgetDrawing``.
  ///
  /// - Parameters:
  ///   - summary: one line; by default how every widget draws.
  ///   - families: the families the widget comes in.
  ///   - options: the options that configure the widget, before `--family`.
  ///   - examples: example invocations, without the app name.
  ///   - discussion: the widget's reload policy and what it draws when offline.
  public static func widget(
    summary: String =
      "Draw the widget: from the stored timeline while it is good, else after a reload.",
    families: [WidgetFamily], options: [OptionSpec] = [], examples: [String],
    discussion: String
  ) -> CommandSpec {
    let names = families.map(\.argumentName).joined(separator: "|")
    let help =
      families.count == 1
      ? "The widget's size; it comes in \(names) only." : "The widget's size (default: medium)."
    return CommandSpec(
      "widget", summary: summary,
      options: options + [OptionKey.family.declared(names, help: help)]
        + OptionSpec.widgetDrawing,
      examples: examples, discussion: discussion)
  }

  /// Every app's `timeline` command (``WidgetApp/runTimelineCommand()``): `options` that
  /// configure the widget (dadjokes' `--type`), then `--json`.
  ///
  /// - Parameters:
  ///   - options: the options that configure the widget, before `--json`.
  ///   - examples: example invocations, without the app name.
  public static func timeline(
    options: [OptionSpec] = [], examples: [String] = ["timeline", "timeline --json"]
  ) -> CommandSpec {
    CommandSpec(
      "timeline",
      summary: "Show what the widget will show and when, and when it reloads.",
      options: options + [
        OptionKey.json.declared(help: "Print {\"entries\": [...], \"reload\": {...}} as JSON.")
      ],
      examples: examples)
  }
}
