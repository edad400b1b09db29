import Foundation
import Testing

@testable import TextRendering

/// The point layout of pictures: SwiftUI's spacing, padding, wrapping, truncation and
/// shrinking in points, measured with ``PictureMetrics/measure``.
@Suite struct PointLayoutTests {
  let measure = PictureMetrics.measure

  func root(_ view: some View, redacted: Bool = false) -> LayoutNode {
    var builder = LayoutTreeBuilder(allowsLinkRegions: true)
    var environment = LayoutEnvironment()
    environment.surface = .picture
    environment.redacted = redacted
    return builder.build(AnyView(view).node, environment)
  }

  func size(_ view: some View, _ width: Double, _ height: Double) -> PointSize {
    PointEngine.size(root(view), PointSize(width: width, height: height))
  }

  func lines(_ view: some View, _ width: Double, _ height: Double) -> PointLines? {
    let node = root(view)
    guard case .text(let block) = node.kind else { return nil }
    return PointEngine.textLines(node, block, PointSize(width: width, height: height))
  }

  func width(_ text: String, size: Double = 17, bold: Bool = false) -> Double {
    measure.width(of: text[...], size: size, bold: bold)
  }

  @Test func textTakesItsMeasuredWidthAndOneLineHeight() {
    let chosen = size(Text("hello world"), 300, 300)
    #expect(chosen == PointSize(width: width("hello world"), height: measure.lineHeight(size: 17)))
  }

  /// A stack that shares out a text's own width can hand it a hair less than it measures
  /// (sums of doubles): the text still takes one whole line.
  @Test func textGivenItsOwnWidthInAStackIsNeitherWrappedNorCut() {
    let svg = render(
      HStack(spacing: 8) {
        Text("S 5")
        Spacer(minLength: 8)
        Text("Passed").font(.headline)
      },
      size: .medium, options: RenderOptions(output: .svg(PictureStyle())))
    #expect(svg.contains(">Passed</text>"), "\(svg)")
    #expect(!svg.contains("\u{2026}"))
    let exact = width("Passed", bold: true)
    let given = lines(Text("Passed").font(.headline), exact - 1e-9, 100)
    #expect(given?.lines == ["Passed"])
  }

  @Test func stacksPutSwiftUIsEightPointsBetweenViews() {
    let chosen = size(
      HStack {
        Text("a")
        Text("b")
      }, 300, 100)
    #expect(chosen.width == width("a") + 8 + width("b"))
    let tall = size(
      VStack {
        Text("a")
        Text("b")
      }, 300, 100)
    #expect(tall.height == measure.lineHeight(size: 17) * 2 + 8)
  }

  @Test func defaultPaddingIsSixteenPoints() {
    let chosen = size(Text("a").padding(), 300, 100)
    #expect(chosen.width == width("a") + 32)
    #expect(size(Text("a").padding(.leading, 3), 300, 100).width == width("a") + 3)
  }

  @Test func textWrapsAtWordsThenTruncatesWithAnEllipsis() throws {
    let text = "one two three four five six"
    let narrow = width("one two three") + 1
    let wrapped = try #require(lines(Text(text), narrow, 1000))
    #expect(wrapped.lines == ["one two three", "four five six"])
    let cut = try #require(lines(Text(text).lineLimit(1), narrow, 1000))
    #expect(cut.lines.count == 1)
    #expect(cut.lines[0].hasSuffix("\u{2026}"))
    #expect(cut.width <= narrow)
    let short = try #require(lines(Text(text), narrow, measure.lineHeight(size: 17) * 1.5))
    #expect(short.lines.count == 1)
    #expect(short.lines[0].hasPrefix("one two th") && short.lines[0].hasSuffix("\u{2026}"))
  }

  @Test func aWordLongerThanALineBreaksBetweenCharacters() throws {
    let fitted = try #require(lines(Text("abcdefghij"), width("abcde") + 0.5, 1000))
    #expect(fitted.lines == ["abcde", "fghij"])
  }

  @Test func textOfferedHalfALineTakesItsLineAndLessThanThatNothing() {
    let line = measure.lineHeight(size: 17)
    #expect(size(Text("a"), 100, line * 0.6) == PointSize(width: width("a"), height: line))
    #expect(size(Text("a"), 100, line * 0.4) == .zero)
  }

