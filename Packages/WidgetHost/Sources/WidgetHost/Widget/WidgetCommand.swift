import AppCommandLine
import TextRendering

/// The `widget` command, decoded once from its command line: how it draws (once, the
/// placeholder, or watched), whether it reloads first, what it writes (``OutputStyle``, the
/// frame) and the request that describes its widgets. Every part of the command reads this
/// value; none reads the command line again.
public struct WidgetCommand: Sendable {
  /// How the widget is drawn.
  public enum Mode: Sendable, Hashable {
    /// Once, from the stored timeline while it is good, else after a reload.
    case once
    /// The placeholder, without any I/O (`--preview`).
    case preview
    /// Kept on screen, redrawn as its timeline moves on (`--watch`).
    case watch
  }

  /// How the widget is drawn.
  public var mode: Mode
  /// Whether the timeline is reloaded first, whatever the store says (`--reload`).
  public var forceReload: Bool
  /// Whether to say why the widget was drawn as it was (`--verbose`).
  public var verbose: Bool
  /// Whether the rounded frame is drawn at the widget's edge (not `--no-frame`).
  public var frame: Bool
  /// Cells (ANSI or plain) or a picture (`--format`, `--appearance`, `--color`).
  public var output: OutputStyle
  /// The widgets it draws: its options, environment and network settings. A watched widget's
  /// requests each have the timeout to themselves; a previewed one is never stored.
  public var request: AppRequest

  /// The command `arguments` describe, run in `request`'s environment, writing `output`.
  ///
  /// - Throws: ``CommandFailure`` (usage) for `--watch` into anything but a terminal (before
  ///   any work, so a refused command fetches nothing and places no widget: a bar or a script
  ///   reads `status --follow`), and for a picture with `--watch` (a picture is drawn once).
  public init(
    arguments: ParsedArguments, request: AppRequest,
    output: (_ watched: Bool) throws -> OutputStyle
  ) throws {
    mode = arguments[.preview] ? .preview : arguments[.watch] ? .watch : .once
    try request.environment.requireTerminal(toDraw: mode)
    forceReload = arguments[.reload]
    verbose = arguments[.verbose]
    frame = !arguments[.noFrame]
    self.output = try output(mode == .watch)
    self.request = request
    self.request.isPreview = mode == .preview
    self.request.network.timesEachRequestAlone = mode == .watch
  }
}
