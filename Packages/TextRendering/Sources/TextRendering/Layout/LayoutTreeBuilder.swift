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
    let picture = environment.surface == .picture
    var inner = environment
    inner.stackAxis = nil
    switch node {
    case .empty:
      return LayoutNode(.empty)
    case .text(let text):
      return LayoutNode(.text(TextBlock(text: text, environment: environment, singleLine: false)))
    case .symbol(let glyph, let name):
      var block = TextBlock(text: glyph, environment: environment, singleLine: true)
      block.symbol = name
      return LayoutNode(.text(block))
    case .spacer(let minLength):
      let cells = environment.stackAxis == .horizontal ? 1 : 0
      let length = minLength ?? (picture ? Self.pointSpacing : cells)
      return LayoutNode(.spacer(minLength: length, axis: environment.stackAxis))
    case .divider:
      return LayoutNode(.divider(axis: environment.stackAxis, style: environment.style))
    case .stack(let spec, let children):
      inner.stackAxis = spec.axis
      return LayoutNode(.stack(spec), children.map { build($0, inner) })
    case .group(let children):
      let spec = StackSpec(
        axis: .vertical, crossAlignment: .center, spacing: 0, isDefaultSpacing: true)
      return build(.stack(spec, children), environment)
    case .zStack(let alignment, let children):
      return LayoutNode(.zStack(alignment), children.map { build($0, inner) })
    case .environment(let change, let child):
      var changed = environment
      change.apply(&changed)
      return build(child, changed)
    case .padding(let insets, let defaultEdges, let child):
      let resolved = picture ? Self.pointInsets(insets, defaultEdges: defaultEdges) : insets
      return LayoutNode(.padding(resolved), [build(child, environment)])
    case .frame(let spec, let child):
      return LayoutNode(.frame(spec), [build(child, environment)])
    case .background(let fill, let child):
      let node = LayoutNode(.background(fill), [build(child, environment)])
      node.accentable = environment.accentable
      return node
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
    case .surfaceSwitch(let terminal, let picture):
      return build(environment.surface == .picture ? picture : terminal, environment)
    case .shape(let spec):
      var style = environment.style
      style.foreground = spec.fill ?? style.foreground
      let node = LayoutNode(.shape(spec, style))
      node.accentable = environment.accentable
      return node
    case .groupBox(let label, let content):
      var labelEnvironment = inner
      if picture { labelEnvironment.font = .headline }
      let labelNode = build(label, labelEnvironment)
      let spec = StackSpec(
        axis: .vertical, crossAlignment: .leading, spacing: 0, isDefaultSpacing: true)
      let contentNode = build(.stack(spec, content.flattened), inner)
      return LayoutNode(.groupBox(environment.style), [labelNode, contentNode])
    }
  }

  /// SwiftUI's default spacing between views and a spacer's least length, in points.
  static let pointSpacing = 8

  /// SwiftUI's default padding, in points.
  static let pointPadding = 16

  /// `insets` in points: SwiftUI's 16 points on the edges that asked for the default.
  static func pointInsets(_ insets: EdgeInsets, defaultEdges: Edge.Set) -> EdgeInsets {
    guard !defaultEdges.isEmpty else { return insets }
    func length(_ edge: Edge.Set, _ given: Int) -> Int {
      defaultEdges.contains(edge) ? pointPadding : given
    }
    return EdgeInsets(
      top: length(.top, insets.top), leading: length(.leading, insets.leading),
      bottom: length(.bottom, insets.bottom), trailing: length(.trailing, insets.trailing))
  }
}
