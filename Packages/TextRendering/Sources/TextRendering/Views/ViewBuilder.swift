/// Builds a list of views from the statements of a closure, as SwiftUI's `ViewBuilder` does:
/// any number of views, `if` / `else`, `if let`, `switch`, `for … in`, and optional views.
///
/// The result is one ``AnyView``; several views become a group that a stack lays out as its
/// children.
@resultBuilder
public enum ViewBuilder {
  /// One view.
  public static func buildExpression(_ view: some View) -> [AnyView] {
    [AnyView(view)]
  }

  /// An optional view: nothing when `nil`.
  public static func buildExpression(_ view: (some View)?) -> [AnyView] {
    view.map { [AnyView($0)] } ?? []
  }

  /// Consecutive statements.
  public static func buildBlock(_ parts: [AnyView]...) -> [AnyView] {
    parts.flatMap { $0 }
  }

  /// An `if` without `else`.
  public static func buildOptional(_ part: [AnyView]?) -> [AnyView] {
    part ?? []
  }

  /// The first branch of an `if` / `else` or `switch`.
  public static func buildEither(first part: [AnyView]) -> [AnyView] {
    part
  }

  /// The second branch of an `if` / `else` or `switch`.
  public static func buildEither(second part: [AnyView]) -> [AnyView] {
    part
  }

  /// A `for … in` loop.
  public static func buildArray(_ parts: [[AnyView]]) -> [AnyView] {
    parts.flatMap { $0 }
  }

  /// An `if #available` branch.
  public static func buildLimitedAvailability(_ part: [AnyView]) -> [AnyView] {
    part
  }

  /// The views as one: the single view itself, or a group of them.
  public static func buildFinalResult(_ parts: [AnyView]) -> AnyView {
    if parts.count == 1 { return parts[0] }
    return AnyView(node: .group(parts.map(\.node)))
  }
}
