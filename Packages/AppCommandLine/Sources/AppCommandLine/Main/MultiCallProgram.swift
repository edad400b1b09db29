import Foundation
import TextRendering

/// One program for several apps, as busybox or git's builtins are: it runs the app it was run
/// as, by the last component of `argv[0]` (`todos`, a link to it), or the app its first
/// argument names (`widgets-for-linux todos list`).
///
/// ```swift
/// await MultiCallProgram(name: "widgets-for-linux", apps: [TodosCommandLine.self]).main()
/// ```
public struct MultiCallProgram: Sendable {
  /// An app's `main`: the words after its name and the caller's isolation in (pass it on to
  /// ``CommandLineApp/main(arguments:environment:console:isolation:)``, so that the way in
  /// never hops to the global executor), the exit status out.
  public typealias Main = @Sendable ([String], isolated (any Actor)?) async -> Int32
  /// An app's synchronous answer (``CommandLineApp/answerAtOnce(arguments:environment:console:)``):
  /// the words after its name and the console in, the exit status out, or nil when the words
  /// need its `main`.
  public typealias AnswerAtOnce = @Sendable ([String], Console) -> Int32?

  /// The program's own name.
  public let name: String
  /// The apps it holds, by name, in the order its help lists them.
  public let apps: [(name: String, main: Main, answerAtOnce: AnswerAtOnce)]

  /// A program called `name` that holds `apps`; an app with no `answerAtOnce` always runs
  /// its `main`.
  public init(name: String, apps: [(name: String, main: Main)]) {
    self.name = name
    self.apps = apps.map { ($0.name, $0.main, { _, _ in nil }) }
  }

  /// A program called `name` that holds `apps`, each by its ``CommandLineApp/name``.
  public init(name: String, apps: [any CommandLineApp.Type]) {
    self.name = name
    self.apps = apps.map { app in
      (
        app.name, { await app.main(arguments: $0, isolation: $1) },
        { app.answerAtOnce(arguments: $0, console: $1) }
      )
    }
  }

  /// The program's entry point, awaited from its top level (`await program.main()`): answers
  /// at once what needs no concurrency (``answerAtOnce(_:console:)``: `--version` and help
  /// start no thread), else runs ``run(_:console:isolation:)`` on the caller's actor and exits
  /// with its status. An `async` top level runs on the main thread (the runtime drains the
  /// main queue there with CoreFoundation's run loop); `Task` and `dispatchMain()` in its
  /// place would hand the main queue to libdispatch's worker threads.
  public func main(
    _ arguments: [String] = CommandLine.arguments, isolation: isolated (any Actor)? = #isolation
  ) async -> Never {
    if let status = answerAtOnce(arguments) { exit(status) }
    exit(await run(arguments, isolation: isolation))
  }

  /// What ``run(_:console:isolation:)`` would do for `arguments`, when it needs no
  /// concurrency: the program's own `--help` and `--version`, and an app's
  /// (``AnswerAtOnce``); nil when `run` must run it.
  public func answerAtOnce(_ arguments: [String], console: Console = .standard) -> Int32? {
    if let (app, words) = app(for: arguments) { return app.answerAtOnce(words, console) }
    switch arguments.dropFirst().first {
    case "--help", "-h", "--version": return answerOwn(arguments, console: console)
    default: return nil
    }
  }

  /// The app `arguments` name (by `argv[0]`, else by the first word) and the words for it.
  private func app(for arguments: [String])
    -> (app: (name: String, main: Main, answerAtOnce: AnswerAtOnce), words: [String])?
  {
    let invokedAs = URL(fileURLWithPath: arguments.first ?? name).lastPathComponent
    if let app = apps.first(where: { $0.name == invokedAs }) {
      return (app, Array(arguments.dropFirst()))
    }
    let rest = Array(arguments.dropFirst())
    if let first = rest.first, let app = apps.first(where: { $0.name == first }) {
      return (app, Array(rest.dropFirst()))
    }
    return nil
  }

  /// Runs the app `arguments` name (the whole command line, `argv[0]` first); the exit status.
  /// Run by another name with no app named, it prints one line naming the apps and returns 64
  /// (usage); `--help` lists them, `--version` prints the project's version.
  public func run(
    _ arguments: [String], console: Console = .standard,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Int32 {
    if let (app, words) = app(for: arguments) { return await app.main(words, isolation) }
    return answerOwn(arguments, console: console)
  }

  /// The program's own answer, run by no app's name: its help, its version, else a usage
  /// line.
  private func answerOwn(_ arguments: [String], console: Console) -> Int32 {
    let rest = arguments.dropFirst()
    let names = apps.map(\.name)
    switch rest.first {
    case "--help", "-h":
      console.write(help)
      return ExitCode.success.rawValue
    case "--version":
      console.print("\(name) \(ProjectVersion.current)")
      return ExitCode.success.rawValue
    default:
      let what =
        rest.first.map { "no app is called '\(Sanitizer.sanitize(String($0.prefix(80))))'" }
        ?? "no app named"
      console.note(
        "\(what): run it as \(names.joined(separator: ", ")) (a link to this program), "
          + "or as '\(name) APP …'; see '\(name) --help'", app: name)
      return ExitCode.usage.rawValue
    }
  }

  /// The help: what the program is and the apps it holds.
  var help: String {
    """
    \(name): one program for \(apps.count) apps. Run it by a link named after an app (what the
    install makes), or name the app first.

    Usage: \(name) APP [ARGUMENTS…]
           APP [ARGUMENTS…]

    Apps: \(apps.map(\.name).joined(separator: ", "))

    '\(name) APP --help' says what APP does.

    """
  }
}
