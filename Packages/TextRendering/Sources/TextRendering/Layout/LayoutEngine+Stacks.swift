extension LayoutEngine {
  /// How a stack divides its length among its children for `proposal`: the proposal for each,
  /// as ``StackSharing`` shares it out.
  static func stackPlan(_ node: LayoutNode, _ spec: StackSpec, _ proposal: Size) -> [Size] {
    if let known = node.stackPlans[proposal] { return known }
    let axis = spec.axis
    let cross = proposal.cross(axis)
    let available = max(0, proposal.main(axis) - spec.spacing * max(node.children.count - 1, 0))
    let children = node.children.map { child -> StackSharing.Child<Int> in
      if case .spacer(let minLength, _) = child.kind { return .spacer(minLength: minLength) }
      return .view(
        least: size(child, Size(main: 0, cross: cross, axis: axis)).main(axis),
        most: size(child, Size(main: available, cross: cross, axis: axis)).main(axis))
    }
    let plan = StackSharing.lengths(children, available: available).map {
      Size(main: $0, cross: cross, axis: axis)
    }
    node.stackPlans[proposal] = plan
    return plan
  }

  /// The children's proposals and sizes as placed: a child that would start past the stack's
  /// end is offered nothing, so an overfull stack cuts off its last children.
  static func stackPlacements(_ node: LayoutNode, _ spec: StackSpec, _ proposal: Size)
    -> [(offset: Int, proposal: Size, size: Size)]
  {
    let axis = spec.axis
    let limit = proposal.main(axis)
    var offset = 0
    var placements: [(offset: Int, proposal: Size, size: Size)] = []
    for (child, planned) in zip(node.children, stackPlan(node, spec, proposal)) {
      let room = max(0, min(planned.main(axis), limit - offset))
      let offered = Size(main: room, cross: planned.cross(axis), axis: axis)
      let chosen = size(child, offered)
      placements.append((offset, offered, chosen))
      offset += chosen.main(axis) + spec.spacing
    }
    return placements
  }

  static func stackSize(_ node: LayoutNode, _ spec: StackSpec, _ proposal: Size) -> Size {
    let axis = spec.axis
    let placements = stackPlacements(node, spec, proposal)
    guard let last = placements.last else { return .zero }
    let main = last.offset + last.size.main(axis)
    let cross = placements.map { $0.size.cross(axis) }.max() ?? 0
    return Size(main: main, cross: cross, axis: axis)
  }
}
