import Foundation

/// A widget some surface draws: the Linux side of WidgetKit's "widgets the user has added".
///
/// A surface (`widget`, `status`) places a widget each time it draws it; the refresher reloads
/// the placed widgets, and forgets those no surface has drawn for ``PlacementStore/forgetAfter``.
/// Timelines does not read `options` or `environment`: they are what the app that placed the
/// widget needs to build it again (its command-line options and the base-URL variables it
/// read), without secrets.
public struct PlacedWidget: Sendable, Codable, Hashable {
  /// The format version this build writes; a file with another version is discarded.
  public static var currentFormatVersion: Int { 1 }

  /// The format version of this value.
  public var formatVersion: Int

  /// Which widget: its kind, family and configuration.
  public var key: WidgetKey

  /// The options, by long name, that describe the widget to its app.
  public var options: [String: [String]]

  /// The environment variables, by name, that describe the widget to its app.
  public var environment: [String: String]

  /// When a surface last drew the widget.
  public var lastDrawn: Date

  /// Creates the record of a widget drawn at `lastDrawn`.
  public init(
    key: WidgetKey, options: [String: [String]] = [:], environment: [String: String] = [:],
    lastDrawn: Date
  ) {
    formatVersion = Self.currentFormatVersion
    self.key = key
    self.options = options
    self.environment = environment
    self.lastDrawn = lastDrawn
  }
}
