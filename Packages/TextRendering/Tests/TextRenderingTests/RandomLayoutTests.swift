import Foundation
import Testing

@testable import TextRendering

/// A small deterministic generator (SplitMix64), so random trees are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Builds random view trees from every view type and most modifiers.
struct RandomTreeBuilder {
  var generator: SeededGenerator

  static let words = [
    "todo", "東京", "😀", "👨‍👩‍👧", "supercalifragilistic", "and", "Monday", "e\u{301}", "a", "",
    "line\nbreak", "\u{1B}[2J", "❤️", "ok",
  ]

  mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &generator)
  }

  mutating func text() -> AnyView {
    let count = int(0...12)
    let words = (0..<count).map { _ in Self.words[int(0...(Self.words.count - 1))] }
    return AnyView(Text(words.joined(separator: " ")))
  }

  mutating func children(_ depth: Int) -> [AnyView] {
    (0..<int(0...4)).map { _ in view(depth: depth + 1) }
  }

  mutating func view(depth: Int) -> AnyView {
    let leafOnly = depth >= 4
    switch int(0...(leafOnly ? 4 : 10)) {
    case 0, 1: return text()
    case 2: return AnyView(Spacer(minLength: int(0...3)))
    case 3: return AnyView(Divider())
    case 4: return AnyView(Image(systemName: ["checkmark", "person", "nope.none"][int(0...2)]))
    case 5:
      let items = children(depth)
      return AnyView(
        VStack(alignment: .leading, spacing: int(0...2)) {
          ForEach(items.indices, id: \.self) { items[$0] }
        })
    case 6:
      let items = children(depth)
      return AnyView(
        HStack(spacing: int(0...3)) { ForEach(items.indices, id: \.self) { items[$0] } })
    case 7:
      let items = children(depth)
      return AnyView(
        ZStack(alignment: .bottomTrailing) { ForEach(items.indices, id: \.self) { items[$0] } })
    case 8:
      let content = view(depth: depth + 1)
      return AnyView(GroupBox("box", systemImage: "list.dash") { content })
    case 9:
      return modified(view(depth: depth + 1))
    default:
      let content = view(depth: depth + 1)
      return AnyView(Link(destination: URL(string: "todos://todo/\(depth)")!) { content })
    }
  }

  mutating func modified(_ view: AnyView) -> AnyView {
    switch int(0...9) {
    case 0: return view.padding(int(0...5))
    case 1: return view.frame(width: int(0...120), height: int(0...30), alignment: .bottomTrailing)
    case 2: return view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    case 3: return view.frame(minWidth: int(0...60), maxWidth: FrameLength(int(0...90)))
    case 4: return view.lineLimit(int(0...3))
    case 5: return view.minimumScaleFactor(0.5)
    case 6: return view.background(Color.blue)
    case 7: return view.multilineTextAlignment(.trailing).font(.headline)
    case 8: return view.redacted(reason: .placeholder)
    default: return view.padding([.leading, .bottom], int(0...8))
    }
  }
}

@Suite struct RandomLayoutTests {
  static let sizes: [CanvasSize] = [
    .small, .medium, .large, .extraLarge, CanvasSize(columns: 3, rows: 2),
    CanvasSize(columns: 0, rows: 0),
  ]

  @Test(arguments: 0..<60)
  func nothingIsDrawnOutsideTheBox(seed: Int) {
    var builder = RandomTreeBuilder(generator: SeededGenerator(seed: UInt64(seed)))
    let view = builder.view(depth: 0)
    let size = Self.sizes[seed % Self.sizes.count]
    let canvas = Canvas(rendering: view, size: size, options: RenderOptions(frame: true))
    #expect(canvas.rejectedWrites == 0, "layout tried to draw outside its frame, seed \(seed)")
    #expect(canvas.columns == size.columns && canvas.rows == size.rows, "footprint, seed \(seed)")
    let content = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
      .inset(by: .widgetContentMargins)
    for row in 0..<canvas.rows {
      for column in 0..<canvas.columns {
        let onFrame =
          row == 0 || column == 0 || row == canvas.rows - 1
          || column == canvas.columns - 1
        let cell = canvas[column, row]
        if onFrame {
          #expect(
            cell.character != " " || canvas.columns < 2 || canvas.rows < 2,
            "frame intact, seed \(seed)")
        } else if !content.contains(x: column, y: row) {
          #expect(cell.character == " " && cell.style.background == nil, "margin, seed \(seed)")
        }
      }
    }
    let plain = PlainTextWriter().write(canvas).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(plain.count == canvas.rows || canvas.rows == 0)
    #expect(plain.allSatisfy { String($0).terminalWidth == canvas.columns })
  }
}
