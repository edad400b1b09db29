import AppCommandLine
import TextRendering

/// What every app's `widget` command does, whether it draws one widget or a stack of them.
public protocol WidgetDrawing: Sendable {
  /// Draws the placeholder, as WidgetKit's gallery does, without any I/O.
  func drawPreview()
  /// Draws once: from the stored timeline while it is good, else after a reload.
  func drawOnce(forceReload: Bool, verbose: Bool) async
  /// Keeps the widget on screen until the user stops it.
  func watch(forceReload: Bool, verbose: Bool) async
}

extension OptionSpec {
  /// The options ``WidgetCommand`` decodes, for every app's `widget` command:
  /// `--watch`, `--reload`, `--preview`, `--no-frame`, `--format`, and a picture's
  /// `--appearance`, `--rendering` and `--accent`.
  public static let widgetDrawing: [OptionSpec] =
    [
      OptionKey.watch.declared(
        help: "Keep the widget on screen (a terminal) and redraw it as its timeline moves on."),
      OptionKey.reload.declared(help: "Reload the timeline first, whatever the store says."),
      OptionKey.preview.declared(help: "Draw the placeholder, without any network access."),
      OptionKey.noFrame.declared(
        help: "Leave out the rounded frame at the widget's edge (same size)."),
      OptionKey.widgetFormat.declared(
        "ansi|plain|svg|html",
        help: "Write the widget's cells (ansi, plain) or a picture of it (svg, html).",
        values: WidgetFormat.allCases.map(\.rawValue)),
    ] + pictureLook
}

extension WidgetDrawing {
  /// Draws as `command` says: the placeholder, watched, or once; its `--reload` and
  /// `--verbose` apply to the last two.
  public func run(_ command: WidgetCommand) async {
    switch command.mode {
    case .preview: drawPreview()
    case .watch: await watch(forceReload: command.forceReload, verbose: command.verbose)
    case .once: await drawOnce(forceReload: command.forceReload, verbose: command.verbose)
    }
  }
}

extension WidgetRunner: WidgetDrawing {
  /// Keeps the widget or stack on screen, reading the terminal's own events.
  public func watch(forceReload: Bool, verbose: Bool) async {
    await watch(forceReload: forceReload, verbose: verbose, terminalEvents: nil)
  }
}
