import AppCommandLineTestSupport
import Foundation
import Testing
import TextRendering
import Timelines

@testable import AppCommandLine
@testable import WidgetHost

/// What an app gets from ``WidgetApp`` without writing it: its `widget` and `timeline` commands
/// and their specs, its widget's family and kind, its base URL.
@Suite struct WidgetAppDefaultsTests {
  typealias Notes = NotesApp<Unstacked>

  @Test func theWidgetSpecDerivesFamilyFromTheFamilies() throws {
    let one = CommandSpec.widget(
      families: [.systemMedium], options: [.flag("x", help: "X.")], examples: [],
      discussion: "")
    #expect(one.options.map(\.name) == ["x", "family"] + OptionSpec.widgetDrawing.map(\.name))
    #expect(one.options[1].help == "The widget's size; it comes in medium only.")
    let three = CommandSpec.widget(
      families: [.systemSmall, .systemMedium, .systemLarge], examples: [], discussion: "")
    #expect(three.options.first?.help == "The widget's size (default: medium).")
    #expect(three.summary.hasPrefix("Draw the widget: from the stored timeline"))
    let timeline = CommandSpec.timeline(options: [.flag("x", help: "X.")])
    #expect(timeline.options.map(\.name) == ["x", "json"])
    #expect(timeline.examples == ["timeline", "timeline --json"])
  }

  @Test func theWidgetIsTheAppsViewInTheFamilyAsked() async throws {
    let app = try InProcessApp<Notes>()
    let medium = await app.run(["widget", "--no-frame"])
    #expect(medium.status == 0)
    #expect(medium.stdout.contains("hello in medium"))
    #expect(medium.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 11)
    let large = await app.run(["widget", "--family", "large", "--word", "hi"])
    #expect(large.stdout.contains("hi in large"))
    #expect(large.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 23)
    let wrong = await app.run(["widget", "--family", "extra-large"])
    #expect(wrong.status == 64)
    #expect(wrong.stderr.contains("this widget comes in small, medium, large"))
  }

  @Test func severalWidgetsAreTheAppsStackElseTheFirstAlone() async throws {
    let stacked = await (try InProcessApp<NotesApp<Stacked>>()).run(
      ["widget", "--word", "one", "--word", "two", "--word", "three"])
    #expect(stacked.status == 0)
    #expect(stacked.stdout == "one | two | three (top: 2)\n")
    let single = await (try InProcessApp<Notes>()).run(["widget", "--word", "one", "--word", "two"])
    #expect(single.status == 0)
    #expect(single.stdout.contains("one in medium"))
    #expect(!single.stdout.contains("two"))
  }

  @Test func theTimelineIsTheLargestFamilysInTheAppsLines() async throws {
    let app = try InProcessApp<Notes>()
    let text = await app.run(["timeline", "--word", "hi"])
    #expect(text.status == 0)
    #expect(text.stdout.contains("\n  hi for large\n"))
    #expect(text.stdout.hasSuffix("no reload (policy: never)\n"))
    let json = await app.run(["timeline", "--json"])
    #expect(json.stdout.contains("\"entries\""))
    #expect(!json.stdout.contains("hello for"))
  }

  @Test func theWidgetsKindIsTheAppsNameWithItsVariantAndCustomURLs() throws {
    let url = try #require(URL(string: "http://127.0.0.1:8080"))
    let app = Notes(
      context: CommandContext(
        environment: AppEnvironment(app: Notes.name, variables: [:], stdoutIsTerminal: false),
        console: CapturedConsole().console, arguments: ParsedArguments(command: "widget")))
    let publicURL = Notes.publicURL
    #expect(app.widgetKind(sourceURLs: [publicURL], publicURLs: [publicURL]) == "my-notes")
    #expect(
      app.widgetKind(sourceURLs: [publicURL], publicURLs: [publicURL], variant: "b")
        == "my-notes-b")
    #expect(
      app.widgetKind(sourceURLs: [url], publicURLs: [publicURL], variant: "b")
        == "my-notes-b@http://127.0.0.1:8080")
  }

  @Test func theBaseURLIsTheOptionElseTheVariableElseTheDefault() async throws {
    let app = try InProcessApp<Notes>()
    let variable = ["MY_NOTES_BASE_URL": "http://127.0.0.1:1"]
    let fromVariable = await app.run(["widget"], variables: variable)
    let fromOption = await app.run(["--base-url", "http://127.0.0.1:2", "widget"])
    let bad = await app.run(["--base-url", "ftp://x", "widget"])
    #expect(fromVariable.status == 0 && fromOption.status == 0)
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("--base-url must be an http(s) URL"))
    let widgets = await app.run(["widgets"])
    #expect(widgets.stdout.contains("my-notes@http://127.0.0.1:1"))
    #expect(widgets.stdout.contains("my-notes@http://127.0.0.1:2"))
  }
}
