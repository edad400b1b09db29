import Foundation
import TextRendering
import Timelines

/// Runs an app's `widget` command: draws the widget once (from the stored timeline while it is
/// good, else after a reload), draws the placeholder for `--preview`, or keeps it on screen with
/// `--watch`. The three apps share it; each supplies its scheduler and how an entry is drawn.
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
    guard let update = await scheduler.currentUpdate(forceReload: forceReload) else { return }
    report(update, verbose: verbose)
    update.noteStatus(app: app, console: console, timeZone: timeZone)
    console.write(widgetText(for: update) + "\n")
  }

  /// Draws the provider's placeholder, as WidgetKit's gallery does, without any I/O.
  public func drawPreview() {
    let context = scheduler.context(at: scheduler.clock.now)
    let placeholder = scheduler.provider.placeholder(in: context)
    console.write(draw(placeholder, context, options()) + "\n")
  }

  /// The widget for one update: exactly its family's box, framed or not.
  func widgetText(for update: SchedulerUpdate<Provider.Entry>) -> String {
    draw(update.entry, scheduler.context(at: update.date), options())
  }

  /// Prints the update's warnings, and its failure or (with `verbose`) its reason, on stderr.
  func report(_ update: SchedulerUpdate<Provider.Entry>, verbose: Bool) {
    update.report(app: app, console: console, timeZone: timeZone, verbose: verbose)
  }

  func options() -> RenderOptions {
    RenderOptions(frame: frame, output: output)
  }
}
