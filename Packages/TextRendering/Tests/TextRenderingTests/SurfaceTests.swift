import Testing

@testable import TextRendering

/// The surface switch, shapes, font sizes and the accentable flag on the terminal surface.
@Suite struct SurfaceTests {
  func drawn(_ view: some View, _ columns: Int, _ rows: Int) -> String {
    render(
      view, size: CanvasSize(columns: columns, rows: rows),
      options: RenderOptions(contentMargins: .zero))
  }

  @Test func aTerminalTakesTheTerminalBranch() {
    let view = SurfaceSwitch {
      Text("cells")
    } picture: {
      Text("points")
    }
    #expect(drawn(view, 6, 1) == "cells ")
  }

  @Test func aPictureTakesThePictureBranch() {
    var builder = LayoutTreeBuilder(allowsLinkRegions: true)
    var environment = LayoutEnvironment()
    environment.surface = .picture
    let view = SurfaceSwitch {
      Text("cells")
    } picture: {
      Text("points")
    }
    let root = builder.build(AnyView(view).node, environment)
    guard case .text(let block) = root.kind else {
      Issue.record("expected text, got \(root.kind)")
      return
    }
    #expect(block.text == "points")
  }

  @Test func shapesFillTheirFrameWithBlocks() {
    let view = HStack(spacing: 1) {
      RoundedRectangle(cornerRadius: 8).fill(.red).frame(width: 3, height: 2)
      Capsule().frame(width: 8, height: 2)
      Circle().frame(width: 8, height: 4)
    }
    let expected = [
      "              ██████ ", "███ ████████ ████████", "███ ████████ ████████",
      "              ██████ ",
    ]
    #expect(drawn(view, 21, 4) == expected.joined(separator: "\n"))
  }

  @Test func aShapeIsFlexibleInAStack() {
    let view = HStack(spacing: 0) {
      Text("ab")
      Capsule()
    }
    let drawn = drawn(view, 10, 1)
    #expect(drawn == "ab████████")
  }

  @Test(arguments: [
    (Font.largeTitle, 34.0), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17),
    (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12),
    (.caption2, 11), (.system(size: 40, weight: .bold), 40), (.system(size: .nan), 17),
  ])
  func fontsHaveSwiftUIsPointSizes(_ font: Font, _ size: Double) {
    #expect(font.size == size)
  }

  @Test func systemWeightsMapOntoTheTerminal() {
    #expect(Font.system(size: 12, weight: .bold).isBold)
    #expect(Font.system(size: 12, weight: .light).isDim)
    #expect(Font.headline.isPictureBold)
    #expect(!Font.title.isPictureBold)
  }

  @Test func accentableReachesTheText() {
    var builder = LayoutTreeBuilder(allowsLinkRegions: true)
    let root = builder.build(
      AnyView(Text("a").widgetAccentable()).node, LayoutEnvironment())
    guard case .text(let block) = root.kind else {
      Issue.record("expected text, got \(root.kind)")
      return
    }
    #expect(block.accentable)
  }
}
