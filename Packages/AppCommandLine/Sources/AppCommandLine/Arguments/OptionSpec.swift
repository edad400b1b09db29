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

  /// Declares an option.
  public init(_ name: String, short: Character? = nil, kind: Kind = .flag, help: String) {
    self.name = name
    self.short = short
    self.kind = kind
    self.help = help
  }

  /// Declares a switch such as `--json`.
  public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(name, short: short, kind: .flag, help: help)
  }

  /// Declares an option with one value such as `--limit N`.
  public static func value(
    _ name: String, _ placeholder: String, short: Character? = nil, help: String
  ) -> OptionSpec {
    OptionSpec(name, short: short, kind: .value(placeholder: placeholder), help: help)
  }

  /// Declares an option that may be repeated such as `--type TYPE`.
  public static func repeated(_ name: String, _ placeholder: String, help: String) -> OptionSpec {
    OptionSpec(name, kind: .repeatedValue(placeholder: placeholder), help: help)
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
