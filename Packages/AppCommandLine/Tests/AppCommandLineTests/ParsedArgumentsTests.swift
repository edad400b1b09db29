import Testing

@testable import AppCommandLine

@Suite struct ParsedArgumentsTests {
  @Test(arguments: [("5", 5), ("1", 1), ("100", 100)])
  func integerWithinRange(_ text: String, _ expected: Int) throws {
    let parsed = ParsedArguments(command: "list", options: ["limit": [text]])
    #expect(try parsed.integer("limit", in: 1...100) == expected)
  }

  @Test(arguments: ["0", "101", "five", "", "5.0", "-3"])
  func integerOutsideRangeIsAUsageError(_ text: String) {
    let parsed = ParsedArguments(command: "list", options: ["limit": [text]])
    #expect(throws: CommandFailure.self) { try parsed.integer("limit", in: 1...100) }
  }

  @Test func absentOptionsAreNil() throws {
    let parsed = ParsedArguments(command: "list")
    #expect(try parsed.integer("limit", in: 1...5) == nil)
    #expect(try parsed.choice("status", from: ["open"]) == nil)
    #expect(!parsed.flag("json"))
  }

  @Test func choiceIsCaseInsensitiveAndCanonical() throws {
    let parsed = ParsedArguments(command: "list", options: ["status": ["Completed"]])
    #expect(try parsed.choice("status", from: ["open", "completed"]) == "completed")
  }

  @Test func choiceNamesTheAcceptedWords() {
    let parsed = ParsedArguments(command: "list", options: ["status": ["done"]])
    #expect {
      try parsed.choice("status", from: ["open", "completed"])
    } throws: { error in
      (error as? CommandFailure)?.message == "--status must be one of open, completed, got 'done'"
    }
  }
}
