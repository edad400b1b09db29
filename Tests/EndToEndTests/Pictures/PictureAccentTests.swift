import Foundation
import Testing
import TextRenderingTestSupport

/// `widget --rendering accented --accent auto --appearance auto` in every app, the desktop
/// being pywal's `colors.json` in `$XDG_CACHE_HOME/wal/` and no session bus (the variable
/// unset, or naming a socket where nothing listens); and every picture described by its
/// widget's spoken summary.
@Suite(.serialized) struct PictureAccentTests {
  static let colors = """
    {"special": {"background": "#2e3440", "foreground": "#d8dee9"},
     "colors": {"color0": "#2e3440", "color4": "#5e81ac", "color15": "#eceff4"}}
    """

  /// What each app's summary starts with.
  static let summaries: [(AppUnderTest, String)] = [
    (.todos, "<desc id=\"widget-desc\">My Todos: "),
    (.dadjokes, "<desc id=\"widget-desc\">Dad Joke: "),
    (.votes, "<desc id=\"widget-desc\">Latest House vote, roll "),
  ]

  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer(["--clerk-year", "2026"])
    scratch = try ScratchDirectory()
  }

  /// `colors.json` holding `text` under a cache folder of its own; the folder.
  func cache(_ name: String, holding text: String) throws -> String {
    let wal = scratch.url.appendingPathComponent("\(name)/wal")
    try FileManager.default.createDirectory(at: wal, withIntermediateDirectories: true)
    try text.write(to: wal.appendingPathComponent("colors.json"), atomically: true, encoding: .utf8)
    return wal.deletingLastPathComponent().path
  }

  func draw(_ app: AppUnderTest, _ more: [String], extra: [String: String]) throws -> CommandRun {
    try app.run(
      ["widget", "--format", "svg"] + more, baseURL: server.url.absoluteString, scratch: scratch,
      extra: extra, timeout: 120)
  }

  @Test func accentAndAppearanceComeFromPywal() throws {
    let cache = try cache("pywal", holding: Self.colors)
    for (app, summary) in Self.summaries {
      for bus in [nil, "unix:path=\(scratch.path("no-bus"))"] {
        var extra = ["XDG_CACHE_HOME": cache]
        extra["DBUS_SESSION_BUS_ADDRESS"] = bus
        let run = try draw(
          app, ["--rendering", "accented", "--accent", "auto", "--appearance", "auto"],
          extra: extra)
        #expect(run.status == 0, "\(app): \(run.stderr)")
        let document = run.stdout
        #expect(document.contains("color=\"#ffffff\""), "\(app): the dark scheme")
        #expect(document.contains("fill=\"rgba(94,129,172,0.12)\""), "\(app): the accent's wash")
        #expect(!document.contains("rgba(0,122,255"), "\(app): not the default accent")
        #expect(document.contains(summary), "\(app)")
        #expect(document.contains("role=\"img\" aria-labelledby=\"widget-title widget-desc\""))
        #expect(PictureChecks.xmllintProblems(document) == nil, "\(app)")
        #expect(PictureChecks.inertnessProblems(document) == [], "\(app)")
      }
    }
  }

  /// A hostile colors.json is ignored: the app's own accent and light appearance.
  @Test(arguments: [
    "{\"colors\": {\"color4\": \"</svg><script>\"}, \"special\": {\"background\": 1}}",
    "{\"colors\": {\"color4\": \"#5e81ac\"}}" + String(repeating: " ", count: 70_000),
    "{{{{", "",
  ])
  func hostileColorsAreIgnored(_ text: String) throws {
    let cache = try cache("hostile-\(text.count)", holding: text)
    let run = try draw(
      .todos, ["--rendering", "accented", "--accent", "auto", "--appearance", "auto"],
      extra: ["XDG_CACHE_HOME": cache])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("color=\"#000000\""), "light")
    #expect(run.stdout.contains("fill=\"rgba(0,122,255,0.12)\""), "the default accent")
    #expect(!run.stdout.contains("<script"))
    #expect(run.stderr.isEmpty || !run.stderr.contains("colors.json"), "\(run.stderr)")
  }

  @Test func aColourGivenIsTheAccent() throws {
    let run = try draw(.votes, ["--rendering", "accented", "--accent", "#FF9500"], extra: [:])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("rgba(255,149,0,"))
    let full = try draw(.votes, ["--accent", "#ff9500"], extra: [:])
    #expect(!full.stdout.contains("rgba("), "full colour takes no accent")
  }

  @Test(arguments: [
    ["--accent", "blue"], ["--accent", "#12345"], ["--rendering", "tinted"],
    ["--appearance", "sepia"],
  ])
  func badValuesAreUsageErrors(_ arguments: [String]) throws {
    let run = try draw(.todos, arguments, extra: [:])
    #expect(run.status == 64, "\(arguments): \(run.stderr)")
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    #expect(run.stderr.contains(arguments[0]), "\(run.stderr)")
  }
}
