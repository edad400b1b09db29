import Foundation

/// Runs a widget: asks its provider for timelines, shows each entry when its date comes, and
/// reloads by the timeline's policy within the refresh budget, the way WidgetKit runs a widget
/// on a home screen.
///
/// ```swift
/// let scheduler = TimelineScheduler(
///   kind: "todos", provider: TodoProvider(client: client), family: .systemMedium,
///   store: FileTimelineStore(directory: stateFolder))
/// for await update in scheduler.updates() {
///   draw(update.entry)
///   printToStandardError(update.reason)
/// }
/// ```
///
/// The scheduler keeps no state of its own: each call to `updates(forceReload:)` starts a
/// run from the store (or from nothing), so a `widget` command that runs once and a `--watch`
/// that runs for days share one code path. A run never gives up after a provider failure: it
/// shows the last good entry (or the provider's fallback) and retries with backoff.
public struct TimelineScheduler<Provider: TimelineProvider>: Sendable {
  /// The widget's kind, stable across releases, e.g. `"todos"`.
  public let kind: String

  /// The provider of the widget's timelines.
  public let provider: Provider

  /// The user's configuration, passed to every provider call.
  public let configuration: Provider.Configuration

  /// The family the widget is drawn in.
  public let family: WidgetFamily

  /// Whether the widget is drawn as a preview.
  public let isPreview: Bool

  /// The clock that dates entries and wakes the scheduler.
  public let clock: any WidgetClock

  /// The reload rules: budget and backoff.
  public let planner: ReloadPlanner

  /// Where the last timeline is kept between runs; `nil` keeps nothing.
  public let store: (any TimelineStore)?

  /// How a failed reload is worded and how long its service asked to wait; by default the
  /// error's description and no wait.
  public private(set) var describeFailure: @Sendable (any Error) -> ReloadFailureNote =
    ReloadFailureNote.init(describing:)

  /// Creates a scheduler for a widget of `kind` in `family`, configured with `configuration`.
  public init(
    kind: String,
    provider: Provider,
    configuration: Provider.Configuration,
    family: WidgetFamily,
    isPreview: Bool = false,
    clock: any WidgetClock = SystemWidgetClock(),
    planner: ReloadPlanner = ReloadPlanner(),
    store: (any TimelineStore)? = nil
  ) {
    self.kind = kind
    self.provider = provider
    self.configuration = configuration
    self.family = family
    self.isPreview = isPreview
    self.clock = clock
    self.planner = planner
    self.store = store
  }

  /// This scheduler with failed reloads described by `describe`: the app's wording (with its
  /// secrets redacted, since the line is stored) and the service's `Retry-After`, which the
  /// planner honours as the earliest next try.
  public func describingFailures(
    with describe: @escaping @Sendable (any Error) -> ReloadFailureNote
  ) -> TimelineScheduler {
    var copy = self
    copy.describeFailure = describe
    return copy
  }

  /// The key the widget's timeline is stored under.
  public var key: WidgetKey {
    WidgetKey(kind: kind, family: family, configuration: configuration)
  }

  /// The context of a provider call made at `date`.
  public func context(at date: Date) -> TimelineContext {
    TimelineContext(family: family, isPreview: isPreview, date: date)
  }

  /// The updates of a run, as an asynchronous sequence: the first at once (from the store when
  /// its timeline is still good, else after a reload), then one at each entry date, reload,
  /// deferral and failure. It ends when nothing is left to happen (an exhausted `.never`
  /// timeline) or when the consuming task is cancelled.
  ///
  /// - Parameter forceReload: an explicit user reload to start with; it bypasses the budget.
  public func updates(forceReload: Bool = false) -> TimelineUpdates<Provider> {
    TimelineUpdates(scheduler: self, firstRequest: forceReload ? .bypassingBudget : .ifDue)
  }

  /// The first update of a run: what a one-shot `widget` command draws. It reloads only when
  /// nothing usable is stored, the reload is due and allowed, or `forceReload` is set.
  ///
  /// - Returns: `nil` only when the task was cancelled first.
  public func currentUpdate(forceReload: Bool = false) async -> SchedulerUpdate<Provider.Entry>? {
    await refresh(forceReload ? .bypassingBudget : .ifDue)
  }

  /// One refresher's pass over this widget: loads the stored timeline, reloads as `request`
  /// allows, stores the result, and returns what the widget shows now and why.
  ///
  /// - Returns: `nil` only when the task was cancelled first.
  public func refresh(_ request: ReloadRequest) async -> SchedulerUpdate<Provider.Entry>? {
    var iterator = TimelineUpdates(scheduler: self, firstRequest: request).makeAsyncIterator()
    return await iterator.next()
  }
}

extension TimelineScheduler where Provider.Configuration == NoConfiguration {
  /// Creates a scheduler for a widget the user cannot configure.
  public init(
    kind: String,
    provider: Provider,
    family: WidgetFamily,
    isPreview: Bool = false,
    clock: any WidgetClock = SystemWidgetClock(),
    planner: ReloadPlanner = ReloadPlanner(),
    store: (any TimelineStore)? = nil
  ) {
    self.init(
      kind: kind, provider: provider, configuration: NoConfiguration(), family: family,
      isPreview: isPreview, clock: clock, planner: planner, store: store)
  }
}

/// The updates of one scheduler run (see `TimelineScheduler.updates(forceReload:)`).
public struct TimelineUpdates<Provider: TimelineProvider>: AsyncSequence, Sendable {
  /// Each element is one update of the widget.
  public typealias Element = SchedulerUpdate<Provider.Entry>

  let scheduler: TimelineScheduler<Provider>
  let firstRequest: ReloadRequest

  /// Starts the run; nothing happens until the first `next()`.
  public func makeAsyncIterator() -> Iterator {
    Iterator(engine: SchedulerEngine(scheduler: scheduler, firstRequest: firstRequest))
  }

  /// Produces the run's updates, sleeping on the scheduler's clock in between.
  public struct Iterator: AsyncIteratorProtocol, Sendable {
    var engine: SchedulerEngine<Provider>

    /// The next update, or `nil` when the run is over or the task was cancelled.
    public mutating func next() async -> SchedulerUpdate<Provider.Entry>? {
      await engine.next()
    }
  }
}
