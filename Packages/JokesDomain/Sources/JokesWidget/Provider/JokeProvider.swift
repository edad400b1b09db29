import Foundation
import JokesDomain
import Timelines

/// The jokes widget's timeline provider, as in the tutorial: one entry now with a fresh joke of
/// the configured type, and a reload half an hour later.
///
/// When the fetch fails, `timeline(for:in:)` throws and the scheduler shows the placeholder
/// (the default ``fallback(for:error:in:)``) and retries with backoff, at most every 30 minutes
/// once the backoff has grown, instead of the tutorial's placeholder timeline with the same
/// reload policy.
///
/// ```swift
/// let provider = JokeProvider(catalog: catalog)
/// let scheduler = TimelineScheduler(
///   kind: JokeProvider.kind, provider: provider, configuration: .chuckNorris,
///   family: .systemMedium)
/// ```
public struct JokeProvider: TimelineProvider {
  /// The widget's kind, stable across releases: it names the stored timelines.
  public static let kind = "dadjokes"

  /// How long a timeline is good for: 30 minutes.
  public static let reloadInterval: TimeInterval = 30 * 60

  /// Where jokes come from: the service for each type.
  public let catalog: JokeCatalog

  /// Creates a provider over the joke services.
  ///
  /// - Parameter catalog: The services and which one answers for which type.
  public init(catalog: JokeCatalog) {
    self.catalog = catalog
  }

  /// The placeholder joke; no I/O.
  public func placeholder(in context: Context) -> JokeEntry {
    JokeEntry.placeholder(at: context.date)
  }

  /// One fetched joke of `configuration`'s type, or the placeholder when it cannot be fetched
  /// or the widget is a preview (which must answer at once).
  public func snapshot(for configuration: JokeType, in context: Context) async -> JokeEntry {
    guard !context.isPreview, let joke = try? await catalog.joke(of: configuration) else {
      return placeholder(in: context)
    }
    return JokeEntry(date: context.date, joke: joke)
  }

  /// One entry now with a fresh joke of `configuration`'s type; reload after 30 minutes.
  ///
  /// - Throws: ``JokesDomain/JokeError`` naming the service when no joke can be had.
  public func timeline(for configuration: JokeType, in context: Context) async throws
    -> Timeline<JokeEntry>
  {
    let joke = try await catalog.joke(of: configuration)
    return Timeline(
      entries: [JokeEntry(date: context.date, joke: joke)],
      policy: .after(context.date.addingTimeInterval(Self.reloadInterval)))
  }
}
