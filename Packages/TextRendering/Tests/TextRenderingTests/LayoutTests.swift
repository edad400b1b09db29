import Testing

@testable import TextRendering

/// Sizes chosen by the layout pass for small trees, checked against SwiftUI's behaviour.
@Suite struct LayoutTests {
  func size(_ view: some View, _ width: Int, _ height: Int) -> Size {
    var builder = LayoutTreeBuilder(allowsLinkRegions: true)
    let root = builder.build(AnyView(view).node, LayoutEnvironment())
    return LayoutEngine.size(root, Size(width: width, height: height))
  }

  @Test(arguments: [
    (40, 5, Size(width: 11, height: 1)),
    (6, 5, Size(width: 5, height: 2)),
    (6, 1, Size(width: 6, height: 1)),
    (0, 5, Size.zero),
  ])
  func textTakesWhatItNeeds(_ width: Int, _ height: Int, _ expected: Size) {
    #expect(size(Text("hello world"), width, height) == expected)
  }

  @Test func spacerAbsorbsExtraRoomInAnHStack() {
    let view = HStack {
      Text("a")
      Spacer()
      Text("b")
    }
    #expect(size(view, 30, 3) == Size(width: 30, height: 1))
  }

  @Test func fixedFrameTakesNoExtraRoom() {
    let view = HStack(spacing: 0) {
      Text("x").frame(width: 4)
      Text("a text that wraps when narrow")
    }
    // The frame keeps 4 columns; the text gets the other 16 and wraps to "a text that",
    // "wraps when", "narrow".
    #expect(size(view, 20, 5) == Size(width: 4 + 11, height: 3))
  }

  @Test func lessFlexibleChildIsSatisfiedFirst() {
    let view = HStack(spacing: 0) {
      Text("short")
      Text("a much longer text that would take the whole row")
    }
    var builder = LayoutTreeBuilder(allowsLinkRegions: true)
    let root = builder.build(AnyView(view).node, LayoutEnvironment())
    guard case .stack(let spec) = root.kind else {
      Issue.record("expected a stack")
      return
    }
    let plan = LayoutEngine.stack(spec).plan(root, Size(width: 20, height: 4))
    #expect(plan.map(\.width) == [5, 15])
  }

  @Test func vStackSpacingAndAlignment() {
    let view = VStack(alignment: .trailing, spacing: 2) {
      Text("a")
      Text("bbb")
    }
    #expect(size(view, 10, 10) == Size(width: 3, height: 4))
  }

  @Test func paddingAddsAroundButNeverExceedsTheProposal() {
    #expect(size(Text("hi").padding(3), 20, 20) == Size(width: 8, height: 7))
    #expect(size(Text("hi").padding(3), 5, 5) == Size(width: 5, height: 5))
  }

  @Test func infiniteFrameTakesTheProposal() {
    #expect(size(Text("hi").frame(maxWidth: .infinity), 17, 4) == Size(width: 17, height: 1))
    #expect(
      size(Text("hi").frame(maxWidth: .infinity, maxHeight: .infinity), 17, 4)
        == Size(width: 17, height: 4))
    #expect(size(Text("hi").frame(minWidth: 6), 17, 4) == Size(width: 6, height: 1))
  }

  @Test func groupBoxAddsBorderAndSpace() {
    let view = GroupBox("T") { Text("content") }
    #expect(size(view, 40, 10) == Size(width: 11, height: 3))
  }

  @Test func dividerFollowsTheStackAxis() {
    #expect(size(VStack { Divider() }, 12, 5) == Size(width: 12, height: 1))
    #expect(size(HStack { Divider() }, 12, 5) == Size(width: 1, height: 5))
  }
}
