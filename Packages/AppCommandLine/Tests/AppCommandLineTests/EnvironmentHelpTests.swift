import AppCommandLineTestSupport
import Testing

@testable import AppCommandLine

/// The variables an app's `--help` lists without the app writing them: its base URL, state and
/// cache folders under its own prefix, and the ones every app reads; an app with more to say
/// adds to them in its own words.
@Suite struct EnvironmentHelpTests {
  /// An app that says nothing about its variables.
  struct PlainApp: CommandLineApp {
    enum Command: String, AppCommand {
      case list
      var spec: CommandSpec { CommandSpec("list", summary: "List.") }
    }

    static var name: String { "my-notes" }
    static var summary: String { "notes" }
    static var options: [OptionSpec] { [] }
    static var examples: [String] { [] }

    let context: CommandContext

    func run(_ command: Command) async throws {}
  }

  /// An app that says what its base URL variable, its services' variables and its cache differ
  /// in, as votes does.
  struct CachingApp: CommandLineApp {
    typealias Command = PlainApp.Command

    static var name: String { "rolls" }
    static var summary: String { "rolls" }
    static var options: [OptionSpec] { [] }
    static var examples: [String] { [] }
    static var baseURLVariableHelp: String { "Same as --base-url for the archive." }
    static var serviceEnvironmentHelp: [(name: String, help: String)] {
      [(name: "ARCHIVE_KEY", help: "A key.")]
    }
    static var cachedContents: String { "HTTP responses and rolls" }

    let context: CommandContext

    func run(_ command: Command) async throws {}
  }

  @Test func theHelpNamesTheAppsBaseURLAndFoldersThenTheStandardVariables() async throws {
    let help = PlainApp.environmentHelp
    #expect(
      help.map(\.name) == ["MY_NOTES_BASE_URL", "MY_NOTES_STATE_DIR", "MY_NOTES_CACHE_DIR"]
        + AppSpec.standardEnvironment.map(\.name))
    #expect(
      help.map(\.help).dropLast(AppSpec.standardEnvironment.count) == [
        "Same as --base-url.", "Where widget timelines are kept (~/.local/state/my-notes).",
        "Where HTTP responses are cached (~/.cache/my-notes).",
      ])
    let run = await (try InProcessApp<PlainApp>()).run(["--help"])
    #expect(run.stdout.contains("Where HTTP responses are cached (~/.cache/my-notes)."))
  }

  @Test func anAppsOwnVariablesComeAfterItsBaseURLInItsOwnWords() {
    let help = CachingApp.environmentHelp
    #expect(
      help.map(\.name) == [
        "ROLLS_BASE_URL", "ARCHIVE_KEY", "ROLLS_STATE_DIR", "ROLLS_CACHE_DIR", "WIDGETS_TIMEOUT",
        "NO_COLOR",
      ])
    #expect(help[0].help == "Same as --base-url for the archive.")
    #expect(help[3].help == "Where HTTP responses and rolls are cached (~/.cache/rolls).")
    #expect(CachingApp.spec.environment.map(\.name) == help.map(\.name))
  }
}
