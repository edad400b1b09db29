/// A node of the tree the layout pass works on, with the environment already applied and
/// sizes memoised per proposal (layout asks the same node the same question many times).
///
/// A class so the memo tables can fill in while the tree is walked; a tree lives for one
/// render on one thread and is never shared, so it needs no `Sendable` conformance.
final class LayoutNode {
  enum Kind {
    case empty
    case text(TextBlock)
    case spacer(minLength: Int, axis: Axis?)
    case divider(axis: Axis?, style: CellStyle)
    case stack(StackSpec)
    case zStack(Alignment)
    case padding(EdgeInsets)
    case frame(FrameSpec)
    case background(Fill)
    case clipped
    case offset(x: Int, y: Int)
    case link(Int)
    case groupBox(CellStyle)
  }

  let kind: Kind
  let children: [LayoutNode]
  var sizes: [Size: Size] = [:]
  var stackPlans: [Size: [Size]] = [:]
  var textLines: [Size: [[Glyph]]] = [:]

  init(_ kind: Kind, _ children: [LayoutNode] = []) {
    self.kind = kind
    self.children = children
  }

  var isSpacer: Bool {
    if case .spacer = kind { return true }
    return false
  }
}

/// A text or symbol ready for layout: its glyphs and how it is drawn.
struct TextBlock {
  var text: String
  var glyphs: [Glyph]
  var style: CellStyle
  var lineLimit: Int?
  var alignment: TextAlignment
  var shrink: ShrinkRule?
  var redacted: Bool

  init(text: String, environment: LayoutEnvironment, singleLine: Bool) {
    self.text = environment.transform(text)
    self.glyphs = TextWrapper.glyphs(self.text)
    self.style = environment.style
    self.lineLimit = singleLine ? 1 : environment.lineLimit
    self.alignment = environment.textAlignment
    self.shrink = singleLine ? nil : environment.shrink
    self.redacted = environment.redacted
  }

  /// The glyphs of a line as drawn: as is, or as same-width block runs when redacted.
  func drawn(_ line: [Glyph]) -> [Glyph] {
    guard redacted else { return line }
    return line.flatMap { glyph -> [Glyph] in
      glyph.isSpace ? [glyph] : Array(repeating: TextBlock.block, count: glyph.width)
    }
  }

  static let block = Glyph("\u{2588}")
}

/// Turns a resolved view into a layout tree, applying environment changes and collecting the
/// widget-wide settings (`widgetURL`, `containerBackground`) and link targets.
struct LayoutTreeBuilder {
  let allowsLinkRegions: Bool
  private(set) var links: [String] = []
  private(set) var widgetURL: String?
  private(set) var containerBackground: Fill?

  init(allowsLinkRegions: Bool) {
    self.allowsLinkRegions = allowsLinkRegions
  }

  mutating func build(_ node: ViewNode, _ environment: LayoutEnvironment) -> LayoutNode {
    var inner = environment
    inner.stackAxis = nil
    switch node {
    case .empty:
      return LayoutNode(.empty)
    case .text(let text):
      return LayoutNode(.text(TextBlock(text: text, environment: environment, singleLine: false)))
    case .symbol(let glyph):
      return LayoutNode(.text(TextBlock(text: glyph, environment: environment, singleLine: true)))
    case .spacer(let minLength):
      let length = minLength ?? (environment.stackAxis == .horizontal ? 1 : 0)
      return LayoutNode(.spacer(minLength: length, axis: environment.stackAxis))
    case .divider:
      return LayoutNode(.divider(axis: environment.stackAxis, style: environment.style))
    case .stack(let spec, let children):
      inner.stackAxis = spec.axis
      return LayoutNode(.stack(spec), children.map { build($0, inner) })
    case .group(let children):
      let spec = StackSpec(axis: .vertical, crossAlignment: .center, spacing: 0)
      return build(.stack(spec, children), environment)
    case .zStack(let alignment, let children):
      return LayoutNode(.zStack(alignment), children.map { build($0, inner) })
    case .environment(let change, let child):
      var changed = environment
      change.apply(&changed)
      return build(child, changed)
    case .padding(let insets, let child):
      return LayoutNode(.padding(insets), [build(child, environment)])
    case .frame(let spec, let child):
      return LayoutNode(.frame(spec), [build(child, environment)])
    case .background(let fill, let child):
      return LayoutNode(.background(fill), [build(child, environment)])
    case .clipped(let child):
      return LayoutNode(.clipped, [build(child, environment)])
    case .offset(let x, let y, let child):
      return LayoutNode(.offset(x: x, y: y), [build(child, environment)])
    case .link(let target, let child):
      guard allowsLinkRegions else { return build(child, environment) }
      let index = links.firstIndex(of: target) ?? links.count
      if index == links.count { links.append(target) }
      return LayoutNode(.link(index), [build(child, environment)])
    case .widgetURL(let target, let child):
      if widgetURL == nil { widgetURL = target }
      return build(child, environment)
    case .containerBackground(let fill, let child):
      if containerBackground == nil { containerBackground = fill }
      return build(child, environment)
    case .groupBox(let label, let content):
      let labelNode = build(label, inner)
      let spec = StackSpec(axis: .vertical, crossAlignment: .leading, spacing: 0)
      let contentNode = build(.stack(spec, content.flattened), inner)
      return LayoutNode(.groupBox(environment.style), [labelNode, contentNode])
    }
  }
}
