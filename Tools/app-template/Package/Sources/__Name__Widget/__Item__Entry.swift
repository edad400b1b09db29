import Foundation
import Timelines
import __Name__Domain

/// One moment of the widget: the first items as of `date`. Encoded as
/// `{"date": …, "items": [{id, title, detail}, …]}` in the store and in
/// `__name__ timeline --json`.
public struct __Item__Entry: TimelineEntry, Hashable {
  /// When the entry starts to show.
  public var date: Date
  /// The items it shows, first first.
  public var items: [__Item__]

  /// Creates an entry.
  public init(date: Date, items: [__Item__]) {
    self.date = date
    self.items = items
  }

  /// What the widget shows before anything is loaded: one placeholder item.
  public static func placeholder(at date: Date) -> __Item__Entry {
    __Item__Entry(date: date, items: [.placeholder(id: 1)])
  }
}
