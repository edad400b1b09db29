/// A stack's layout in either length, the one algorithm both engines run: how the stack
/// proposes to its children (as ``StackSharing`` shares its length out), where it places them,
/// and the size it takes.
struct StackLayout<Length: LayoutLength> {
  /// Where a child goes along the stack, what it was offered and the size it chose.
  typealias Placement = (offset: Length, proposal: LayoutSize<Length>, size: LayoutSize<Length>)

  /// The stack's axis.
  let axis: Axis
  /// The gap between two children.
  let spacing: Length
  /// Where a node memoises its plans in this length.
  let plans: ReferenceWritableKeyPath<LayoutNode, [LayoutSize<Length>: [LayoutSize<Length>]]>
  /// The size a child chooses for a proposal: the engine's memoised `size`.
  let childSize: (LayoutNode, LayoutSize<Length>) -> LayoutSize<Length>

  /// How the stack `node` divides its length among its children for `proposal`: the proposal
  /// for each, memoised.
  func plan(_ node: LayoutNode, _ proposal: LayoutSize<Length>) -> [LayoutSize<Length>] {
    if let known = node[keyPath: plans][proposal] { return known }
    let cross = proposal.cross(axis)
    let gaps = spacing * Length(max(node.children.count - 1, 0))
    let available = max(0, proposal.main(axis) - gaps)
    let children = node.children.map { child -> StackSharing.Child<Length> in
      if case .spacer(let minLength, _) = child.kind {
        return .spacer(minLength: Length(minLength))
      }
      return .view(
        least: childSize(child, LayoutSize(main: 0, cross: cross, axis: axis)).main(axis),
        most: childSize(child, LayoutSize(main: available, cross: cross, axis: axis)).main(axis))
    }
    let plan = StackSharing.lengths(children, available: available).map {
      LayoutSize(main: $0, cross: cross, axis: axis)
    }
    node[keyPath: plans][proposal] = plan
    return plan
  }

  /// The children's proposals and sizes as placed: a child that would start past the stack's
  /// end is offered nothing, so an overfull stack cuts off its last children.
  func placements(_ node: LayoutNode, _ proposal: LayoutSize<Length>) -> [Placement] {
    let limit = proposal.main(axis)
    var offset: Length = 0
    var placements: [Placement] = []
    for (child, planned) in zip(node.children, plan(node, proposal)) {
      let room = max(0, min(planned.main(axis), limit - offset))
      let offered = LayoutSize(main: room, cross: planned.cross(axis), axis: axis)
      let chosen = childSize(child, offered)
      placements.append((offset, offered, chosen))
      offset += chosen.main(axis) + spacing
    }
    return placements
  }

  /// Where the children of the stack `node` go when it takes `chosen` of `proposal` at
  /// (`x`, `y`): each child with its top leading corner and what it is offered, placed along the
  /// axis and aligned across it by `crossAlignment`.
  func arranged(
    _ node: LayoutNode, _ proposal: LayoutSize<Length>, chosen: LayoutSize<Length>,
    x: Length, y: Length, crossAlignment: Alignment
  ) -> [(child: LayoutNode, x: Length, y: Length, proposal: LayoutSize<Length>)] {
    zip(node.children, placements(node, proposal)).map { child, placement in
      let free = chosen.cross(axis) - placement.size.cross(axis)
      return axis == .horizontal
        ? (
          child, x + placement.offset, y + crossAlignment.vertical.offset(free: free),
          placement.proposal
        )
        : (
          child, x + crossAlignment.horizontal.offset(free: free), y + placement.offset,
          placement.proposal
        )
    }
  }

  /// The size the stack `node` takes for `proposal`: up to its last child's end, as deep as
  /// its deepest child.
  func size(_ node: LayoutNode, _ proposal: LayoutSize<Length>) -> LayoutSize<Length> {
    let placements = placements(node, proposal)
    guard let last = placements.last else { return .zero }
    let main = last.offset + last.size.main(axis)
    let cross = placements.map { $0.size.cross(axis) }.max() ?? 0
    return LayoutSize(main: main, cross: cross, axis: axis)
  }
}
