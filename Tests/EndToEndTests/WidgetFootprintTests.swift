import Foundation
import Testing
import TextRendering

/// Every widget of every app is exactly its family's box on stdout, framed or not, whatever it
/// shows: the placeholder (`--preview`), a real entry, a stored entry after the service failed
/// (stale), and the fallback when the service fails before anything was stored. A frame is the
/// widget's edge, inside the box, so a widget placed in a pane of its family's size fits it.
@Suite(.serialized) struct WidgetFootprintTests {
  /// What the widget shows, and how the test gets it to show that.
  enum Kind: String, CaseIterable, Sendable {
    /// `widget --preview`: the placeholder, without the network.
    case placeholder
    /// `widget`: the newest entry, fetched.
    case real
    /// A good draw, then `widget --reload` while the service answers 500: the stored entry.
    case stale
    /// `widget` while the service answers 500 and nothing is stored: the fallback.
    case fallback
  }

  /// One app drawn in one of its families.
  struct Case: Sendable, CustomTestStringConvertible {
    var app: AppUnderTest
    var family: String
    var kind: Kind

    var testDescription: String { "\(app.name) \(family) \(kind.rawValue)" }

    /// The family's box in cells, as DESIGN.md gives them.
    var box: (columns: Int, rows: Int) {
      switch family {
      case "small": (21, 10)
      case "medium": (45, 10)
      case "large": (45, 22)
      default: (95, 22)
      }
    }
  }

  /// Every family each app supports, as the app's own help lists them.
  static let families: [(AppUnderTest, [String])] = AppUnderTest.all.map { app in
    (app, app.widgetFamilies)
  }

  static let cases: [Case] = families.flatMap { app, families in
    families.flatMap { family in Kind.allCases.map { Case(app: app, family: family, kind: $0) } }
  }

  /// The options the fixture server needs for `app`: votes reads the Clerk's rolls of 2026,
  /// the year of the apps' clock.
  static func serverOptions(for app: AppUnderTest) -> [String] {
    app.name == "votes" ? ["--clerk-year", "2026"] : []
  }

  @Test(arguments: cases)
  func theWidgetIsExactlyItsFamilysBox(_ footprint: Case) throws {
    let server = try FixtureServer(Self.serverOptions(for: footprint.app))
    let scratch = try ScratchDirectory()
    func widget(_ more: [String]) throws -> CommandRun {
      try footprint.app.run(
        ["widget", "--family", footprint.family] + more, baseURL: server.url.absoluteString,
        scratch: scratch)
    }
    for frame in [true, false] {
      let frameFlag = frame ? [] : ["--no-frame"]
      let run: CommandRun
      switch footprint.kind {
      case .placeholder:
        run = try widget(["--preview"] + frameFlag)
      case .real:
        run = try widget(frameFlag)
      case .stale:
        try server.setFaults("")
        #expect(try widget(frameFlag).status == 0)
        try server.setFaults("fault=500")
        run = try widget(["--reload"] + frameFlag)
        #expect(run.stderr.contains("showing the last stored timeline"), "\(run.stderr)")
      case .fallback:
        try server.setFaults("fault=500")
        run = try widget(frameFlag)
        // The first draw fails; the second, before the retry, says so in its status line.
        #expect(
          run.stderr.contains("showing the placeholder")
            || run.stderr.contains("placeholder · couldn't load"), "\(run.stderr)")
      }
      #expect(run.status == 0, "\(run.stderr)")
      Self.expectBox(run.stdout, footprint.box, frame: frame, "\(footprint) frame: \(frame)")
    }
  }

  @Test func aStackIsTheBoxAndOneRowOfDots() throws {
    let server = try FixtureServer()
    let scratch = try ScratchDirectory()
    for frame in [true, false] {
      let run = try AppUnderTest.dadjokes.run(
        ["widget", "--type", "dad", "--type", "chucknorris"] + (frame ? [] : ["--no-frame"]),
        baseURL: server.url.absoluteString, scratch: scratch)
      #expect(run.status == 0, "\(run.stderr)")
      var lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.last == "")
      lines.removeLast()
      let dots = lines.removeLast()
      #expect(dots.trimmingCharacters(in: .whitespaces) == "● ○")
      Self.expectBox(lines.joined(separator: "\n") + "\n", (45, 10), frame: frame, "stack")
    }
  }

  /// The issue's case: `widget --watch` in a tmux pane of exactly the family's size shows the
  /// whole widget, its frame on the pane's edges, and no "the terminal is too small" note.
  @Test(arguments: families.flatMap { app, families in families.map { (app, $0) } })
  func aWatchedWidgetFitsAPaneOfItsFamilysSize(_ app: AppUnderTest, _ family: String) throws {
    let server = try FixtureServer(Self.serverOptions(for: app))
    let scratch = try ScratchDirectory()
    let box = Case(app: app, family: family, kind: .real).box
    let variables = app.environment(baseURL: server.url.absoluteString, scratch: scratch)
    let exports = variables.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
    let executable = BuiltProducts.executable(app.name).path
    let tmux = try TmuxSession(
      command: "env \(exports) '\(executable)' widget --watch --family \(family); sleep 60",
      columns: box.columns, rows: box.rows)
    var screen = ""
    let drawn = try tmux.wait {
      screen = try tmux.screen()
      return screen.hasPrefix("╭") && screen.contains("╯")
    }
    #expect(drawn, "\(app.name) \(family) in \(box.columns)×\(box.rows):\n\(screen)")
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(box.rows)
    #expect(lines.first?.hasSuffix("╮") == true, "\(screen)")
    #expect(lines.last?.hasPrefix("╰") == true && lines.last?.hasSuffix("╯") == true, "\(screen)")
    #expect(lines.allSatisfy { String($0).terminalWidth == box.columns }, "\(screen)")
    #expect(!screen.contains("The terminal is"))
    if let shell = Int32(try tmux.format("#{pane_pid}")) {
      for child in childProcesses(of: shell) { kill(child, SIGTERM) }
    }
  }

  /// `stdout` is one widget of `box.columns` × `box.rows` cells and a final line break; with a
  /// frame, its rounded corners are the box's corners.
  static func expectBox(
    _ stdout: String, _ box: (columns: Int, rows: Int), frame: Bool, _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.last == "", "\(label): no final line break", sourceLocation: sourceLocation)
    lines.removeLast()
    #expect(lines.count == box.rows, "\(label):\n\(stdout)", sourceLocation: sourceLocation)
    for line in lines where line.terminalWidth != box.columns {
      Issue.record(
        "\(label): \(line.terminalWidth) cells, not \(box.columns): \(line)",
        sourceLocation: sourceLocation)
    }
    let (top, bottom) = (lines.first ?? "", lines.last ?? "")
    let cornered =
      top.hasPrefix("╭") && top.hasSuffix("╮") && bottom.hasPrefix("╰") && bottom.hasSuffix("╯")
    #expect(cornered == frame, "\(label):\n\(stdout)", sourceLocation: sourceLocation)
  }
}
