import Foundation

/// A type that tells the widget what to show and when to ask again: WidgetKit's
/// `TimelineProvider`, in the async shape of its `AppIntentTimelineProvider`.
///
/// ```swift
/// struct TodoProvider: TimelineProvider {
///   let client: TodoClient
///
///   func placeholder(in context: Context) -> TodoEntry {
///     TodoEntry(date: context.date, todos: TodoEntry.samples)
///   }
///
///   func snapshot(for _: NoConfiguration, in context: Context) async -> TodoEntry {
///     placeholder(in: context)
///   }
///
///   func timeline(for _: NoConfiguration, in context: Context) async throws -> Timeline<TodoEntry> {
///     let todos = try await client.todos()
///     let next = context.date.addingTimeInterval(30 * 60)
///     return Timeline(entries: [TodoEntry(date: context.date, todos: todos)], policy: .after(next))
///   }
/// }
/// ```
///
/// `timeline(for:in:)` may throw (WidgetKit's may not; there the provider hands back whatever it
/// has). When it throws, the scheduler keeps showing the last good timeline if it has one, and
/// otherwise `fallback(for:error:in:)`; either way it schedules a retry with backoff.
public protocol TimelineProvider: Sendable {
  /// The entry type the provider's timelines hold.
  associatedtype Entry: TimelineEntry

  /// The user's configuration of a widget; `NoConfiguration` when there is none.
  associatedtype Configuration: WidgetConfiguration = NoConfiguration

  /// The context of each call, named as in WidgetKit's providers.
  typealias Context = TimelineContext

  /// A generic entry to show before any data exists. Synchronous and free of I/O: it is called
  /// when the widget must draw at once.
  func placeholder(in context: Context) -> Entry

  /// One entry for the widget's current state, for transient appearances such as previews;
  /// answer quickly, with sample data when `context.isPreview` and real data is slow.
  func snapshot(for configuration: Configuration, in context: Context) async -> Entry

  /// The timeline of entries from `context.date` on, with the policy for the next reload.
  ///
  /// - Throws: whatever kept the provider from building a timeline (typically a network
  ///   error); the scheduler shows a fallback and retries with backoff.
  func timeline(for configuration: Configuration, in context: Context) async throws
    -> Timeline<Entry>

  /// The entry to show when `timeline(for:in:)` threw and no earlier timeline is at hand.
  /// The default is `placeholder(in:)`.
  func fallback(for configuration: Configuration, error: any Error, in context: Context) -> Entry
}

extension TimelineProvider {
  /// Shows the placeholder after a failure: the default fallback.
  public func fallback(
    for configuration: Configuration,
    error: any Error,
    in context: Context
  ) -> Entry {
    placeholder(in: context)
  }
}

/// The values a user chose for one widget, passed to the provider as `for:`; the counterpart
/// of the intent WidgetKit hands an `AppIntentTimelineProvider`.
///
/// A configurable widget (the jokes widget, configured by joke type) conforms its configuration
/// type; a widget with none uses `NoConfiguration`. Configurations are `Codable` and `Hashable`
/// so they can key the timeline store, and `storageKey` names the widget's file there.
public protocol WidgetConfiguration: Sendable, Codable, Hashable {
  /// A short, stable name for this configuration, used in file names: keep it the same across
  /// releases (for example a joke type's raw value), or stored timelines are orphaned.
  var storageKey: String { get }
}

/// The configuration of a widget the user cannot configure: WidgetKit's `StaticConfiguration`
/// case, where the provider's methods take no intent.
public struct NoConfiguration: WidgetConfiguration {
  /// The only value.
  public init() {}

  /// Always `"default"`.
  public var storageKey: String { "default" }
}
