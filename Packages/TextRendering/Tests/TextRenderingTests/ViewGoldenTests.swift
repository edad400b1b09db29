import Foundation
import Testing

@testable import TextRendering

/// One golden case: a view rendered in a box, framed so the box's edges show.
struct GoldenCase: CustomTestStringConvertible, Sendable {
  let name: String
  let size: CanvasSize
  let view: AnyView
  var options = RenderOptions(frame: true)

  var testDescription: String { name }
}

@Suite struct ViewGoldenTests {
  static let cases: [GoldenCase] = [
    GoldenCase(name: "text-simple", size: .small, view: AnyView(Text("Hello, widget"))),
    GoldenCase(
      name: "vstack-leading", size: .medium,
      view: AnyView(
        VStack(alignment: .leading, spacing: 1) {
          Text("First")
          Text("Second, a little longer")
          Text("Third")
        })),
    GoldenCase(
      name: "hstack-spacer", size: .medium,
      view: AnyView(
        HStack {
          Text("Todos").font(.headline)
          Spacer()
          Text("12:30")
        })),
  ]

  @Test(arguments: cases)
  func rendersAsGolden(_ golden: GoldenCase) {
    expectGolden(
      render(golden.view, size: golden.size, options: golden.options), named: golden.name)
  }
}
