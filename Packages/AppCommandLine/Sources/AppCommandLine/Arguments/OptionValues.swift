import Foundation

/// The options of one piece of work, by long name, read through their keys (``OptionKey``):
/// a command line's (``ParsedArguments/optionValues``) or a placed widget's, as recorded when
/// it was placed. A bad value is a usage error that names the option and the values it accepts,
/// so every app words these errors the same way, wherever the options came from.
public struct OptionValues: Sendable, Hashable {
  /// The values of each option given, by long name; a flag has one empty value per use.
  public var given: [String: [String]]
  /// The long names of the options the work takes, whether given or not (empty when not
  /// known).
  public var declared: Set<String>

  /// Options with the values `given`, of work that takes the options `declared`.
  public init(_ given: [String: [String]] = [:], declared: Set<String> = []) {
    self.given = given
    self.declared = declared
  }

  /// Whether the switch `key` was given.
  public subscript(_ key: OptionKey<Bool>) -> Bool {
    flag(key.name)
  }

  /// Every value of the repeatable option `key`, in order.
  public subscript(_ key: OptionKey<[String]>) -> [String] {
    values(key.name)
  }

  /// The value of the option `key`, read as its key reads it.
  ///
  /// - Throws: ``CommandFailure`` (usage) for a value the option does not take.
  public subscript<Value>(_ key: OptionKey<Value>) -> Value {
    get throws { try key.value(in: self) }
  }

  /// Whether the work takes the option `name` (given or not).
  public func declares(_ name: String) -> Bool {
    declared.contains(name)
  }

  /// Whether a flag was given.
  func flag(_ name: String) -> Bool {
    given[name] != nil
  }

  /// The value of an option given once, or `nil`.
  func value(_ name: String) -> String? {
    given[name]?.last
  }

  /// Every value of a repeatable option, in order.
  func values(_ name: String) -> [String] {
    given[name] ?? []
  }

  /// The value of an integer option within a range, or `nil` when it was not given.
  /// - Throws: ``CommandFailure`` (usage) when the value is not an integer in the range.
  func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
    guard let text = value(name) else { return nil }
    guard let number = Int(text), range.contains(number) else {
      throw CommandFailure.usage(
        "--\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), "
          + "got '\(ParsedArguments.quoted(text))'")
    }
    return number
  }

  /// The value of an option in seconds (a decimal number within a range), or `nil`.
  /// - Throws: ``CommandFailure`` (usage) when the value is not a number in the range.
  func seconds(_ name: String, in range: ClosedRange<Double>) throws -> Duration? {
    guard let text = value(name) else { return nil }
    guard let number = Double(text), range.contains(number) else {
      throw CommandFailure.usage(
        "--\(name) takes seconds from \(range.lowerBound.formatted()) to "
          + "\(range.upperBound.formatted()), got '\(ParsedArguments.quoted(text))'")
    }
    return .milliseconds(Int64((number * 1000).rounded()))
  }

  /// The value of an option restricted to a set of words, or `nil` when it was not given.
  /// - Throws: ``CommandFailure`` (usage) naming the accepted words.
  func choice(_ name: String, from allowed: [String]) throws -> String? {
    guard let text = value(name) else { return nil }
    guard let match = allowed.first(where: { $0.caseInsensitiveCompare(text) == .orderedSame })
    else {
      throw CommandFailure.usage(
        "--\(name) must be one of \(allowed.joined(separator: ", ")), "
          + "got '\(ParsedArguments.quoted(text))'")
    }
    return match
  }
}
