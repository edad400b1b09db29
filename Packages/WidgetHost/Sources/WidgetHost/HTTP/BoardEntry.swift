import AppCommandLine
import Foundation
import Timelines

/// One placed widget as `service --http` serves it, every answer made once when the widget
/// changes: the flat JSON document, the pictures, and what the board's card shows.
///
/// Every string in it was sanitised and escaped where it was written (JSON, XML, HTML).
struct BoardEntry: Sendable {
  /// The widget key's digest, its name in the routes.
  let id: String
  /// The widget's key.
  let key: WidgetKey
  /// "todos large": the app and family, for titles (no network text).
  let title: String
  let family: WidgetFamily
  /// `/widgets/{id}.json`: one JSON object on one line.
  let document: Data
  /// `/widgets/{id}.svg`, light and dark.
  let svgLight: Data
  let svgDark: Data
  /// `/widgets/{id}.html`.
  let html: Data
  /// What the board's card shows, sanitised (escaped by the page where it is written).
  let text: String
  /// What the widget says when spoken, sanitised: its picture's accessible name on the board.
  let summary: String
  /// `fresh`, `stale` or `placeholder`.
  let state: String
  /// The deep link, when it is one of the app's own.
  let url: String?
  /// The link of the widget's button (its primary intent), which `POST …/press` runs; `nil`
  /// for a placeholder or a widget without one.
  let intent: String?
  /// When the data was fetched, RFC 3339.
  let updatedAt: String?
  /// "updated 14:05" for stale data, "not loaded yet…" for a placeholder; `nil` when fresh.
  let age: String?
  /// When the entry shown changes by itself (the next entry, or the data turning stale).
  let nextChange: Date?
  /// The board's change count when this entry last changed: its event's id.
  var sequence = 0

  /// Whether `other` answers every route as this entry does.
  func servesTheSame(as other: BoardEntry) -> Bool {
    document == other.document && svgLight == other.svgLight && svgDark == other.svgDark
      && html == other.html
  }
}
