extension PointEngine {
  /// The gap between a stack's children: its own, or SwiftUI's default 8 points.
  static func spacing(_ spec: StackSpec) -> Double {
    Double(spec.isDefaultSpacing ? LayoutTreeBuilder.pointSpacing : spec.spacing)
  }

  /// How a stack divides its length among its children for `proposal`, as ``StackSharing``
  /// shares it out (in points).
  static func stackPlan(_ node: LayoutNode, _ spec: StackSpec, _ proposal: PointSize)
    -> [PointSize]
  {
    if let known = node.pointPlans[proposal] { return known }
    let axis = spec.axis
    let cross = proposal.cross(axis)
    let gaps = spacing(spec) * Double(max(node.children.count - 1, 0))
    let available = max(0, proposal.main(axis) - gaps)
    let children = node.children.map { child -> StackSharing.Child<Double> in
      if case .spacer(let minLength, _) = child.kind {
        return .spacer(minLength: Double(minLength))
      }
      return .view(
        least: size(child, PointSize(main: 0, cross: cross, axis: axis)).main(axis),
        most: size(child, PointSize(main: available, cross: cross, axis: axis)).main(axis))
    }
    let plan = StackSharing.lengths(children, available: available).map {
      PointSize(main: $0, cross: cross, axis: axis)
    }
    node.pointPlans[proposal] = plan
    return plan
  }

  /// The children's proposals and sizes as placed; a child past the stack's end is offered
  /// nothing.
  static func stackPlacements(_ node: LayoutNode, _ spec: StackSpec, _ proposal: PointSize)
    -> [(offset: Double, proposal: PointSize, size: PointSize)]
  {
    let axis = spec.axis
    let limit = proposal.main(axis)
    let gap = spacing(spec)
    var offset = 0.0
    var placements: [(offset: Double, proposal: PointSize, size: PointSize)] = []
    for (child, planned) in zip(node.children, stackPlan(node, spec, proposal)) {
      let room = max(0, min(planned.main(axis), limit - offset))
      let offered = PointSize(main: room, cross: planned.cross(axis), axis: axis)
      let chosen = size(child, offered)
      placements.append((offset, offered, chosen))
      offset += chosen.main(axis) + gap
    }
    return placements
  }

  static func stackSize(_ node: LayoutNode, _ spec: StackSpec, _ proposal: PointSize)
    -> PointSize
  {
    let axis = spec.axis
    let placements = stackPlacements(node, spec, proposal)
    guard let last = placements.last else { return .zero }
    let main = last.offset + last.size.main(axis)
    let cross = placements.map { $0.size.cross(axis) }.max() ?? 0
    return PointSize(main: main, cross: cross, axis: axis)
  }
}
