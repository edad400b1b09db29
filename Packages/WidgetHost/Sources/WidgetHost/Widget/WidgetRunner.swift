import AppCommandLine
import Foundation
import TextRendering
import Timelines

/// Runs an app's `widget` command: draws the widget once (from the stored timeline while it is
/// good, else after a reload), draws the placeholder for `--preview`, or keeps it on screen with
/// `--watch`. The three apps share it; each supplies its scheduler and how an entry is drawn.
/// It runs the widget as a stack of one, the way ``WidgetStackRunner`` runs several, without
/// the stack's dots, keys or turns.
///
/// stdout gets the widget alone, exactly its family's box (a frame is drawn inside it). The
/// status line for old data or a stand-in is not part of it: it goes to stderr with the other
/// notes, and under `--watch` on a terminal also under the widget when a row is to spare.
public struct WidgetRunner<Provider: TimelineProvider>: Sendable {
  /// Draws an entry in a family's box with the given options.
  public typealias Draw = @Sendable (Provider.Entry, TimelineContext, RenderOptions) -> String

  /// The app's name, the prefix of its stderr lines.
  public let app: String
  /// The widget's scheduler: provider, family, configuration, clock, budget and store; its
  /// failures are worded by ``Console/reloadFailureNote(for:)``.
  public let scheduler: TimelineScheduler<Provider>
  /// Where output goes.
  public let console: Console
  /// Plain text or ANSI at a colour depth.
  public let output: OutputStyle
  /// Whether to draw the rounded frame at the widget's edge, inside its family's box.
  public let frame: Bool
  /// Where the refreshers' per-widget locks are, so that a one-shot draw never reloads a
  /// widget while `refresh` or `service` does; `nil` takes no lock.
  public var lockDirectory: URL?
  /// What `--watch` does with the widget's buttons and keys (an app's intents); none by
  /// default.
  public var interaction: WatchInteraction?
  /// The time zone of the times in status lines.
  public let timeZone: TimeZone
  /// How an entry is drawn.
  public let draw: Draw

  /// Creates a runner.
  public init(
    app: String,
    scheduler: TimelineScheduler<Provider>,
    console: Console = .standard,
    output: OutputStyle,
    frame: Bool = true,
    timeZone: TimeZone = .current,
    draw: @escaping Draw
  ) {
    self.app = app
    self.scheduler = scheduler.describingFailures(with: console.reloadFailureNote(for:))
    self.console = console
    self.output = output
    self.frame = frame
    self.timeZone = timeZone
    self.draw = draw
  }

  /// Draws the widget once: from the stored timeline when its reload is not due (no network),
  /// else after a reload. A failed reload still draws (the stored entry, else the placeholder)
  /// and says why on stderr.
  ///
  /// - Parameters:
  ///   - forceReload: reload first whatever the store says (`--reload`); bypasses the budget.
  ///   - verbose: also print why the widget was drawn as it was.
  public func drawOnce(forceReload: Bool, verbose: Bool) async {
    await stack.drawOnce(forceReload: forceReload, verbose: verbose)
  }

  /// Draws the provider's placeholder, as WidgetKit's gallery does, without any I/O.
  public func drawPreview() {
    stack.drawPreview()
  }

  /// Keeps the widget on screen (`--watch`): redraws when the entry or the reload changes and
  /// when the terminal is resized, and gives the terminal back on Ctrl-C or `SIGTERM`.
  ///
  /// On a terminal it draws in place on the alternate screen; into a pipe it appends each frame
  /// followed by a blank line, so a log shows the widget's history.
  public func watch(forceReload: Bool, verbose: Bool) async {
    await stack.watch(forceReload: forceReload, verbose: verbose, terminalEvents: nil)
  }

  /// The widget as a stack of one: no dots, no keys, no turns.
  var stack: WidgetStack<Provider> {
    WidgetStack(
      app: app, schedulers: [scheduler], rotation: SingleWidgetRotation(),
      rotationClock: scheduler.clock, console: console, output: output, frame: frame,
      timeZone: timeZone, lockDirectory: lockDirectory, interaction: interaction
    ) { [draw] members, _, options in
      members.first.map { draw($0.entry, $0.context, options) } ?? ""
    }
  }

  /// The cells the widget takes: its family's box, framed or not.
  var requiredSize: TerminalSize { stack.requiredSize }
}