  @Test func minimumScaleFactorShrinksTheFontBeforeTruncating() throws {
    let text = "a title a little too long"
    let room = width(text) * 0.8
    let shrunk = try #require(lines(Text(text).lineLimit(1).minimumScaleFactor(0.5), room, 100))
    #expect(shrunk.lines == [text])
    #expect(shrunk.fontSize < 17 && shrunk.fontSize >= 8.5)
    #expect(shrunk.width <= room)
    let plain = try #require(lines(Text(text).lineLimit(1), room, 100))
    #expect(plain.fontSize == 17)
    #expect(plain.lines[0].hasSuffix("\u{2026}"))
  }

  @Test func fontsSetTheirPointSize() throws {
    let title = try #require(lines(Text("Hi").font(.largeTitle), 300, 300))
    #expect(title.fontSize == 34)
    #expect(title.lineHeight == measure.lineHeight(size: 34))
  }

  @Test func spacersTakeTheRestAndShapesAreFlexible() {
    let view = HStack(spacing: 0) {
      Text("a")
      Spacer()
      Circle().frame(width: 20, height: 20)
    }
    #expect(size(view, 200, 50) == PointSize(width: 200, height: 20))
    #expect(size(Capsule(), 40, 10) == PointSize(width: 40, height: 10))
  }

  @Test func theSurfaceSwitchTakesThePictureBranch() {
    let view = SurfaceSwitch {
      Text("terminal")
    } picture: {
      Text("p")
    }
    let document = render(
      view, size: .small, options: RenderOptions(output: .svg(PictureStyle())))
    #expect(document.contains(">p</text>"))
    #expect(!document.contains("terminal"))
  }

  @Test func aTitledButtonIsTintedTextInAPictureAndBracketedOnATerminal() {
    let button = Button("next", intent: "todos://intent/next")
    let document = render(
      button, size: .medium, options: RenderOptions(output: .svg(PictureStyle())))
    #expect(document.contains("fill=\"#007aff\">next</text>"))
    #expect(document.contains("<a href=\"todos://intent/next\">"))
    #expect(render(button, size: .medium).contains("[next]"))
  }

  @Test func aGroupBoxIsAPanelWithAHeadlineAboveItsContent() {
    let view = GroupBox("Todos", systemImage: "list.dash") { Text("milk") }
    let document = render(
      view, size: .medium, options: RenderOptions(output: .svg(PictureStyle())))
    #expect(document.contains("rx=\"12\" fill=\"currentColor\" fill-opacity=\"0.08\"/>"))
    #expect(document.contains("font-weight=\"bold\">Todos</text>"))
    #expect(!document.contains("\u{256D}"))
  }

  @Test func knownSymbolsAreDrawnAndOthersAreGlyphs() {
    let view = HStack {
      Image(systemName: "checkmark.circle.fill").foregroundColor(.green)
      Image(systemName: "bolt")
      Text("👤 me")
    }
    let document = render(
      view, size: .medium, options: RenderOptions(output: .svg(PictureStyle())))
    #expect(document.contains("<path d=\"M10 1a9 9 0 1 0 0.001 0Z\" fill=\"#0dbc79\"/>"))
    #expect(document.contains(">\u{03DF}</text>"))
    #expect(document.contains(">👤 me</text>"))
    #expect(document.contains("&#39;Noto Color Emoji&#39;"))
  }

  @Test func redactedTextIsABarAsWideAsTheLine() {
    let node = root(Text("hidden words"), redacted: true)
    var scene = PictureScene()
    PointEngine.place(
      node, x: 0, y: 0, proposal: PointSize(width: 300, height: 100), scene: &scene)
    guard case .redaction(let bar, _, _) = scene.items.first else {
      Issue.record("expected a redaction bar, got \(scene.items)")
      return
    }
    #expect(bar.width == width("hidden words"))
    #expect(scene.items.count == 1)
  }

  @Test func accentableReachesTheScene() {
    let node = root(Text("a").widgetAccentable())
    var scene = PictureScene()
    PointEngine.place(
      node, x: 0, y: 0, proposal: PointSize(width: 300, height: 100), scene: &scene)
    guard case .line(let line) = scene.items.first else {
      Issue.record("expected a line, got \(scene.items)")
      return
    }
    #expect(line.accentable)
  }

  @Test func emojiAndWideCharactersMeasureWiderThanLetters() {
    #expect(width("👤") > width("a") * 2)
    #expect(width("漢") == 17)
    #expect(width("👨‍👩‍👧") == width("👤"))
  }
}
