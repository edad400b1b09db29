import AppCommandLine
import Foundation
import Networking
import Timelines

extension CommandLineApp {
  /// Where the app keeps its placed widgets: `placed/` in its state folder.
  public var placementStore: PlacementStore {
    PlacementStore(
      directory: environment.stateDirectory.appendingPathComponent("placed", isDirectory: true))
  }

  /// Where the app keeps the per-widget locks of its refreshers: `locks/` in its state folder.
  var lockDirectory: URL {
    environment.stateDirectory.appendingPathComponent("locks", isDirectory: true)
  }

  /// Records the widgets `keys` as drawn now, with what describes them to the refresher: the
  /// options of this run that configure a widget (the app's global options and the `widget`
  /// command's, but not how it is drawn) and the base-URL variables the app reads, each URL
  /// without user info (a password never reaches the store). A failure to record is a
  /// warning: the widget still draws. A record younger than an hour is left as it is.
  public func place(_ keys: [WidgetKey], at now: Date) {
    let options = arguments.options.filter { Self.placementOptionNames.contains($0.key) }
      .mapValues { $0.map(SecretRedactor.removingUserInfo) }
    let variables = environment.variables.filter { name, value in
      !value.isEmpty && Self.isPlacementVariable(name, prefix: environment.variablePrefix)
    }.mapValues(SecretRedactor.removingUserInfo)
    for key in keys {
      let widget = PlacedWidget(key: key, options: options, environment: variables, lastDrawn: now)
      // A bar that draws every few seconds rewrites the record at most once an hour, so a
      // service watching the records is not woken for nothing (two surfaces drawing one
      // widget with different options do not take turns rewriting it either).
      if let known = placementStore.placed(key), abs(now.timeIntervalSince(known.lastDrawn)) < 3600
      {
        continue
      }
      do {
        try placementStore.place(widget)
      } catch {
        console.note("warning: cannot record the placed widget: \(error)", app: Self.name)
      }
    }
  }

  /// Says on stderr that no widget is placed, and how to place one.
  func noteNothingPlaced() {
    console.note(
      "no widget is placed yet; `\(Self.name) status` or `\(Self.name) widget` places one",
      app: Self.name)
  }

  /// The options that describe a widget: the app's own global options and the `widget`
  /// command's, without those that say how it is drawn (`--watch`, `--reload` …).
  static var placementOptionNames: Set<String> {
    let drawing = Set(OptionSpec.widgetDrawing.map(\.name))
    let widgetOptions = Command(rawValue: "widget")?.spec.options ?? []
    return Set((options + widgetOptions).map(\.name)).subtracting(drawing)
  }

  /// Whether the variable `name` says where a service lives: a `_BASE_URL` variable of the
  /// app's own (`DADJOKES_ICANHAZDADJOKE_BASE_URL`) or one its help names
  /// (`CONGRESS_BASE_URL`).
  static func isPlacementVariable(_ name: String, prefix: String) -> Bool {
    name.hasSuffix("_BASE_URL")
      && (name.hasPrefix(prefix + "_") || environmentHelp.contains { $0.name == name })
  }
}

extension WidgetApp {
  /// The placed widget `placed`, as the app builds it from its record
  /// (``placedRequests(longRunning:deadline:coalescer:)``).
  ///
  /// - Returns: `nil` when the recorded options no longer describe that widget.
  /// - Throws: ``CommandFailure`` (usage) when they are no longer valid.
  func rebuild(
    _ placed: PlacedWidget, longRunning: Bool, deadline: ContinuousClock.Instant? = nil,
    coalescer: RequestCoalescer? = nil
  ) throws
    -> TimelineScheduler<Provider>?
  {
    try rebuild(
      placed,
      with: placedRequests(longRunning: longRunning, deadline: deadline, coalescer: coalescer))
  }

  /// The placed widget `placed`, built from its record with what `requests` holds for every
  /// widget of a pass.
  ///
  /// - Returns: `nil` when the recorded options no longer describe that widget.
  /// - Throws: ``CommandFailure`` (usage) when they are no longer valid.
  func rebuild(_ placed: PlacedWidget, with requests: PlacedRequests) throws
    -> TimelineScheduler<Provider>?
  {
    try widgetSchedulers(for: requests.request(for: placed)).first { $0.key == placed.key }
  }

  /// What the requests of placed widgets share in this run, decoded once: this run's
  /// environment and deadline (`--timeout`, `WIDGETS_TIMEOUT`), one HTTP cache, and the
  /// options a record may hold. `longRunning` gives each request its own timeout rather than
  /// one deadline for the whole run; `deadline` ends them all; `coalescer` shares the requests
  /// of a pass.
  ///
  /// - Throws: ``CommandFailure`` (usage) for a bad `--timeout`.
  func placedRequests(
    longRunning: Bool, deadline: ContinuousClock.Instant? = nil,
    coalescer: RequestCoalescer? = nil
  ) throws -> PlacedRequests {
    // This run's deadline alone: the widget's requests revalidate what is cached, as the
    // `widget` command's do.
    let timeout = arguments.options.filter { $0.key == OptionKey.timeout.name }
    var network = try RequestSettings(options: OptionValues(timeout), environment: environment)
    network.timesEachRequestAlone = longRunning
    network.passDeadline = deadline
    network.coalescer = coalescer
    network.cache = environment.httpCache(console: console)
    let prefix = environment.variablePrefix
    return PlacedRequests(
      environment: environment, network: network, declaredOptions: Self.placementOptionNames,
      isPlacementVariable: { Self.isPlacementVariable($0, prefix: prefix) })
  }

  /// The variables a run for the placed widget `placed` works with
  /// (``PlacedRequests/variables(for:)``).
  func variables(for placed: PlacedWidget) -> [String: String] {
    let prefix = environment.variablePrefix
    return PlacedRequests.variables(
      for: placed, in: environment.variables,
      isPlacementVariable: { Self.isPlacementVariable($0, prefix: prefix) })
  }
}
