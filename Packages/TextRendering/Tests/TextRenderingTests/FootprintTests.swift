import Foundation
import Testing

@testable import TextRendering

/// A widget's box is its whole footprint: framed or not, with any content margins, the render
/// is exactly the box's columns × rows, and a frame is the box's own edge.
@Suite struct FootprintTests {
  /// One way to draw a widget: a box, whether it is framed, and its content margins.
  struct Case: CustomTestStringConvertible, Sendable {
    let size: CanvasSize
    let frame: Bool
    let margins: EdgeInsets

    var options: RenderOptions { RenderOptions(frame: frame, contentMargins: margins) }

    var testDescription: String {
      "\(size.columns)×\(size.rows)\(frame ? " framed" : "")"
        + (margins == .zero ? " no margins" : "")
    }
  }

  static let sizes: [CanvasSize] = [.small, .medium, .large, .extraLarge]

  static let cases: [Case] = sizes.flatMap { size in
    [true, false].flatMap { frame in
      [EdgeInsets.widgetContentMargins, .zero].map {
        Case(size: size, frame: frame, margins: $0)
      }
    }
  }

  /// A view that fills whatever it is given with text.
  static let filler = VStack(spacing: 0) {
    ForEach(Array(0..<30), id: \.self) { _ in
      Text(String(repeating: "x", count: 120)).lineLimit(1)
    }
  }
  .frame(maxWidth: .infinity, maxHeight: .infinity)

  @Test(arguments: cases)
  func theRenderIsExactlyTheBox(_ footprint: Case) {
    let canvas = Canvas(rendering: Self.filler, size: footprint.size, options: footprint.options)
    #expect(canvas.columns == footprint.size.columns)
    #expect(canvas.rows == footprint.size.rows)
    let lines = render(Self.filler, size: footprint.size, options: footprint.options)
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == footprint.size.rows)
    #expect(lines.allSatisfy { String($0).terminalWidth == footprint.size.columns })
  }

  @Test(arguments: cases.filter(\.frame))
  func theFrameIsTheBoxsEdgeAndTheContentStaysInside(_ footprint: Case) {
    let canvas = Canvas(rendering: Self.filler, size: footprint.size, options: footprint.options)
    let (right, bottom) = (canvas.columns - 1, canvas.rows - 1)
    #expect(canvas[0, 0].character == "╭")
    #expect(canvas[right, 0].character == "╮")
    #expect(canvas[0, bottom].character == "╰")
    #expect(canvas[right, bottom].character == "╯")
    for column in 1..<right {
      #expect(canvas[column, 0].character == "─")
      #expect(canvas[column, bottom].character == "─")
    }
    for row in 1..<bottom {
      #expect(canvas[0, row].character == "│")
      #expect(canvas[right, row].character == "│")
    }
    #expect(canvas[1, 1].character == (footprint.margins == .zero ? "x" : " "))
  }

  @Test(arguments: sizes)
  func theDefaultMarginsGiveTheContentTheSameCellsFramedOrNot(_ size: CanvasSize) {
    let widget = SampleListWidget(title: "Todos", rows: SampleListWidget.todos, showsHeader: true)
    let framed = Canvas(rendering: widget, size: size, options: RenderOptions(frame: true))
    let unframed = Canvas(rendering: widget, size: size)
    for row in 1..<(size.rows - 1) {
      for column in 1..<(size.columns - 1) {
        #expect(framed[column, row] == unframed[column, row], "cell (\(column), \(row))")
      }
    }
  }
}
