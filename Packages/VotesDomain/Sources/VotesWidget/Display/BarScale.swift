/// Turns counts into bar lengths: `maximum` fills `width` cells, any other count takes its
/// share rounded to the nearest cell, and a count above zero always shows at least one.
struct BarScale: Hashable {
  /// The count that fills the whole width.
  let maximum: Int
  /// The longest bar, in cells.
  let width: Int

  /// A scale where `maximum` (at least 1) fills `width` cells (at least 0).
  init(maximum: Int, width: Int) {
    self.maximum = max(maximum, 1)
    self.width = max(width, 0)
  }

  /// The cells a bar for `count` takes: 0 for none, between 1 and ``width`` otherwise.
  func cells(for count: Int) -> Int {
    guard count > 0, width > 0 else { return 0 }
    let share = (Double(count) / Double(maximum) * Double(width)).rounded()
    return Int(min(max(share, 1), Double(width)))
  }

  /// A bar of `count`'s length in full blocks.
  func bar(for count: Int) -> String {
    String(repeating: "█", count: cells(for: count))
  }
}
