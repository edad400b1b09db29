import Foundation

/// The size and shape of a widget: WidgetKit's `WidgetFamily`, limited to the system families a
/// terminal can draw.
///
/// A terminal cell is taken as 7.5 pt wide and 16 pt tall, so the iPhone point sizes become the
/// cell sizes of `displaySize`: small 21×10, medium 45×10, large 45×22, extra large 95×22.
public enum WidgetFamily: String, Sendable, Codable, Hashable, CaseIterable {
  /// A small square widget, 21 × 10 cells (158 × 158 pt).
  case systemSmall

  /// A medium widget, 45 × 10 cells (338 × 158 pt).
  case systemMedium

  /// A large widget, 45 × 22 cells (338 × 354 pt).
  case systemLarge

  /// An extra-large widget, 95 × 22 cells (715 × 354 pt).
  case systemExtraLarge

  /// The terminal cells the family's box covers; a widget never draws outside it.
  public var displaySize: WidgetDisplaySize {
    switch self {
    case .systemSmall:
      return WidgetDisplaySize(columns: 21, rows: 10)
    case .systemMedium:
      return WidgetDisplaySize(columns: 45, rows: 10)
    case .systemLarge:
      return WidgetDisplaySize(columns: 45, rows: 22)
    case .systemExtraLarge:
      return WidgetDisplaySize(columns: 95, rows: 22)
    }
  }
}

/// A size in terminal cells: a widget's box (``WidgetFamily/displaySize``), and in
/// AppCommandLine, where it is also named `TerminalSize`, the terminal's own.
public struct WidgetDisplaySize: Sendable, Codable, Hashable {
  /// Width in cells (one cell is 7.5 pt).
  public var columns: Int

  /// Height in cells (one cell is 16 pt).
  public var rows: Int

  /// Creates a size of `columns` × `rows` cells.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}

/// How and when a widget is drawn, passed to every provider call: WidgetKit's
/// `TimelineProviderContext` (a provider spells it `Context`, as in the tutorials).
///
/// One addition to WidgetKit's fields: `date`, the current time by the scheduler's clock. Date a
/// timeline's first entry with it where a tutorial writes `Date()`, so that a provider runs the
/// same under a manual clock in tests as under the system clock.
public struct TimelineContext: Sendable, Hashable {
  /// The family the widget is drawn in.
  public var family: WidgetFamily

  /// Whether the widget appears as a preview (WidgetKit's widget gallery): answer quickly, with
  /// sample data if real data would take time.
  public var isPreview: Bool

  /// The size of the widget's box in terminal cells; the family's size unless overridden.
  public var displaySize: WidgetDisplaySize

  /// The current time by the scheduler's clock when the request is made.
  public var date: Date

  /// Creates a context for `family` at `date`; `displaySize` defaults to the family's size.
  public init(
    family: WidgetFamily,
    isPreview: Bool = false,
    displaySize: WidgetDisplaySize? = nil,
    date: Date
  ) {
    self.family = family
    self.isPreview = isPreview
    self.displaySize = displaySize ?? family.displaySize
    self.date = date
  }
}
