extension LayoutEngine {
  /// How a stack divides its length among its children for `proposal`: the proposal for each.
  ///
  /// Every child first gets its minimum (what it takes when offered nothing; a spacer's
  /// `minLength`). What is left goes to the other children from the least flexible to the
  /// most, each taking up to an equal share of what remains, so text absorbs room up to its
  /// natural length and fixed frames take none. Spacers share whatever is left after that.
  static func stackPlan(_ node: LayoutNode, _ spec: StackSpec, _ proposal: Size) -> [Size] {
    if let known = node.stackPlans[proposal] { return known }
    let axis = spec.axis
    let cross = proposal.cross(axis)
    let count = node.children.count
    let available = max(0, proposal.main(axis) - spec.spacing * max(count - 1, 0))
    var lengths = [Int](repeating: 0, count: count)
    var flexible: [(index: Int, flexibility: Int)] = []
    var spacers: [Int] = []
    var remaining = available
    for (index, child) in node.children.enumerated() {
      if case .spacer(let minLength, _) = child.kind {
        lengths[index] = minLength
        spacers.append(index)
      } else {
        let least = size(child, Size(main: 0, cross: cross, axis: axis)).main(axis)
        let most = size(child, Size(main: available, cross: cross, axis: axis)).main(axis)
        lengths[index] = least
        flexible.append((index, most - least))
      }
      remaining -= lengths[index]
    }
    flexible.sort { ($0.flexibility, $0.index) < ($1.flexibility, $1.index) }
    for (position, item) in flexible.enumerated() {
      let share = max(remaining, 0) / (flexible.count - position)
      let given = min(item.flexibility, share)
      lengths[item.index] += given
      remaining -= given
    }
    for (position, index) in spacers.enumerated() where remaining > 0 {
      let share = remaining / (spacers.count - position)
      lengths[index] += share
      remaining -= share
    }
    let plan = lengths.map { Size(main: $0, cross: cross, axis: axis) }
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
