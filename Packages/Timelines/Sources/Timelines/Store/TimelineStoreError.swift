import Foundation

/// A stored timeline could not be written or removed. The widget keeps running from memory;
/// the next run reloads.
public struct TimelineStoreError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What the store was doing.
  public enum Operation: String, Sendable, Hashable {
    /// Encoding the timeline as JSON.
    case encode
    /// Creating the state directory.
    case createDirectory = "create the directory for"
    /// Writing the file.
    case write
    /// Removing the file.
    case remove
  }

  /// What the store was doing.
  public var operation: Operation

  /// The file or directory involved.
  public var path: String

  /// What the system said.
  public var reason: String

  /// One line: what failed and what to do about it.
  public var description: String {
    "cannot \(operation.rawValue) the stored timeline \(path) (\(reason)); "
      + "check that the state directory is writable, or point XDG_STATE_HOME elsewhere"
  }
}

/// A stored timeline or placement record was discarded because it could not be used; the widget
/// reloads, or is placed again when it is next drawn.
public struct TimelineStoreWarning: Sendable, Hashable, CustomStringConvertible {
  /// Why the stored value could not be used.
  public enum Problem: Sendable, Hashable {
    /// Not valid JSON, truncated, or not the shape this build reads (the detail says where).
    case unreadable(String)

    /// Written with another format version.
    case incompatibleVersion(found: Int?, expected: Int)

    /// Written for another widget (the file names of two keys collided, or it was moved).
    case otherWidget(WidgetKey)
  }

  /// What the file held, and what becomes of the widget without it.
  public struct Record: Sendable, Hashable {
    /// What the warning calls it: `stored timeline`.
    public let name: String
    /// What follows for the widget: `discarded, the widget will reload`.
    public let consequence: String

    /// A widget's stored timeline (``FileTimelineStore``): the widget reloads.
    public static let timeline = Record(
      name: "stored timeline", consequence: "discarded, the widget will reload")

    /// A placed widget's record (``PlacementStore``): refreshers skip the widget until a
    /// surface draws it, which places it again.
    public static let placement = Record(
      name: "placement record", consequence: "the widget is not refreshed until it is drawn again")
  }

  /// The file, or the in-memory key, that held the value.
  public var location: String

  /// Why it was discarded.
  public var problem: Problem

  /// What the file held.
  public var record: Record

  /// Creates a warning about a stored timeline, or about another `record`.
  public init(location: String, problem: Problem, record: Record = .timeline) {
    self.location = location
    self.problem = problem
    self.record = record
  }

  /// One line, which the app prefixes with `warning:`: "stored timeline … is corrupt (…);
  /// discarded, the widget will reload".
  public var description: String {
    let what: String
    switch problem {
    case .unreadable(let detail):
      what = "is corrupt (\(detail))"
    case .incompatibleVersion(let found, let expected):
      let version = found.map(String.init) ?? "none"
      what = "has format version \(version), expected \(expected)"
    case .otherWidget(let key):
      what =
        "belongs to another widget (\(key.kind), \(key.family.rawValue), \(key.configurationKey))"
    }
    return "\(record.name) \(location) \(what); \(record.consequence)"
  }
}
