import Foundation
import Testing
import TextRendering
import TextRenderingTestSupport
import Timelines
import TodoDomain

@testable import TodoWidget

@Suite struct TodoWidgetGoldenTests {
  static let date = Date(timeIntervalSince1970: 1_795_356_000)  // Sun 2026-11-22 14:00 UTC
  static let utc = TimeZone(identifier: "UTC") ?? .current

  static let firstFive = [
    Todo(userId: 1, id: 1, title: "delectus aut autem", completed: false),
    Todo(userId: 1, id: 2, title: "quis ut nam facilis et officia qui", completed: false),
    Todo(userId: 1, id: 3, title: "fugiat veniam minus", completed: false),
    Todo(userId: 1, id: 4, title: "et porro tempora", completed: true),
    Todo(
      userId: 1, id: 5,
      title: "laboriosam mollitia et enim quasi adipisci quia provident illum", completed: false),
  ]

  struct Sample: Sendable, CustomTestStringConvertible {
    let name: String
    let todos: [Todo]
    var testDescription: String { name }
  }

  static let samples: [Sample] = [
    Sample(name: "first-five", todos: firstFive),
    Sample(name: "placeholder", todos: TodoEntry.placeholder(at: date).todos),
    Sample(name: "empty", todos: []),
    Sample(
      name: "long-title",
      todos: [
        Todo(
          userId: 3, id: 41,
          title: "sequi ut omnis et molestiae ullam assumenda quis doloremque ad et provident "
            + "sit ut dolores", completed: true)
      ] + firstFive),
    Sample(
      name: "hostile-title",
      todos: [
        Todo(
          userId: 9, id: 6,
          title:
            "\u{1B}[2J\u{1B}]0;pwned\u{07}clear \u{1B}]8;;https://evil.example\u{1B}\\me\u{9B}31m",
          completed: false)
      ]),
    Sample(
      name: "wide-text",
      todos: [Todo(userId: 2, id: 7, title: "東京で牛乳を買う 🥛 and 🇯🇵 flags", completed: true)]),
  ]

  /// The golden file names' family stem (`medium-first-five.txt`); the test's own, so the widget
  /// tests need no command-line package.
  static func stem(of family: WidgetFamily) -> String {
    switch family {
    case .systemSmall: "small"
    case .systemMedium: "medium"
    case .systemLarge: "large"
    case .systemExtraLarge: "extraLarge"
    }
  }

  @Test(arguments: samples, [WidgetFamily.systemMedium, .systemLarge])
  func rendersFamily(_ sample: Sample, _ family: WidgetFamily) {
    let view = TodoWidgetView(
      entry: TodoEntry(date: Self.date, todos: sample.todos), family: family, timeZone: Self.utc)
    let size: CanvasSize = family == .systemMedium ? .medium : .large
    let text = render(view, size: size, options: RenderOptions(frame: true))
    expectGolden(text, named: "\(Self.stem(of: family))-\(sample.name)")
    #expect(!text.contains("\u{1B}"))
  }

  @Test func largeRowsAreLinksToTheirTodos() {
    let view = TodoWidgetView(
      entry: TodoEntry(date: Self.date, todos: Self.firstFive), family: .systemLarge,
      timeZone: Self.utc)
    let text = render(view, size: .large, options: RenderOptions(output: .ansi(.trueColor)))
    for id in 1...5 { #expect(text.contains("todos://todo/\(id)")) }
    expectGolden(visibleEscapes(text), named: "large-ansi-truecolor")
  }

  @Test func mediumWidgetURLOpensTheFirstTodo() {
    let view = TodoWidgetView(
      entry: TodoEntry(date: Self.date, todos: Self.firstFive), family: .systemMedium)
    let text = render(view, size: .medium, options: RenderOptions(output: .ansi(.ansi16)))
    #expect(text.contains(";todos://todo/1\u{1B}\\"))
    #expect(!text.contains("todos://todo/2"))
  }
}
