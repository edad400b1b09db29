extension LayoutEngine {
  /// A stack's layout in cells: its own spacing, the engine's memoised sizes and plans.
  static func stack(_ spec: StackSpec) -> StackLayout<Int> {
    StackLayout(axis: spec.axis, spacing: spec.spacing, plans: \.stackPlans, childSize: size)
  }
}
