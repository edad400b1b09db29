import AppCommandLine
import Foundation
import TextRendering
import Timelines

extension WidgetApp {
  /// A scheduler for a widget `request` describes: the app's timeline store, `--preview`, and
  /// the request's clock (scaled under `WIDGETS_CLOCK_*`) unless the members of a stack share
  /// `clock`.
  public func widgetScheduler<Provider: TimelineProvider>(
    kind: String, provider: Provider, configuration: Provider.Configuration,
    family: WidgetFamily, for request: AppRequest, clock: (any WidgetClock)? = nil
  ) throws -> TimelineScheduler<Provider> {
    TimelineScheduler(
      kind: kind, provider: provider, configuration: configuration, family: family,
      isPreview: request.isPreview, clock: try clock ?? request.environment.widgetClock(),
      planner: Self.widgetPlanner,
      store: FileTimelineStore(directory: request.environment.stateDirectory))
  }

  /// The reload rules of every widget of the app (WidgetKit's budget and backoff): those of
  /// its schedulers, and those a refresher reads a stored timeline with before it builds one.
  static var widgetPlanner: ReloadPlanner { ReloadPlanner() }

  /// The `widget` command of this run, decoded once (``WidgetCommand``).
  ///
  /// - Throws: ``CommandFailure`` (usage) for a bad option, `--watch` into anything but a
  ///   terminal, or a watched picture.
  public func widgetCommand() throws -> WidgetCommand {
    try WidgetCommand(arguments: arguments, request: commandRequest()) { watched in
      try widgetOutputStyle(watched: watched)
    }
  }

  /// Runs the `widget` command for one widget: drawn once, previewed or watched as `command`
  /// says, in its output style and with its frame. Unless previewed, the widget is placed, so
  /// that `refresh` and `service` keep it fresh.
  public func runWidget<Provider: TimelineProvider>(
    _ scheduler: TimelineScheduler<Provider>, command: WidgetCommand,
    interaction: WatchInteraction? = nil, draw: @escaping WidgetRunner<Provider>.Draw
  ) async {
    if command.mode != .preview { place([scheduler.key], at: scheduler.clock.now) }
    var runner = WidgetRunner(
      app: Self.name, scheduler: scheduler, console: console, output: command.output,
      frame: command.frame, draw: draw)
    runner.lockDirectory = lockDirectory
    runner.interaction = interaction
    await runner.run(command)
  }

  /// Runs the `widget` command for a stack: as ``runWidget(_:command:interaction:draw:)``,
  /// with `rotation` picking the widget on top on the system clock.
  public func runWidgetStack<Provider: TimelineProvider>(
    _ schedulers: [TimelineScheduler<Provider>], command: WidgetCommand,
    rotation: (_ count: Int, _ start: Date) -> any WidgetStackRotation,
    interaction: WatchInteraction? = nil,
    draw: @escaping WidgetRunner<Provider>.DrawStack
  ) async {
    if command.mode != .preview, let clock = schedulers.first?.clock {
      place(schedulers.map(\.key), at: clock.now)
    }
    let rotationClock = SystemWidgetClock()
    var runner = WidgetRunner(
      app: Self.name, schedulers: schedulers,
      rotation: rotation(schedulers.count, rotationClock.now), rotationClock: rotationClock,
      console: console, output: command.output, frame: command.frame, draw: draw)
    runner.lockDirectory = lockDirectory
    runner.interaction = interaction
    await runner.run(command)
  }
}
