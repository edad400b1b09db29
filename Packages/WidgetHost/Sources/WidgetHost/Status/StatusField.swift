import AppCommandLine

/// One of an app's numbers (or short texts) about an entry, as a flat field for dashboards:
/// todos' `open` and `done`, votes' `yea` and `republicanNay`, dadjokes' `joke`.
///
/// `service --http` writes them at the top level of `/widgets/{id}.json`, where homepage's
/// `customapi` mappings and Glance's `custom-api` templates read them by name.
public struct StatusField: Sendable, Hashable {
  /// A field's value: a whole number or a text.
  public enum Value: Sendable, Hashable {
    /// A count.
    case number(Int)
    /// A text (sanitised where it is written).
    case text(String)
  }

  /// The field's name: ASCII letters and digits, in lower camel case.
  public var name: String
  /// The field's value.
  public var value: Value

  /// A field called `name` holding `value`.
  public init(_ name: String, _ value: Value) {
    self.name = name
    self.value = value
  }
}
