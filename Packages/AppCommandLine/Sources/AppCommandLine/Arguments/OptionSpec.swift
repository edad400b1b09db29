/// One option a command accepts, such as `--limit N` or `--json`.
public struct OptionSpec: Sendable, Hashable {
  /// Whether the option is a switch or takes a value.
  public enum Kind: Sendable, Hashable {
    /// A switch: `--json`.
    case flag
    /// An option with one value, given at most once: `--limit N`.
    case value(placeholder: String)
    /// An option that may be given several times: `--type TYPE --type TYPE`.
    case repeatedValue(placeholder: String)
  }

  /// The long name without dashes: `limit` for `--limit`.
  public var name: String
  /// An optional one-letter alias: `h` for `-h`.
  public var short: Character?
  /// A switch, or a value.
  public var kind: Kind
  /// What the option does, for the help text.
  public var help: String
  /// The values shell completions offer for the option: `["medium", "large"]`; empty for a
  /// switch and for a value that is not one of a few words, such as `N`.
  public var values: [String]

  /// Declares an option.
  ///
  /// - Parameter values: The values completions offer; by default the words of a placeholder
  ///   that lists them (`medium|large`, or one lowercase word such as `medium`), else none.
  public init(
    _ name: String, short: Character? = nil, kind: Kind = .flag, help: String,
    values: [String]? = nil
  ) {
    self.name = name
    self.short = short
    self.kind = kind
    self.help = help
    self.values = values ?? Self.values(listedBy: kind)
  }

  /// Declares a switch such as `--json`.
  public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(name, short: short, kind: .flag, help: help)
  }

  /// Declares an option with one value such as `--limit N`.
  ///
  /// - Parameter values: The values completions offer; by default those the placeholder lists.
  public static func value(
    _ name: String, _ placeholder: String, short: Character? = nil, help: String,
    values: [String]? = nil
  ) -> OptionSpec {
    OptionSpec(
      name, short: short, kind: .value(placeholder: placeholder), help: help, values: values)
  }

  /// Declares an option that may be repeated such as `--type TYPE`.
  ///
  /// - Parameter values: The values completions offer; by default those the placeholder lists.
  public static func repeated(
    _ name: String, _ placeholder: String, help: String, values: [String]? = nil
  ) -> OptionSpec {
    OptionSpec(name, kind: .repeatedValue(placeholder: placeholder), help: help, values: values)
  }

  /// Whether the option takes a value.
  var takesValue: Bool {
    if case .flag = kind { return false }
    return true
  }

  /// How the option is written in a usage line: `--limit N`, `--json`.
  var synopsis: String {
    switch kind {
    case .flag: "--\(name)"
    case .value(let placeholder), .repeatedValue(let placeholder): "--\(name) \(placeholder)"
    }
  }
}
