import Testing

@testable import AppCommandLine

/// Options read through their keys: the key that declares an option reads it, with the same
/// usage errors in every app.
@Suite struct ParsedArgumentsTests {
  private static let limit = OptionKey<Int?>.integer("limit", in: 1...100)
  private static let status = OptionKey<String?>.choice("status", from: ["open", "completed"])

  @Test(arguments: [("5", 5), ("1", 1), ("100", 100)])
  func integerWithinRange(_ text: String, _ expected: Int) throws {
    let parsed = ParsedArguments(command: "list", options: ["limit": [text]])
    #expect(try parsed[Self.limit] == expected)
  }

  @Test(arguments: ["0", "101", "five", "", "5.0", "-3"])
  func integerOutsideRangeIsAUsageError(_ text: String) {
    let parsed = ParsedArguments(command: "list", options: ["limit": [text]])
    #expect(throws: CommandFailure.self) { try parsed[Self.limit] }
  }

  @Test func absentOptionsAreNil() throws {
    let parsed = ParsedArguments(command: "list")
    #expect(try parsed[Self.limit] == nil)
    #expect(try parsed[Self.status] == nil)
    #expect(try parsed[.timeout] == nil)
    #expect(!parsed[.json])
    #expect(parsed[OptionKey<[String]>.repeated("type")].isEmpty)
  }

  @Test func choiceIsCaseInsensitiveAndCanonical() throws {
    let parsed = ParsedArguments(command: "list", options: ["status": ["Completed"]])
    #expect(try parsed[Self.status] == "completed")
  }

  @Test func choiceNamesTheAcceptedWords() {
    let parsed = ParsedArguments(command: "list", options: ["status": ["done"]])
    #expect {
      try parsed[Self.status]
    } throws: { error in
      (error as? CommandFailure)?.message == "--status must be one of open, completed, got 'done'"
    }
  }

  /// A choice of an enumeration's raw values, as `--color` or `--source` are read.
  enum Shade: String, CaseIterable, Sendable {
    case light, dark
  }

  @Test func anEnumerationsChoiceGivesItsCase() throws {
    let parsed = ParsedArguments(command: "draw", options: ["shade": ["DARK"]])
    #expect(try parsed[OptionKey.choice("shade", of: Shade.self)] == .dark)
    let exact = ParsedArguments(command: "draw", options: ["shade": ["light"]])
    #expect(try exact[OptionKey.choice("shade", of: Shade.self)] == .light)
    let wrong = ParsedArguments(command: "draw", options: ["shade": ["grey"]])
    #expect(throws: CommandFailure.self) { try wrong[OptionKey.choice("shade", of: Shade.self)] }
  }

  @Test func aTimeoutOutsideItsRangeIsAUsageError() {
    let parsed = ParsedArguments(command: "refresh", options: ["timeout": ["900"]])
    #expect {
      try parsed[.timeout]
    } throws: { error in
      (error as? CommandFailure)?.exitCode == .usage
        && (error as? CommandFailure)?.message
          == "--timeout takes seconds from 0.1 to 600, got '900'"
    }
  }

  @Test func theKeyThatDeclaresAnOptionNamesIt() {
    let spec = OptionKey.json.declared(help: "Print JSON.")
    #expect(spec.name == "json")
    #expect(spec.kind == .flag)
    let valued = Self.limit.declared("N", help: "At most N.")
    #expect(valued.name == "limit")
    #expect(valued.kind == .value(placeholder: "N"))
    let repeated = OptionKey<[String]>.repeated("type").declared("TYPE", help: "A type.")
    #expect(repeated.kind == .repeatedValue(placeholder: "TYPE"))
  }
}
