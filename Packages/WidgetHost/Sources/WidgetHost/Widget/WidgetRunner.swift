import AppCommandLine
import Foundation
import TextRendering
import Timelines

/// Runs an app's `widget` command, for one widget or a stack of them as on a home screen:
/// draws once (each widget from its stored timeline while it is good, else after a reload),
/// draws the placeholders for `--preview`, or keeps it on screen with `--watch`. The three apps
/// share it; each supplies its schedulers and how an entry is drawn.
///
/// A single widget is a stack of one: no page dots, no keys, no turns. A stack draws one widget
/// at a time (the app draws it with its dots), and under `--watch` a rotation rule picks the one
/// on top as entries change, time passes and keys are pressed.
///
/// stdout gets the widget alone, exactly its family's box (a frame is drawn inside it), and the
/// row of dots under a stack. The status line for old data or a stand-in is not part of it: it
/// goes to stderr with the other notes, and under `--watch` on a terminal also under the widget
/// when a row is to spare.
///
/// ```swift
/// let runner = WidgetRunner(
///   app: "dadjokes", schedulers: types.map(scheduler(for:)),
///   rotation: SmartStackRotation(count: types.count, start: Date()), output: .plain
/// ) { entries, selected, options in JokeStack(entries: entries, selected: selected).render(options: options) }
/// await runner.watch(forceReload: false, verbose: false)
/// ```
public struct WidgetRunner<Provider: TimelineProvider>: Sendable {
  /// Draws one widget's entry in its family's box with the given options.
  public typealias Draw = @Sendable (Provider.Entry, TimelineContext, RenderOptions) -> String
  /// Draws a stack: every member's entry, the one on top, and the render options.
  public typealias DrawStack =
    @Sendable (_ entries: [Provider.Entry], _ selected: Int, _ options: RenderOptions) -> String

  /// What is run: the widgets, their rotation, where output goes and how it is drawn.
  var stack: WidgetStack<Provider>

  /// Where the refreshers' per-widget locks are, so that a one-shot draw never reloads a
  /// widget while `refresh` or `service` does; `nil` (the default) takes no lock.
  public var lockDirectory: URL? {
    get { stack.lockDirectory }
    set { stack.lockDirectory = newValue }
  }

  /// What `--watch` does with the widget's buttons and keys (an app's intents); none by
  /// default.
  public var interaction: WatchInteraction? {
    get { stack.interaction }
    set { stack.interaction = newValue }
  }

  /// A runner of one widget, which `scheduler` runs (its failures worded by
  /// ``Console/reloadFailureNote(for:)``), drawn by `draw`.
  public init(
    app: String,
    scheduler: TimelineScheduler<Provider>,
    console: Console = .standard,
    output: OutputStyle,
    frame: Bool = true,
    timeZone: TimeZone = .current,
    draw: @escaping Draw
  ) {
    stack = WidgetStack(
      app: app, schedulers: [scheduler.describingFailures(with: console.reloadFailureNote(for:))],
      rotation: SingleWidgetRotation(), rotationClock: scheduler.clock, console: console,
      output: output, frame: frame, timeZone: timeZone
    ) { members, _, options in
      members.first.map { draw($0.entry, $0.context, options) } ?? ""
    }
  }

  /// A runner of a stack of the widgets `schedulers` run, top of the stack first, with
  /// `rotation` (in its starting state, on `rotationClock`: real time, even when timelines run
  /// on a faster clock) picking the one on top.
  public init(
    app: String,
    schedulers: [TimelineScheduler<Provider>],
    rotation: any WidgetStackRotation,
    rotationClock: any WidgetClock = SystemWidgetClock(),
    console: Console = .standard,
    output: OutputStyle,
    frame: Bool = true,
    timeZone: TimeZone = .current,
    draw: @escaping DrawStack
  ) {
    stack = WidgetStack(
      app: app,
      schedulers: schedulers.map { $0.describingFailures(with: console.reloadFailureNote(for:)) },
      rotation: rotation, rotationClock: rotationClock, console: console, output: output,
      frame: frame, timeZone: timeZone
    ) { members, selected, options in
      draw(members.map(\.entry), selected, options)
    }
  }

  /// Draws once with the rotation's starting member on top: each widget from its stored
  /// timeline when its reload is not due (no network), else after a reload (all at once). A
  /// failed reload still draws (the stored entry, else the placeholder) and says why on
  /// stderr, naming the widget's configuration in a stack.
  ///
  /// - Parameters:
  ///   - forceReload: reload first whatever the store says (`--reload`); bypasses the budget.
  ///   - verbose: also print why each widget was drawn as it was.
  public func drawOnce(forceReload: Bool, verbose: Bool) async {
    await stack.drawOnce(forceReload: forceReload, verbose: verbose)
  }

  /// Draws the providers' placeholders, as WidgetKit's gallery does, without any I/O.
  public func drawPreview() {
    stack.drawPreview()
  }

  /// Keeps the widget or stack on screen (`--watch`): every widget runs its own timeline; the
  /// rotation picks the one on top when an entry changes, when its turn comes and when a key
  /// is pressed; it is redrawn when what it shows changes and when the terminal is resized.
  /// Ctrl-C or `SIGTERM` gives the terminal back. On a terminal it draws in place on the
  /// alternate screen; into a pipe it appends each frame followed by a blank line, so a log
  /// shows the widget's history.
  ///
  /// - Parameters:
  ///   - forceReload: reload every widget first; bypasses the budget.
  ///   - verbose: also print why each widget changed.
  ///   - terminalEvents: key presses, resizes and stop requests; the terminal's when `nil`.
  public func watch(
    forceReload: Bool, verbose: Bool, terminalEvents: AsyncStream<TerminalEvent>?
  ) async {
    await stack.watch(forceReload: forceReload, verbose: verbose, terminalEvents: terminalEvents)
  }

  /// The cells it takes: the widget's family box, framed or not, and the row of dots under a
  /// stack of more than one widget.
  var requiredSize: TerminalSize { stack.requiredSize }
}
