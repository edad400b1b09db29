import AppCommandLine
import Foundation
import JokesDomain
import JokesWidget
import TextRendering
import Timelines

/// The jokes widget's rotation rule drives the command line's stack.
extension SmartStackRotation: WidgetStackRotation {}

extension DadJokesApp: WidgetApp {
  /// The jokes widget's families.
  public static let widgetFamilies = JokeWidgetView.supportedFamilies

  /// `--type`, which `status` takes too, to find the placed widget of that type.
  public static let widgetConfigurationOptions: [OptionSpec] = [
    OptionKey.jokeTypes.declared(
      "TYPE", help: DadJokesCommand.typeHelp, values: DadJokesCommand.typeValues)
  ]

  /// One jokes widget per `--type`, top of the stack first, sharing one clock.
  public func widgetSchedulers() throws -> [TimelineScheduler<JokeProvider>] {
    _ = try arguments.family(supported: Self.widgetFamilies, default: .systemMedium)
    let types = try widgetTypes()
    let provider = JokeProvider(catalog: try catalog())
    let clock = try environment.widgetClock()
    let kind = try widgetKind()
    return try types.map { type in
      try widgetScheduler(
        kind: kind, provider: provider, configuration: type, family: .systemMedium, clock: clock)
    }
  }

  /// The joke on one line, the whole joke and who told it in the tooltip, its kind's link.
  public func statusContent(for entry: JokeEntry, family: WidgetFamily) -> StatusContent {
    let whole = JokePrinter.text(entry.joke)
    let joke = whole.split(separator: "\n").dropLast().joined(separator: " ")
    return StatusContent(
      text: joke.isEmpty ? entry.joke.type.displayName : joke, tooltip: whole,
      url: entry.route.urlString)
  }

  /// `dadjokes widget`: one widget, or a stack of one per `--type`; drawn once, previewed, or
  /// watched.
  func widget() async throws {
    let schedulers = try widgetSchedulers()
    if let scheduler = schedulers.first, schedulers.count == 1 {
      try await runWidget(scheduler) { entry, _, options in
        JokeWidgetView.render(entry, options: options)
      }
    } else {
      try await runWidgetStack(
        schedulers, rotation: { SmartStackRotation(count: $0, start: $1) },
        draw: { entries, selected, options in
          JokeStack(entries: entries, selected: selected).render(options: options)
        })
    }
  }

  /// `dadjokes timeline`: the provider's timeline for the `--type` now, and when it reloads.
  func timeline() async throws {
    try await TimelineReport.printNow(
      provider: JokeProvider(catalog: try catalog()), configuration: try jokeType(),
      family: .systemMedium, clock: try environment.widgetClock(), arguments: arguments,
      console: console
    ) { JokePrinter.text($0.joke).components(separatedBy: "\n") }
  }

  /// The `--type` values in the order given, each once; the widget's default when none is.
  ///
  /// - Throws: ``CommandFailure`` (usage) listing the types when one is not a type.
  func widgetTypes() throws -> [JokeType] {
    var types: [JokeType] = []
    for text in arguments[.jokeTypes] {
      let type = try Self.jokeType(text)
      if !types.contains(type) { types.append(type) }
    }
    return types.isEmpty ? [.widgetDefault] : types
  }

  /// The widget kind in the timeline store: one per source selection, so switching
  /// `--source` does not show the other selection's stored jokes, and one per set of base URLs,
  /// so a fixture server's jokes are never drawn as the public services'.
  func widgetKind() throws -> String {
    let kind =
      switch try sourceSelection() {
      case .living: JokeProvider.kind
      case .tutorial: "\(JokeProvider.kind)-tutorial"
      }
    let urls = try serviceURLs()
    return environment.widgetKind(
      kind, serviceURLs: JokeSourceID.allCases.map { urls[$0] },
      publicURLs: JokeSourceID.allCases.map(\.defaultBaseURL))
  }
}
