extension PointEngine {
  /// The gap between a stack's children: its own, or SwiftUI's default 8 points.
  static func spacing(_ spec: StackSpec) -> Double {
    Double(spec.isDefaultSpacing ? LayoutTreeBuilder.pointSpacing : spec.spacing)
  }

  /// A stack's layout in points: its spacing, the engine's memoised sizes and plans.
  static func stack(_ spec: StackSpec) -> StackLayout<Double> {
    StackLayout(axis: spec.axis, spacing: spacing(spec), plans: \.pointPlans, childSize: size)
  }
}
