import AppCommandLine
import Foundation
import TextRendering
import Timelines

/// Runs an app's `widget` command for a stack of widgets, as on a home screen: one timeline per
/// configuration, one widget drawn at a time (the app draws the stack, with its page dots), and
/// under `--watch` a rotation rule that picks the top one as entries change, time passes and
/// keys are pressed.
///
/// ```swift
/// let runner = WidgetStackRunner(
///   app: "dadjokes", schedulers: types.map(scheduler(for:)),
///   rotation: SmartStackRotation(count: types.count, start: Date()), output: .plain
/// ) { entries, selected, options in JokeStack(entries: entries, selected: selected).render(options: options) }
/// await runner.watch(forceReload: false, verbose: false)
/// ```
public struct WidgetStackRunner<Provider: TimelineProvider>: Sendable {
  /// Draws the stack: every member's entry, the one on top, and the render options.
  public typealias DrawStack =
    @Sendable (_ entries: [Provider.Entry], _ selected: Int, _ options: RenderOptions) -> String

  /// The app's name, the prefix of its stderr lines.
  public let app: String
  /// One scheduler per widget of the stack, top of the stack first; their failures are worded
  /// by ``Console/reloadFailureNote(for:)``.
  public let schedulers: [TimelineScheduler<Provider>]
  /// The rule that picks the widget on top, in its starting state.
  public let rotation: any WidgetStackRotation
  /// The clock the rotation runs on: real time, even when timelines run on a faster clock.
  public let rotationClock: any WidgetClock
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
  /// How the stack is drawn.
  public let draw: DrawStack

  /// Creates a runner for a stack of the widgets `schedulers` run.
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
    self.app = app
    self.schedulers = schedulers.map {
      $0.describingFailures(with: console.reloadFailureNote(for:))
    }
    self.rotation = rotation
    self.rotationClock = rotationClock
    self.console = console
    self.output = output
    self.frame = frame
    self.timeZone = timeZone
    self.draw = draw
  }

  /// Draws the stack once with the rotation's starting member on top. Each widget comes from
  /// its stored timeline while that is good, else after a reload (all at once); a failed reload
  /// still draws and says why on stderr, naming the widget's configuration.
  ///
  /// - Parameters:
  ///   - forceReload: reload every widget first (`--reload`); bypasses the budget.
  ///   - verbose: also print why each widget was drawn as it was.
  public func drawOnce(forceReload: Bool, verbose: Bool) async {
    await stack.drawOnce(forceReload: forceReload, verbose: verbose)
  }

  /// Draws the stack of placeholders, as WidgetKit's gallery does, without any I/O.
  public func drawPreview() {
    stack.drawPreview()
  }

  /// Keeps the stack on screen (`--watch`): every widget runs its own timeline; the rotation
  /// picks the one on top when an entry changes, when its turn comes and when a key is
  /// pressed; the stack is redrawn when what it shows changes and when the terminal is resized.
  /// Ctrl-C or `SIGTERM` gives the terminal back.
  ///
  /// - Parameters:
  ///   - forceReload: reload every widget first; bypasses the budget.
  ///   - verbose: also print why each widget changed.
  ///   - terminalEvents: key presses, resizes and stop requests; the terminal's by default.
  public func watch(
    forceReload: Bool, verbose: Bool, terminalEvents: AsyncStream<TerminalEvent>?
  ) async {
    await stack.watch(forceReload: forceReload, verbose: verbose, terminalEvents: terminalEvents)
  }

  /// The runner's widgets as one stack; a stack of one is drawn as a single widget, without
  /// dots or keys.
  var stack: WidgetStack<Provider> {
    WidgetStack(
      app: app, schedulers: schedulers, rotation: rotation, rotationClock: rotationClock,
      console: console, output: output, frame: frame, timeZone: timeZone,
      lockDirectory: lockDirectory, interaction: interaction
    ) { [draw] members, selected, options in
      draw(members.map(\.entry), selected, options)
    }
  }

  /// The cells the stack takes: the widget's family box, framed or not, and the row of dots
  /// under it when the stack holds more than one widget.
  var requiredSize: TerminalSize { stack.requiredSize }
}
