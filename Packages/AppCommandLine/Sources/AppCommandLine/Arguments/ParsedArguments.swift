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

  /// The options given, read through their keys: `arguments.optionValues[.json]`, or
  /// `arguments[.json]` for short.
  public var optionValues: OptionValues {
    OptionValues(options, declared: declaredOptions)
  }

  /// Whether the command takes the option `name` (given or not).
  public func declares(_ name: String) -> Bool {
    declaredOptions.contains(name)
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
