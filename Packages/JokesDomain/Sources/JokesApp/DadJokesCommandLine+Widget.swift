import AppCommandLine
import Foundation
import JokesDomain
import JokesWidget
import TextRendering
import Timelines
import WidgetHost

/// The jokes widget's rotation rule drives the command line's stack.
extension SmartStackRotation: WidgetStackRotation {}

extension DadJokesCommandLine: WidgetApp {
  /// The jokes widget's families.
  public static let widgetFamilies = JokeWidgetView.supportedFamilies

  /// `--type`, which `status` takes too, to find the placed widget of that type.
  public static let widgetConfigurationOptions: [OptionSpec] = [
    OptionKey.jokeTypes.declared(
      "TYPE", help: DadJokesCommand.typeHelp, values: DadJokesCommand.typeValues)
  ]

  /// One jokes widget per `--type`, top of the stack first, sharing one clock.
  public func widgetSchedulers(for request: AppRequest) throws -> [TimelineScheduler<JokeProvider>]
  {
    _ = try widgetFamily(request)
    return try schedulers(for: try widgetTypes(request), request: request)
  }

  /// The widgets of `types` on the services `request` names, one each.
  func schedulers(for types: [JokeType], request: AppRequest) throws
    -> [TimelineScheduler<JokeProvider>]
  {
    let provider = JokeProvider(catalog: try catalog(request))
    let clock = try request.environment.widgetClock()
    let kind = try widgetKind(request)
    return try types.map { type in
      try widgetScheduler(
        kind: kind, provider: provider, configuration: type, family: .systemMedium,
        for: request, clock: clock)
    }
  }

  /// The joke on one line, the whole joke and who told it in the tooltip and the detail
  /// (each line linked to its kind); `joke`, `type` and `source` for dashboards.
  public func statusContent(for entry: JokeEntry, family: WidgetFamily) -> StatusContent {
    let whole = DadJokesPrinter.text(entry.joke)
    let joke = whole.split(separator: "\n").dropLast().joined(separator: " ")
    let url = entry.route.urlString
    return StatusContent(
      text: joke.isEmpty ? entry.joke.type.displayName : joke, tooltip: whole, url: url,
      intent: JokeIntents.nextLink(type: entry.joke.type),
      details: whole.split(separator: "\n").map { StatusDetail(String($0), url: url) },
      fields: [
        StatusField("joke", .text(joke)),
        StatusField("type", .text(entry.joke.type.identifier)),
        StatusField("source", .text(entry.joke.source.siteName)),
      ])
  }

  /// One jokes widget per `--type` makes a stack: the widget on top, with a dot per widget under
  /// it, turned like a Smart Stack.
  public static let widgetStack: WidgetStackStyle<JokeEntry>? = WidgetStackStyle(
    rotation: { SmartStackRotation(count: $0, start: $1) },
    draw: { entries, selected, options in
      JokeStack(entries: entries, selected: selected).render(options: options)
    })

  /// "Dad Joke: …" (``JokesWidget/JokeEntry/summary``).
  public func widgetSummary(for entry: JokeEntry) -> WidgetSummary { entry.summary }

  /// The jokes widget of `entry`; it comes in medium only.
  public func widgetView(for entry: JokeEntry, family: WidgetFamily) -> JokeWidgetView {
    JokeWidgetView(entry: entry)
  }

  /// The joke, as `dadjokes joke` prints it.
  public func timelineLines(for entry: JokeEntry) -> [String] {
    DadJokesPrinter.text(entry.joke).components(separatedBy: "\n")
  }

  /// The `--type` values in `request` in the order given, each once; the widget's default
  /// when none is.
  ///
  /// - Throws: ``CommandFailure`` (usage) listing the types when one is not a type.
  func widgetTypes(_ request: AppRequest) throws -> [JokeType] {
    var types: [JokeType] = []
    for text in request.options[.jokeTypes] {
      let type = try Self.jokeType(text)
      if !types.contains(type) { types.append(type) }
    }
    return types.isEmpty ? [.widgetDefault] : types
  }

  /// The widget kind in the timeline store: one per source selection, so switching
  /// `--source` does not show the other selection's stored jokes, and one per set of base URLs,
  /// so a fixture server's jokes are never drawn as the public services'.
  func widgetKind(_ request: AppRequest) throws -> String {
    let variant: String? =
      switch try sourceSelection(request) {
      case .living: nil
      case .tutorial: "tutorial"
      }
    let urls = try sourceURLs(request)
    return widgetKind(
      sourceURLs: JokeSourceID.allCases.map { urls[$0] },
      publicURLs: JokeSourceID.allCases.map(\.defaultBaseURL), variant: variant)
  }
}
