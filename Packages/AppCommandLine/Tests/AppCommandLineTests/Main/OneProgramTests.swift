import AppCommandLineTestSupport
import Foundation
import Synchronization
import Testing

@testable import AppCommandLine

/// One program for several apps: which app runs, with which words, and the path it gives
/// others to run it again as that app.
@Suite struct OneProgramTests {
  /// What the apps of ``program(recording:)`` were run with.
  final class Calls: Sendable {
    let list = Mutex<[String]>([])
    var all: [String] { list.withLock { $0 } }
  }

  /// A program of two apps that record the words they were given.
  static func program(recording calls: Calls) -> MultiCallProgram {
    MultiCallProgram(
      name: "widgets-for-linux",
      apps: ["todos", "votes"].map { app in
        (
          app,
          { (words: [String], _: isolated (any Actor)?) async -> Int32 in
            calls.list.withLock { $0.append(([app] + words).joined(separator: " ")) }
            return app == "todos" ? 0 : 3
          }
        )
      })
  }

  @Test func itRunsTheAppItIsRunAsOrTheOneNamedFirst() async {
    let calls = Calls()
    let program = Self.program(recording: calls)
    #expect(await program.run(["/usr/local/bin/todos", "list", "--limit", "3"]) == 0)
    #expect(await program.run(["votes", "show"]) == 3)
    #expect(await program.run(["/opt/widgets-for-linux", "todos", "--help"]) == 0)
    // Run as an app, its first word is the app's, even when it names another app.
    #expect(await program.run(["todos", "votes"]) == 0)
    #expect(
      calls.all == [
        "todos list --limit 3", "votes show", "todos --help", "todos votes",
      ])
  }

  @Test func otherwiseItSaysWhichAppsItHoldsInOneLine() async {
    let calls = Calls()
    let program = Self.program(recording: calls)
    for words in [["widgets-for-linux"], ["x", "nope\u{1B}[31m"], ["widgets-for-linux", "list"]] {
      let captured = CapturedConsole()
      #expect(await program.run(words, console: captured.console) == 64)
      #expect(captured.stdout.isEmpty)
      #expect(captured.stderr.split(separator: "\n").count == 1, "\(captured.stderr)")
      #expect(captured.stderr.contains("todos, votes"))
      #expect(!captured.stderr.contains("\u{1B}"))
    }
    let help = CapturedConsole()
    #expect(await program.run(["widgets-for-linux", "--help"], console: help.console) == 0)
    #expect(help.stdout.contains("Apps: todos, votes"))
    let version = CapturedConsole()
    #expect(await program.run(["widgets-for-linux", "--version"], console: version.console) == 0)
    #expect(version.stdout == "widgets-for-linux \(ProjectVersion.current)\n")
    #expect(calls.all.isEmpty)
  }

  /// `--version` and help are answered at once, synchronously (the program's `main` asks
  /// first, so they start no thread), with exactly what the app's `main` prints; every other
  /// command line is left to `main`.
  @Test func versionAndHelpAreAnsweredAtOnceAsMainAnswersThem() async throws {
    let program = MultiCallProgram(
      name: "widgets-for-linux", apps: [EnvironmentHelpTests.PlainApp.self])
    let app = try InProcessApp<EnvironmentHelpTests.PlainApp>()
    for words in [["--version"], ["--help"], ["help", "list"], ["list", "-h"]] {
      for arguments in [["/bin/my-notes"] + words, ["widgets-for-linux", "my-notes"] + words] {
        let atOnce = CapturedConsole()
        #expect(program.answerAtOnce(arguments, console: atOnce.console) == 0, "\(arguments)")
        let run = await app.run(words)
        #expect(run.status == 0, "\(words)")
        #expect(!atOnce.stdout.isEmpty && atOnce.stdout == run.stdout, "\(arguments)")
        #expect(atOnce.stderr.isEmpty, "\(arguments)")
      }
    }
    for words in [["widgets-for-linux", "--version"], ["widgets-for-linux", "--help"]] {
      let (atOnce, run) = (CapturedConsole(), CapturedConsole())
      #expect(program.answerAtOnce(words, console: atOnce.console) == 0, "\(words)")
      #expect(await program.run(words, console: run.console) == 0, "\(words)")
      #expect(!atOnce.stdout.isEmpty && atOnce.stdout == run.stdout, "\(words)")
    }
    let left: [[String]] = [
      ["my-notes", "list"], ["my-notes"], ["my-notes", "nope"], ["my-notes", "--limit"],
      ["widgets-for-linux"], ["widgets-for-linux", "nope"],
    ]
    for words in left {
      let atOnce = CapturedConsole()
      #expect(program.answerAtOnce(words, console: atOnce.console) == nil, "\(words)")
      #expect(atOnce.stdout.isEmpty && atOnce.stderr.isEmpty, "\(words)")
    }
  }

  @Test func theAppsPathIsTheLinkItWasRunBy() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("program-path-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/bin", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: folder + "/libexec", withIntermediateDirectories: true)
    let program = folder + "/libexec/widgets-for-linux"
    try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: program))
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/bin/todos", withDestinationPath: "../libexec/widgets-for-linux")
    func path(_ argument0: String?, in directory: String = "/", path: String? = nil) -> String? {
      ProgramPath.command(
        for: "todos", running: program, argument0: argument0, path: path, directory: directory)
    }
    #expect(path(folder + "/bin/todos") == folder + "/bin/todos")
    #expect(path("bin/todos", in: folder) == folder + "/bin/todos")
    #expect(path("todos", path: "/nowhere:\(folder)/bin") == folder + "/bin/todos")
    // A link of that name elsewhere, to something else, is not it.
    #expect(path("todos", path: "/usr/bin") == nil)
    // Run by the program's own name: no path runs the app by itself.
    #expect(path(program) == nil)
    // An app's own executable is its own path.
    #expect(
      ProgramPath.command(
        for: "widgets-for-linux", running: program, argument0: "x", path: nil, directory: "/")
        == program)
  }
}
