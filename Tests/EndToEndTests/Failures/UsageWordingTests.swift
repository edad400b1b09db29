import Foundation
import Testing

/// An option an app does not know is reported as such, before the command or after it, in the
/// same words in every app: one line on stderr, status 64, nothing on stdout.
@Suite struct UsageWordingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var app: AppUnderTest
    var arguments: [String]
    /// The line after `APP: `.
    var line: String
    var testDescription: String { "\(app.name) \(arguments.joined(separator: " "))" }
  }

  static let cases = AppUnderTest.all.flatMap { app in
    let name = app.name
    return [
      Case(
        app: app, arguments: ["-x"], line: "unknown option '-x' for '\(name)'; see '\(name) --help'"
      ),
      Case(
        app: app, arguments: ["-V"], line: "unknown option '-V' for '\(name)'; see '\(name) --help'"
      ),
      Case(
        app: app, arguments: ["--timeout", "5", "--bogus"],
        line: "unknown option '--bogus' for '\(name)'; see '\(name) --help'"),
      Case(
        app: app, arguments: ["-x", "widgets"],
        line: "unknown option '-x' for '\(name) widgets'; see '\(name) widgets --help'"),
      Case(
        app: app, arguments: ["widgets", "-x"],
        line: "unknown option '-x' for '\(name) widgets'; see '\(name) widgets --help'"),
    ]
  }

  @Test(arguments: cases)
  func anUnknownOptionIsNamedWhereverItStands(_ testCase: Case) throws {
    let scratch = try ScratchDirectory()
    let run = try testCase.app.run(
      testCase.arguments, baseURL: "http://127.0.0.1:9", scratch: scratch)
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == "\(testCase.app.name): \(testCase.line)\n")
  }

  @Test(arguments: AppUnderTest.all)
  func noCommandAtAllIsAMissingCommand(_ app: AppUnderTest) throws {
    let scratch = try ScratchDirectory()
    for arguments in [[], ["--timeout", "5"]] {
      let run = try app.run(arguments, baseURL: "http://127.0.0.1:9", scratch: scratch)
      #expect(run.status == 64)
      #expect(run.stderr.hasPrefix("\(app.name): missing command: one of "), "\(run.stderr)")
    }
  }
}
