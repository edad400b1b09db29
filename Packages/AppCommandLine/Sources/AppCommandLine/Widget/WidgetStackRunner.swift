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
    let updates = await withTaskGroup(
      of: (Int, SchedulerUpdate<Provider.Entry>?).self,
      returning: [SchedulerUpdate<Provider.Entry>?].self
    ) { group in
      for (index, scheduler) in schedulers.enumerated() {
        group.addTask { (index, await scheduler.currentUpdate(forceReload: forceReload)) }
      }
      var updates = [SchedulerUpdate<Provider.Entry>?](repeating: nil, count: schedulers.count)
      for await (index, update) in group { updates[index] = update }
      return updates
    }
    for (index, update) in updates.enumerated() {
      update?.report(app: label(index), console: console, timeZone: timeZone, verbose: verbose)
    }
    guard updates.allSatisfy({ $0 != nil }) else { return }  // cancelled
    let selected = rotation.selected
    if updates.indices.contains(selected), let top = updates[selected] {
      top.noteStatus(app: label(selected), console: console, timeZone: timeZone)
    }
    console.write(frameText(updates, selected: selected).widget + "\n")
  }

  /// Draws the stack of placeholders, as WidgetKit's gallery does, without any I/O.
  public func drawPreview() {
    let entries = schedulers.indices.map(placeholder(for:))
    console.write(draw(entries, rotation.selected, options()) + "\n")
  }

  /// The stack with `selected` on top, members without an update yet as placeholders, and the
  /// status line of the top one when it shows old data or a stand-in.
  func frameText(_ updates: [SchedulerUpdate<Provider.Entry>?], selected: Int) -> WatchFrame {
    let entries = updates.enumerated().map { $1?.entry ?? placeholder(for: $0) }
    let stack = draw(entries, selected, options())
    guard updates.indices.contains(selected), let top = updates[selected] else {
      return WatchFrame(widget: stack)
    }
    return WatchFrame(widget: stack, status: top.statusLine(output: output, timeZone: timeZone))
  }

  /// The placeholder of member `index`, at its clock's time.
  func placeholder(for index: Int) -> Provider.Entry {
    let scheduler = schedulers[index]
    return scheduler.provider.placeholder(in: scheduler.context(at: scheduler.clock.now))
  }

  /// The prefix of member `index`'s stderr lines: `dadjokes: chucknorris`.
  func label(_ index: Int) -> String {
    "\(app): \(schedulers[index].configuration.storageKey)"
  }

  func options() -> RenderOptions {
    RenderOptions(frame: frame, output: output)
  }

  /// The cells the stack takes: the widget's family box, framed or not, and the row of dots
  /// under it when the stack holds more than one widget.
  var requiredSize: TerminalSize {
    let box = schedulers.first?.family.displaySize ?? WidgetFamily.systemMedium.displaySize
    return TerminalSize(columns: box.columns, rows: box.rows + (schedulers.count > 1 ? 1 : 0))
  }
}
