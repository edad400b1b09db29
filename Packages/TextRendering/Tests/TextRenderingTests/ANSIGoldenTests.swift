import Foundation
import Testing
import TextRenderingTestSupport

@testable import TextRendering

/// ANSI output at each colour depth, with escape characters made visible (`␛`).
@Suite struct ANSIGoldenTests {
  static let styled = AnyView(
    VStack(alignment: .leading, spacing: 0) {
      Text("Title").font(.title)
      Text("Headline").font(.headline)
      Text("Subheadline").font(.subheadline)
      Text("Title3 italic").font(.title3.italic())
      Text("Italic modifier").italic()
      Text("Bold cyan style").bold().foregroundStyle(.cyan)
      Text("Caption").font(.caption)
      Text("Underlined red").underline().foregroundColor(.red)
      Text("Dim orange on blue").dim().foregroundColor(.orange).background(Color.blue)
      Text("Light weight").fontWeight(.light)
    })

  static let depths: [(String, OutputStyle)] = [
    ("truecolor", .ansi(.trueColor)), ("256", .ansi(.ansi256)), ("16", .ansi(.ansi16)),
    ("none", .ansi(.none)),
  ]

  @Test(arguments: depths.map(\.0))
  func stylesAtDepth(_ name: String) throws {
    let output = try #require(Self.depths.first { $0.0 == name }?.1)
    let text = render(
      Self.styled, size: .medium, options: RenderOptions(output: output, contentMargins: .zero))
    expectGolden(visibleEscapes(text), named: "ansi-styles-\(name)")
  }

  @Test(arguments: depths.map(\.0))
  func jokeWidgetGradientAtDepth(_ name: String) throws {
    let output = try #require(Self.depths.first { $0.0 == name }?.1)
    let widget = SampleJokeWidget(joke: "I'm reading a book about anti-gravity.")
    let text = render(widget, size: .medium, options: RenderOptions(output: output))
    expectGolden(visibleEscapes(text), named: "ansi-joke-\(name)")
  }

  @Test func linksAreOSC8Hyperlinks() {
    let widget = SampleListWidget(
      title: "Todos", rows: Array(SampleListWidget.todos.prefix(2)), showsHeader: false)
    let text = render(widget, size: .medium, options: RenderOptions(output: .ansi(.trueColor)))
    expectGolden(visibleEscapes(text), named: "ansi-links-medium")
    #expect(text.contains("\u{1B}]8;id=w0;todos://todo/1\u{1B}\\"))
    #expect(text.contains("\u{1B}]8;id=w1;todos://todo/2\u{1B}\\"))
  }

  @Test func smallWidgetHasOnlyTheWidgetURL() {
    let widget = SampleListWidget(
      title: "Todos", rows: Array(SampleListWidget.todos.prefix(2)), showsHeader: false)
    let text = render(widget, size: .small, options: RenderOptions(output: .ansi(.none)))
    #expect(text.contains("todos://todo/1"))
    #expect(!text.contains("todos://todo/2"))
  }

  @Test func everyLineEndsReset() {
    let text = render(Self.styled, size: .medium, options: RenderOptions(output: .ansi(.ansi16)))
    let lines = text.split(separator: "\n")
    #expect(lines.contains { $0.contains("\u{1B}[") })
    for line in lines {
      let lastSGR = line.ranges(of: "\u{1B}[").last.map { String(line[$0.lowerBound...]) }
      #expect(lastSGR.map { $0.hasPrefix("\u{1B}[0m") } ?? true, "\(line)")
    }
  }
}
