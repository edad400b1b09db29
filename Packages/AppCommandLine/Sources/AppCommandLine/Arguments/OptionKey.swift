/// An option named once: the same symbol declares it in a command's spec and reads its value,
/// as argument-parser's `@Option var limit: Int` does, so a misspelt option is a compile error
/// rather than a `nil` at run time.
///
/// ```swift
/// /// extension OptionKey where Value == Int? {
///   static let limit = OptionKey.integer("limit", in: 1...50)
/// }
/// // In the command's spec:
/// options: [OptionKey.limit.declared("N", help: "How many votes, 1-50 (default 10).")]
/// // In the command:
/// let limit = try arguments[.limit] ?? 10
/// ```
///
/// A bad value is a usage error that names the option and what it takes, worded the same way
/// in every app.
public struct OptionKey<Value: Sendable>: Sendable {
  /// The long name without dashes: `limit` for `--limit`.
  public let name: String
  private let read: @Sendable (OptionValues) throws -> Value

  /// A key read by `read`; the constructors below are the ones to use.
  public init(_ name: String, read: @escaping @Sendable (OptionValues) throws -> Value) {
    self.name = name
    self.read = read
  }

  /// The option's value in `options`.
  ///
  /// - Throws: ``CommandFailure`` (usage) for a value the option does not take.
  func value(in options: OptionValues) throws -> Value {
    try read(options)
  }
}

extension OptionKey where Value == Bool {
  /// A switch such as `--json`: whether it was given.
  public static func flag(_ name: String) -> OptionKey {
    OptionKey(name) { $0.flag(name) }
  }

  /// The switch as a command declares it.
  public func declared(short: Character? = nil, help: String) -> OptionSpec {
    .flag(name, short: short, help: help)
  }
}

extension OptionKey where Value == [String] {
  /// An option that may be given several times, such as `--type TYPE`: every value, in order.
  public static func repeated(_ name: String) -> OptionKey {
    OptionKey(name) { $0.values(name) }
  }

  /// The option as a command declares it.
  public func declared(_ placeholder: String, help: String, values: [String]? = nil)
    -> OptionSpec
  {
    .repeated(name, placeholder, help: help, values: values)
  }
}

extension OptionKey where Value == String? {
  /// An option with one value, as typed, such as `--base-url URL`.
  public static func text(_ name: String) -> OptionKey {
    OptionKey(name) { $0.value(name) }
  }

  /// An option whose value is one of `allowed` (case-insensitive), given back as listed.
  public static func choice(_ name: String, from allowed: [String]) -> OptionKey {
    OptionKey(name) { try $0.choice(name, from: allowed) }
  }
}

extension OptionKey {
  /// An option whose value is one of an enumeration's raw values (case-insensitive), such as
  /// `--source clerk|congress-gov`.
  public static func choice<Choice>(_ name: String, of type: Choice.Type) -> OptionKey
  where
    Value == Choice?, Choice: RawRepresentable & CaseIterable & Sendable,
    Choice.RawValue == String
  {
    let names = Choice.allCases.map(\.rawValue)
    return OptionKey(name) { try $0.choice(name, from: names).flatMap(Choice.init(rawValue:)) }
  }
}

extension OptionKey where Value == Int? {
  /// A whole number within `range`, such as `--limit N`.
  public static func integer(_ name: String, in range: ClosedRange<Int>) -> OptionKey {
    OptionKey(name) { try $0.integer(name, in: range) }
  }
}

extension OptionKey where Value == Duration? {
  /// A number of seconds within `range` (decimals allowed), such as `--timeout SECONDS`.
  public static func seconds(_ name: String, in range: ClosedRange<Double>) -> OptionKey {
    OptionKey(name) { try $0.seconds(name, in: range) }
  }
}

extension OptionKey {
  /// An option with one value turned into `Wrapped` by `parse`, which throws a usage error
  /// for a value it does not take.
  public static func parsed<Wrapped>(
    _ name: String, _ parse: @escaping @Sendable (String) throws -> Wrapped
  ) -> OptionKey where Value == Wrapped? {
    OptionKey(name) { options in try options.value(name).map(parse) }
  }

  /// The option with one value as a command declares it.
  public func declared<Wrapped>(
    _ placeholder: String, short: Character? = nil, help: String, values: [String]? = nil
  ) -> OptionSpec where Value == Wrapped? {
    .value(name, placeholder, short: short, help: help, values: values)
  }
}

extension ParsedArguments {
  /// Whether the switch `key` was given.
  public subscript(_ key: OptionKey<Bool>) -> Bool {
    optionValues[key]
  }

  /// Every value of the repeatable option `key`, in order.
  public subscript(_ key: OptionKey<[String]>) -> [String] {
    optionValues[key]
  }

  /// The value of the option `key`, read as its key reads it.
  ///
  /// - Throws: ``CommandFailure`` (usage) for a value the option does not take.
  public subscript<Value>(_ key: OptionKey<Value>) -> Value {
    get throws { try optionValues[key] }
  }
}
