import Foundation
import Testing

/// A server that puts C1 controls, DEL, an OSC sequence and a bidi override into every string
/// (`fault=hostile-text`): none of them reaches stdout raw, in human or in JSON output, and the
/// JSON still carries the data.
@Suite(.serialized) struct HostileTextTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer(["--clerk-year", "2026", "--fault", "hostile-text"])
    scratch = try ScratchDirectory()
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var app: AppUnderTest
    var human: [String]
    var json: [String]
    /// Where the hostile string stands in the JSON document.
    var field: @Sendable (Any) -> String?
    var testDescription: String { app.name }
  }

  static let cases: [Case] = [
    Case(
      app: .todos, human: ["show", "1"], json: ["show", "1", "--json"],
      field: { ($0 as? [String: Any])?["title"] as? String }),
    Case(
      app: .dadjokes, human: ["joke", "--type", "dad"], json: ["joke", "--type", "dad", "--json"],
      field: { ($0 as? [String: Any])?["text"] as? String }),
    Case(
      app: .votes, human: ["show", "2026/190"], json: ["show", "2026/190", "--json"],
      field: { ($0 as? [String: Any])?["question"] as? String }),
  ]

  @Test(arguments: cases)
  func nothingATerminalActsOnReachesStdout(_ testCase: Case) throws {
    let url = server.url.absoluteString
    let human = try testCase.app.run(testCase.human, baseURL: url, scratch: scratch)
    #expect(human.status == 0, "\(human.stderr)")
    #expect(terminalUnsafeScalars(in: human.stdout).isEmpty)

    let json = try testCase.app.run(testCase.json, baseURL: url, scratch: scratch)
    #expect(json.status == 0, "\(json.stderr)")
    #expect(terminalUnsafeScalars(in: json.stdout).isEmpty)
    #expect(json.stdout.contains("\\u009b31m\\u009d0;pwned\\u009c\\u007f\\u202e"))
    // The escapes decode back to what the server sent.
    let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8))
    let value = try #require(testCase.field(document), "\(json.stdout.prefix(400))")
    #expect(value.hasPrefix("\u{9B}31m\u{9D}0;pwned\u{9C}\u{7F}\u{202E}"))
  }
}
