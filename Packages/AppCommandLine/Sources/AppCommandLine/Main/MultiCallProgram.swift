import Foundation
import TextRendering

/// One program for several apps, as busybox or git's builtins are: it runs the app it was run
/// as, by the last component of `argv[0]` (`todos`, a link to it), or the app its first
/// argument names (`widgets-for-linux todos list`).
///
/// ```swift
/// let program = MultiCallProgram(name: "widgets-for-linux", apps: [
///   ("todos", { await TodosCommandLine.main(arguments: $0, isolation: $1) }),
/// ])
/// exit(await program.run(CommandLine.arguments))
/// ```
public struct MultiCallProgram: Sendable {
  /// An app's `main`: the words after its name and the caller's isolation in (pass it on to
  /// ``CommandLineApp/main(arguments:environment:console:isolation:)``, so that the way in
  /// never hops to the global executor), the exit status out.
  public typealias Main = @Sendable ([String], isolated (any Actor)?) async -> Int32

  /// The program's own name.
  public let name: String
  /// The apps it holds, by name, in the order its help lists them.
  public let apps: [(name: String, main: Main)]

  /// A program called `name` that holds `apps`.
  public init(name: String, apps: [(name: String, main: Main)]) {
    self.name = name
    self.apps = apps
  }

  /// Runs the app `arguments` name (the whole command line, `argv[0]` first); the exit status.
  /// Run by another name with no app named, it prints one line naming the apps and returns 64
  /// (usage); `--help` lists them, `--version` prints the project's version.
  public func run(
    _ arguments: [String], console: Console = .standard,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Int32 {
    let invokedAs = URL(fileURLWithPath: arguments.first ?? name).lastPathComponent
    if let app = apps.first(where: { $0.name == invokedAs }) {
      return await app.main(Array(arguments.dropFirst()), isolation)
    }
    let rest = Array(arguments.dropFirst())
    if let first = rest.first, let app = apps.first(where: { $0.name == first }) {
      return await app.main(Array(rest.dropFirst()), isolation)
    }
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
