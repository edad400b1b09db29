import Foundation
import TextRendering

/// The arguments of one command, after parsing: the option values and the positional arguments.
///
/// Options are read through their keys (``OptionKey``: `arguments[.json]`,
/// `try arguments[.limit]`), never by name: the key that declares an option reads it. A bad
/// value is a usage error that names the option and the values it accepts, so every app words
/// these errors the same way.
public struct ParsedArguments: Sendable, Hashable, Codable {
  /// The command's name: `list`.
  public var command: String
  /// Where the command stands in the app's ``AppSpec/commands``: what the app runs (set by
  /// the parser; 0 for arguments made otherwise).
  var commandIndex = 0
  /// The values of each option given, by long name; a flag has one empty value per use.
  public var options: [String: [String]]
  /// The positional arguments, in order.
  public var positionals: [String]
  /// The usage line of the command, for error messages: `todos show ID [--json]`.
  public var usageLine: String
  /// The long names of the options the command takes (global ones included), whether given
  /// or not; empty for arguments made other than by the parser.
  public var declaredOptions: Set<String> = []

  /// Creates parsed arguments (the parser does this; tests may too).
  public init(
    command: String, options: [String: [String]] = [:], positionals: [String] = [],
    usageLine: String = ""
  ) {
    self.command = command
    self.options = options
    self.positionals = positionals
    self.usageLine = usageLine
  }

  /// Whether a flag was given.
  func flag(_ name: String) -> Bool {
    options[name] != nil
  }

  /// Whether the command takes the option `name` (given or not).
  public func declares(_ name: String) -> Bool {
    declaredOptions.contains(name)
  }

  /// The value of an option given once, or `nil`.
  func value(_ name: String) -> String? {
    options[name]?.last
  }

  /// Every value of a repeatable option, in order.
  func values(_ name: String) -> [String] {
    options[name] ?? []
  }

  /// The value of an integer option within a range, or `nil` when it was not given.
  /// - Throws: ``CommandFailure`` (usage) when the value is not an integer in the range.
  func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
    guard let text = value(name) else { return nil }
    guard let number = Int(text), range.contains(number) else {
      throw CommandFailure.usage(
        "--\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), "
          + "got '\(Self.quoted(text))'")
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
          + "\(range.upperBound.formatted()), got '\(Self.quoted(text))'")
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
        "--\(name) must be one of \(allowed.joined(separator: ", ")), got '\(Self.quoted(text))'")
    }
    return match
  }

  /// The positional argument at an index (the parser guarantees required ones exist).
  /// - Throws: ``CommandFailure`` (usage) when it is missing.
  public func positional(_ index: Int, named name: String) throws -> String {
    guard positionals.indices.contains(index) else {
      throw CommandFailure.usage("missing \(name); usage: \(usageLine)")
    }
    return positionals[index]
  }

  /// User input as a usage error quotes it: cut to 60 characters, otherwise as typed.
  ///
  /// It is not made safe for a terminal here. Every error line is sanitised once, where it is
  /// written (``Console/note(_:app:)``), like every other line of every app.
  public static func quoted(_ text: String) -> String {
    text.excerpt(maximumCharacters: 60)
  }

}
