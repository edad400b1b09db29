import Foundation
import Testing
import TextRenderingTestSupport

@testable import TextRendering

/// A list widget in every family size, plus wide and emoji text, an overlong title, a hostile
/// string with escape sequences, and redaction.
@Suite struct FamilyGoldenTests {
  static let families: [(String, CanvasSize)] = [
    ("small", .small), ("medium", .medium), ("large", .large), ("extra-large", .extraLarge),
  ]

  static let cases: [GoldenCase] =
    families.map { name, size in
      GoldenCase(
        name: "family-\(name)", size: size,
        view: AnyView(
          SampleListWidget(title: "Todos", rows: SampleListWidget.todos, showsHeader: true)))
    } + [
      GoldenCase(
        name: "joke-medium", size: .medium,
        view: AnyView(
          SampleJokeWidget(
            joke: "Why don't eggs tell jokes? They'd crack each other up, and that would be "
              + "a real mess in the kitchen on a Monday morning"))),
      GoldenCase(
        name: "wide-cjk", size: .small,
        view: AnyView(Text("東京都の天気は晴れ、気温は二十度です。"))),
      GoldenCase(
        name: "emoji-sequences", size: .medium,
        view: AnyView(
          VStack(alignment: .leading) {
            Text("Flags 🇺🇸🇯🇵 end")
            Text("Family 👨‍👩‍👧 end")
            Text("Keycap 1️⃣ heart ❤️ end")
            Text("Skin 👍🏽 text-style ☺︎ end")
            Text("Combining e\u{301} vs é end")
          })),
      GoldenCase(
        name: "wide-truncation", size: .small,
        view: AnyView(Text("絵文字😀と漢字が混ざったとても長いタイトルです").lineLimit(1))),
      GoldenCase(
        name: "overlong-title", size: .medium,
        view: AnyView(
          SampleListWidget(
            title: String(repeating: "Overlong title ", count: 8),
            rows: [(false, String(repeating: "overlongwordwithoutspaces", count: 6))],
            showsHeader: true))),
      GoldenCase(
        name: "hostile-string", size: .medium,
        view: AnyView(
          VStack(alignment: .leading) {
            Text(
              "evil\u{1B}[2J\u{1B}[H title\u{1B}]0;pwned\u{07} \u{1B}]8;;http://evil\u{1B}\\link"
                + "\u{1B}]8;;\u{1B}\\ end\u{9B}31m\u{7F}\u{0}")
            Text("bidi \u{202E}txet desrever\u{202C} ok\r\nnext line\ttab")
            Link("label\u{1B}[5m blink", destination: URL(string: "todos://todo/1")!)
          })),
      GoldenCase(
        name: "redacted-widget", size: .large,
        view: AnyView(
          SampleListWidget(title: "Todos", rows: SampleListWidget.todos, showsHeader: true)),
        options: RenderOptions(frame: true, redacted: true)),
    ]

  @Test(arguments: cases)
  func rendersAsGolden(_ golden: GoldenCase) {
    expectGolden(golden.rendered(), named: golden.name)
  }

  @Test(arguments: families.map(\.1))
  func redactionKeepsLayout(_ size: CanvasSize) {
    let widget = SampleListWidget(title: "Todos", rows: SampleListWidget.todos, showsHeader: true)
    let plain = Canvas(rendering: widget, size: size)
    let redacted = Canvas(rendering: widget, size: size, options: RenderOptions(redacted: true))
    for row in 0..<plain.rows {
      for column in 0..<plain.columns {
        let original = plain[column, row].character
        let placeholder = redacted[column, row].character
        #expect(
          (original == " ") == (placeholder == " "),
          "cell (\(column), \(row)): \(original) vs \(placeholder)")
      }
    }
  }
}
