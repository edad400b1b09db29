import Testing

@testable import TextRendering

/// Extreme lengths from app code are clamped instead of overflowing.
@Suite struct ExtremeLengthTests {
  @Test func hugeLengthsDoNotOverflow() {
    let view = HStack(spacing: .max) {
      Spacer(minLength: .max)
      Spacer(minLength: .max)
      Text("x").padding(.max).frame(width: .max, height: .max).offset(x: .max, y: .min)
    }
    .padding(EdgeInsets(top: .max, leading: .max, bottom: .max, trailing: .max))
    let canvas = Canvas(rendering: view, size: CanvasSize(columns: .max, rows: 3))
    #expect(canvas.columns == CanvasSize.maximumLength)
    #expect(canvas.rows == 3)
  }
}
