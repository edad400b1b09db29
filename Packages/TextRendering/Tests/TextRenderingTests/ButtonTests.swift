import Foundation
import Testing

@testable import TextRendering

/// `Button(intent:label:)`: its label's cells carry the intent's link, and a drawn frame tells
/// which button a cell belongs to.
@Suite struct ButtonTests {
  static func widget() -> some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        Button(intent: "todos://intent/toggle?id=1") { Text("[ ]") }
        Link("first", destination: URL(string: "todos://todo/1")!)
      }
      HStack {
        Text("界")
        Button("next", intent: "dadjokes://intent/next")
      }
    }
  }

  static let size = CanvasSize(columns: 24, rows: 6)

  /// The row and column of `text`'s first character in the plain frame.
  static func position(of text: String, in plain: String) -> (row: Int, column: Int)? {
    let rows = plain.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (row, line) in rows.enumerated() {
      if let range = line.range(of: text) {
        return (row, String(line[..<range.lowerBound]).terminalWidth)
      }
    }
    return nil
  }

  @Test func theLabelCarriesTheLink() {
    let canvas = Canvas(rendering: Self.widget(), size: Self.size)
    #expect(canvas.links.contains("todos://intent/toggle?id=1"))
    #expect(canvas.links.contains("dadjokes://intent/next"))
    let plain = render(Self.widget(), size: Self.size)
    #expect(plain.contains("[ ] first"))
    #expect(plain.contains("界 [next]"))
  }

  @Test func regionsAreFoundInTheWrittenFrame() throws {
    let frame = render(
      Self.widget(), size: Self.size,
      options: RenderOptions(output: .ansi(.trueColor)))
    let regions = ButtonRegions(frame: frame)
    let plain = render(Self.widget(), size: Self.size)
    // The toggle's three cells, then a space, then the link's five.
    let toggle = try #require(Self.position(of: "[ ]", in: plain))
    let toggleLink = "todos://intent/toggle?id=1"
    #expect(regions.target(atColumn: toggle.column, row: toggle.row) == toggleLink)
    #expect(regions.target(atColumn: toggle.column + 2, row: toggle.row) == toggleLink)
    #expect(regions.target(atColumn: toggle.column + 3, row: toggle.row) == nil)
    #expect(regions.target(atColumn: toggle.column + 4, row: toggle.row) == "todos://todo/1")
    // A wide character takes two cells before the button.
    let next = try #require(Self.position(of: "[next]", in: plain))
    let wide = try #require(Self.position(of: "界", in: plain))
    #expect(next.column == wide.column + 3)
    #expect(regions.target(atColumn: next.column, row: next.row) == "dadjokes://intent/next")
    #expect(regions.target(atColumn: next.column - 1, row: next.row) == nil)
    let intents = regions.targets { $0.contains("://intent/") }
    #expect(intents == ["todos://intent/toggle?id=1", "dadjokes://intent/next"])
  }

  @Test func aRefusedLinkLeavesThePlainLabel() {
    let button = Button(intent: "javascript:alert(1)") { Text("x") }
    let canvas = Canvas(rendering: button, size: CanvasSize(columns: 5, rows: 1))
    #expect(canvas.links.isEmpty)
  }
}
