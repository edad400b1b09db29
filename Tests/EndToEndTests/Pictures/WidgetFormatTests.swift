import Foundation
import Testing
import TextRenderingTestSupport

/// `APP widget --format ansi|plain|svg|html` in every app and family, a dadjokes stack
/// included, against the fixture server on a fixed clock.
@Suite(.serialized) struct WidgetFormatTests {
  struct Widget: Sendable, CustomTestStringConvertible {
    var app: AppUnderTest
    var arguments: [String]
    /// The picture's width and height in points.
    var size: String
    /// The start of a link the picture must have.
    var link: String
    /// The start of a button's intent link the picture must have, where the widget has one.
    var buttonLink: String? = nil
    var testDescription: String { ([app.name] + arguments).joined(separator: " ") }
  }

  static let widgets: [Widget] = [
    Widget(app: .todos, arguments: ["widget"], size: "338 158", link: "todos://todo/"),
    Widget(
      app: .todos, arguments: ["widget", "--family", "large"], size: "338 354",
      link: "todos://todo/", buttonLink: "todos://intent/toggle?id="),
    Widget(
      app: .dadjokes, arguments: ["widget"], size: "338 158", link: "dadjokes://joke?type=",
      buttonLink: "dadjokes://intent/next"),
    Widget(
      app: .dadjokes, arguments: ["widget", "--type", "dad", "--type", "chucknorris"],
      size: "338 174", link: "dadjokes://joke?type=dadjoke"),
    Widget(
      app: .votes, arguments: ["widget", "--family", "small"], size: "158 158",
      link: "votes://vote/"),
    Widget(app: .votes, arguments: ["widget"], size: "338 158", link: "votes://vote/"),
    Widget(
      app: .votes, arguments: ["widget", "--family", "large"], size: "338 354",
      link: "https://clerk.house.gov/evs/"),
  ]

  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer(["--clerk-year", "2026"])
    scratch = try ScratchDirectory()
  }

  func run(_ widget: Widget, _ more: [String]) throws -> CommandRun {
    try widget.app.run(
      widget.arguments + more, baseURL: server.url.absoluteString, scratch: scratch,
      timeout: 120)
  }

  @Test(arguments: widgets)
  func picturesOfEveryFamily(_ widget: Widget) throws {
    for format in ["svg", "html"] {
      let run = try run(widget, ["--format", format])
      #expect(run.status == 0, "\(widget) \(format): \(run.stderr)")
      let document = run.stdout
      #expect(
        document.hasPrefix(format == "svg" ? "<?xml version=\"1.0\"" : "<!DOCTYPE html>"),
        "\(widget) \(format)")
      #expect(document.contains("viewBox=\"0 0 \(widget.size)\""), "\(widget) \(format)")
      #expect(document.contains("<a href=\"\(widget.link)"), "\(widget) \(format)")
      if let button = widget.buttonLink {
        // A button links its intent, as `open` runs it.
        #expect(document.contains("<a href=\"\(button)"), "\(widget) \(format)")
      }
      #expect(PictureChecks.xmllintProblems(document) == nil, "\(widget) \(format)")
      #expect(PictureChecks.inertnessProblems(document) == [], "\(widget) \(format)")
      #expect(!document.contains("\u{1B}"))
    }
    let dark = try run(widget, ["--format", "svg", "--appearance", "dark"])
    #expect(dark.stdout.contains("color=\"#ffffff\""))
  }

  @Test(arguments: widgets)
  func cellsAsBefore(_ widget: Widget) throws {
    let plain = try run(widget, ["--format", "plain"])
    let unasked = try run(widget, [])
    #expect(plain.status == 0 && unasked.status == 0)
    #expect(plain.stdout == unasked.stdout)
    #expect(!plain.stdout.contains("\u{1B}"))
    let ansi = try run(widget, ["--format", "ansi"])
    #expect(ansi.status == 0)
    #expect(ansi.stdout.contains("\u{1B}["))
  }

  @Test func aPictureIsDrawnOnceNotWatched() throws {
    let widget = Self.widgets[0]
    let watched = try run(widget, ["--format", "svg", "--watch"])
    #expect(watched.status == 64)
    #expect(watched.stderr.contains("--watch"))
    let unknown = try run(widget, ["--format", "png"])
    #expect(unknown.status == 64)
    let appearance = try run(widget, ["--format", "svg", "--appearance", "sepia"])
    #expect(appearance.status == 64)
  }

  @Test func thePreviewIsAPictureToo() throws {
    let preview = try run(Self.widgets[0], ["--format", "svg", "--preview"])
    #expect(preview.status == 0)
    #expect(preview.stdout.contains("viewBox=\"0 0 338 158\""))
    #expect(try server.requestCounts().total == 0)
  }
}
