import AppCommandLine
import DeepLinks

extension WidgetApp {
  /// The `open` command: runs an intent's link (`todos://intent/toggle?id=7`), or parses a
  /// link of the app's ``Route`` and shows it with ``open(_:)``.
  /// - Throws: ``CommandFailure`` (usage) for a link that is neither, naming what is wrong
  ///   and ``exampleLink``; whatever ``open(_:)`` throws.
  public func open(link: String) async throws {
    if try await openIntent(link) { return }
    try await open(route(link, example: Self.exampleLink, parse: Route.init(string:)))
  }

  /// A picture of the widget links only what `open` would take: a route of the app, one of
  /// its intents, or an https page.
  public static func acceptsWidgetLink(_ target: String) -> Bool {
    target.hasPrefix("https://") || (try? Route(string: target)) != nil || isIntentLink(target)
  }
}
