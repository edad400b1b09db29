import Testing

@testable import AppCommandLine

@Suite struct CommandLineParserTests {
  struct Accepted: Sendable, CustomTestStringConvertible {
    let words: [String]
    let command: String
    let options: [String: [String]]
    let positionals: [String]
    var testDescription: String { words.joined(separator: " ") }
  }

  static let accepted: [Accepted] = [
    .init(words: ["list"], command: "list", options: [:], positionals: []),
    .init(
      words: ["list", "--user", "3", "--json"], command: "list",
      options: ["user": ["3"], "json": [""]], positionals: []),
    .init(
      words: ["--base-url", "http://127.0.0.1:9", "list", "--limit=5"], command: "list",
      options: ["base-url": ["http://127.0.0.1:9"], "limit": ["5"]], positionals: []),
    .init(
      words: ["show", "7", "--color", "never"], command: "show",
      options: ["color": ["never"]], positionals: ["7"]),
    .init(words: ["show", "--", "-7"], command: "show", options: [:], positionals: ["-7"]),
    .init(
      words: ["-v", "widget", "--type", "dad", "--type", "chucknorris"], command: "widget",
      options: ["verbose": [""], "type": ["dad", "chucknorris"]], positionals: []),
  ]

  @Test(arguments: accepted)
  func parsesValidCommandLines(_ sample: Accepted) throws {
    let invocation = try SampleApp.parse(sample.words)
    guard case .run(let parsed) = invocation else {
      Issue.record("expected a command to run, got \(invocation)")
      return
    }
    #expect(parsed.command == sample.command)
    #expect(parsed.options == sample.options)
    #expect(parsed.positionals == sample.positionals)
    // What runs is the spec the parser matched, by its place among the app's commands.
    #expect(SampleApp.spec.commands[parsed.commandIndex].name == sample.command)
  }

  struct Rejected: Sendable, CustomTestStringConvertible {
    let words: [String]
    let messageContains: String
    var testDescription: String { words.joined(separator: " ") }
  }

  static let rejected: [Rejected] = [
    .init(words: [], messageContains: "missing command: one of list, show, widget"),
    .init(words: ["--base-url", "x"], messageContains: "missing command: one of list, show"),
    .init(words: ["-x"], messageContains: "unknown option '-x' for 'todos'; see 'todos --help'"),
    .init(words: ["-V"], messageContains: "unknown option '-V' for 'todos'; see 'todos --help'"),
    .init(
      words: ["--base-url", "x", "--colour"],
      messageContains: "unknown option '--colour' for 'todos'; did you mean '--color'?"),
    .init(words: ["-x", "list"], messageContains: "unknown option '-x' for 'todos list'"),
    .init(words: ["lsit"], messageContains: "did you mean 'list'?"),
    .init(words: ["frobnicate"], messageContains: "unknown command 'frobnicate'"),
    .init(words: ["list", "--usr", "1"], messageContains: "did you mean '--user'?"),
    .init(words: ["list", "--limit"], messageContains: "'--limit N' needs a value"),
    .init(words: ["list", "--json=yes"], messageContains: "'--json' takes no value"),
    .init(words: ["list", "--user", "1", "--user", "2"], messageContains: "more than once"),
    .init(words: ["show"], messageContains: "missing ID; usage: todos show ID [--json]"),
    .init(words: ["show", "1", "2"], messageContains: "unexpected argument '2'"),
    .init(words: ["list", "--\u{1B}[2J"], messageContains: "unknown option '--\u{1B}[2J' for"),
  ]

  @Test(arguments: rejected)
  func rejectsWithAUsageError(_ sample: Rejected) {
    #expect {
      try SampleApp.parse(sample.words)
    } throws: { error in
      guard let failure = error as? CommandFailure else { return false }
      return failure.exitCode == .usage && failure.message.contains(sample.messageContains)
    }
  }

  @Test(arguments: [["--help"], ["-h"], ["help"], ["--base-url", "x", "--help"]])
  func topLevelHelp(_ words: [String]) throws {
    guard case .help(let text) = try SampleApp.parse(words) else {
      Issue.record("expected help")
      return
    }
    #expect(text.hasPrefix("todos — your todo list"))
    #expect(text.contains("COMMANDS"))
  }

  @Test(arguments: [["list", "--help"], ["help", "list"], ["list", "-h", "--bogus"]])
  func commandHelp(_ words: [String]) throws {
    guard case .help(let text) = try SampleApp.parse(words) else {
      Issue.record("expected help")
      return
    }
    #expect(text.hasPrefix("todos list — List todos"))
  }

  @Test func version() throws {
    #expect(try SampleApp.parse(["--version"]) == .version("todos 1.2.3"))
  }
}
