import Foundation
import Testing
import TextRenderingTestSupport

@testable import TextRendering

/// The README's example view: its render is a golden, and the README shows that golden.
@Suite struct ReadmeExampleTests {
  static let todos = [
    (title: "Buy milk", done: true), (title: "Call the plumber about the sink", done: false),
    (title: "東京 trip 🗼", done: false),
  ]

  static var example: some View {
    VStack(alignment: .leading) {
      HStack {
        Label("Todos", systemImage: "list.dash").font(.headline)
        Spacer()
        Text("12:30").font(.caption)
      }
      Divider()
      ForEach(todos, id: \.title) { todo in
        Label(todo.title, systemImage: todo.done ? "checkmark.circle.fill" : "circle")
      }
    }
    .widgetURL(URL(string: "todos://todo/1"))
  }

  @Test func exampleRendersAsGolden() {
    let text = render(Self.example, size: .medium, options: RenderOptions(frame: true))
    expectGolden(text, named: "readme-example")
  }

  @Test func readmeShowsTheGolden() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let golden = try String(
      contentsOf: tests.appendingPathComponent("__Snapshots__/readme-example.txt"),
      encoding: .utf8)
    let readme = try String(
      contentsOf: tests.appendingPathComponent("../../README.md").standardizedFileURL,
      encoding: .utf8)
    #expect(readme.contains(golden), "README.md shows the current render of its example")
  }
}
