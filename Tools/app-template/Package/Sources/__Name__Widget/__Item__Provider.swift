import Foundation
import Timelines
import __Name__Domain

/// The widget's timeline provider: one entry now with the first items, and a reload an hour
/// later. When the fetch fails, `timeline(for:in:)` throws and the scheduler shows the stored
/// entry or the placeholder, and retries with backoff.
public struct __Item__Provider: TimelineProvider {
  /// How many items an entry holds: the medium widget shows the first and the next two.
  public static let itemCount = 3
  /// How long a timeline is good for: an hour.
  public static let reloadInterval: TimeInterval = 60 * 60

  private let client: __Item__Client

  /// Creates a provider over the API's client.
  public init(client: __Item__Client) {
    self.client = client
  }

  /// One placeholder item; no I/O.
  public func placeholder(in context: Context) -> __Item__Entry {
    __Item__Entry.placeholder(at: context.date)
  }

  /// The first items, or the placeholder when they cannot be fetched.
  public func snapshot(for configuration: NoConfiguration, in context: Context) async
    -> __Item__Entry
  {
    guard !context.isPreview, let items = try? await firstItems() else {
      return placeholder(in: context)
    }
    return __Item__Entry(date: context.date, items: items)
  }

  /// One entry now with the first items; reload after an hour.
  /// - Throws: ``__Item__Error`` when the items cannot be fetched.
  public func timeline(for configuration: NoConfiguration, in context: Context) async throws
    -> Timeline<__Item__Entry>
  {
    Timeline(
      entries: [__Item__Entry(date: context.date, items: try await firstItems())],
      policy: .after(context.date.addingTimeInterval(Self.reloadInterval)))
  }

  private func firstItems() async throws -> [__Item__] {
    Array(try await client.items().prefix(Self.itemCount))
  }
}
