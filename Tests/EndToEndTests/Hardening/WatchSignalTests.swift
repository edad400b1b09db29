import Foundation
import Testing

/// `--watch` gives the terminal back on every terminating signal it can catch: a closed
/// terminal window (SIGHUP) and Ctrl-\ (SIGQUIT) leave no alternate screen, no hidden cursor
/// and no raw mode behind, and SIGQUIT does not start the backtracer. Run in a real tmux pane.
@Suite(.serialized) struct WatchSignalTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer()
    scratch = try ScratchDirectory()
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var app: AppUnderTest
    var arguments: [String]
    var signal: Int32
    var testDescription: String { "\(app.name) \(arguments.joined(separator: " ")), \(signal)" }
  }

  static let cases: [Case] = [SIGHUP, SIGQUIT].flatMap { signal in
    [
      Case(app: .todos, arguments: ["widget", "--watch"], signal: signal),
      // A stack reads keys, so it puts the terminal in raw mode.
      Case(
        app: .dadjokes, arguments: ["widget", "--type", "dad", "--type", "random", "--watch"],
        signal: signal),
    ]
  }

  @Test(arguments: cases)
  func theTerminalIsRestored(_ testCase: Case) throws {
    let variables = testCase.app.environment(
      baseURL: server.url.absoluteString, scratch: scratch)
    let exports = variables.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
    let executable = BuiltProducts.executable(testCase.app.name).path
    let status = scratch.path("status")
    let mode = scratch.path("stty")
    let command =
      "env \(exports) '\(executable)' \(testCase.arguments.joined(separator: " ")); "
      + "echo $? > '\(status)'; stty -a > '\(mode)'; sleep 60"
    let tmux = try TmuxSession(command: command)

    #expect(try tmux.wait { try tmux.format("#{alternate_on}") == "1" })
    let shell = try #require(Int32(try tmux.format("#{pane_pid}")))
    let app = try #require(childProcesses(of: shell).first)
    // The shell writes the status and the mode after the app exits: each write wakes the wait.
    let files = try FolderWatch(scratch.url.path)
    kill(app, testCase.signal)

    #expect(files.wait { FileManager.default.fileExists(atPath: mode) }, "did not exit")
    #expect(files.wait { (try? String(contentsOfFile: mode, encoding: .utf8))?.isEmpty == false })
    #expect(try tmux.format("#{alternate_on}") == "0")
    #expect(try tmux.format("#{cursor_flag}") == "1")
    let settings = try String(contentsOfFile: mode, encoding: .utf8)
      .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" })
    #expect(settings.contains("icanon") && settings.contains("echo"), "\(settings)")
    let exit = try String(contentsOfFile: status, encoding: .utf8)
    #expect(exit.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
  }

  /// A stop signal sent the moment `--watch` first writes (it takes the screen only once it
  /// listens) is never lost: each of 20 runs ends by itself, with status 0, the alternate
  /// screen left. (It was lost while the listening was still being set up on another thread:
  /// the signal was ignored until then, and the widget stayed on screen for good.) Each run
  /// is bounded by a generous timeout that only a lost signal reaches.
  ///
  /// The timeline is stored first, so a run stops with no request under way: this tests the
  /// signal, not an exit in the middle of a fetch.
  @Test(arguments: [SIGHUP, SIGTERM, SIGINT, SIGQUIT])
  func aStopSignalRightAtTheStartIsNeverLost(_ signal: Int32) throws {
    let app = AppUnderTest.todos
    let stored = try app.run(["widget"], baseURL: server.url.absoluteString, scratch: scratch)
    try #require(stored.status == 0, "\(stored.stderr)")
    let environment = app.environment(baseURL: server.url.absoluteString, scratch: scratch)
    for attempt in 1...20 {
      let running = try Running(
        program: BuiltProducts.executable(app.name).path, ["widget", "--watch"],
        environment: environment, terminal: try PseudoTerminal())
      let started = running.wait(within: 60) { stdout, _ in !stdout.isEmpty }
      #expect(started, "attempt \(attempt): wrote nothing")
      running.child.send(signal)
      let run = running.finish(within: 30)
      #expect(run.status == 0, "attempt \(attempt): status \(run.status), \(run.stderr)")
      // The last switch of the alternate screen turns it off.
      let switches = run.stdout.components(separatedBy: "\u{1B}[?1049")
      #expect(switches.count > 1 && switches.last?.first == "l", "attempt \(attempt)")
      if run.status != 0 { break }  // one lost signal is enough; the rest would each wait 30 s
    }
    #expect(try server.requestCounts().byPath["/todos"] == 1, "a run fetched: see above")
  }
}
