/// The size of a widget's box in terminal cells and in points, and whether `Link` regions are
/// live in it.
///
/// The presets follow iPhone widget sizes at 7.5 × 16 points a cell; in points (what the
/// picture writers lay out in) they are exactly iOS's: 158 × 158, 338 × 158, 338 × 354 and
/// 715 × 354. Apps map their widget family to one of them; this package knows nothing of
/// families.
public struct CanvasSize: Sendable, Hashable {
  /// Width in columns.
  public var columns: Int
  /// Height in rows.
  public var rows: Int
  /// Whether `Link` views become hyperlinks; like WidgetKit, small widgets only have the
  /// widget-wide `widgetURL`.
  public var allowsLinkRegions: Bool

  /// The largest width or height accepted, in cells.
  public static let maximumLength = 1_000

  /// A box of `columns` × `rows` cells, each kept between 0 and ``maximumLength``.
  public init(columns: Int, rows: Int, allowsLinkRegions: Bool = true) {
    self.columns = min(max(columns, 0), CanvasSize.maximumLength)
    self.rows = min(max(rows, 0), CanvasSize.maximumLength)
    self.allowsLinkRegions = allowsLinkRegions
  }

  /// systemSmall: 21 × 10, no link regions.
  public static let small = CanvasSize(columns: 21, rows: 10, allowsLinkRegions: false)
  /// systemMedium: 45 × 10.
  public static let medium = CanvasSize(columns: 45, rows: 10)
  /// systemLarge: 45 × 22.
  public static let large = CanvasSize(columns: 45, rows: 22)
  /// systemExtraLarge: 95 × 22.
  public static let extraLarge = CanvasSize(columns: 95, rows: 22)

  /// The box's width in points: iOS's for the presets, 7.5 points a column otherwise.
  public var pointWidth: Double { pointSize.width }

  /// The box's height in points: iOS's for the presets, 16 points a row otherwise.
  public var pointHeight: Double { pointSize.height }

  private var pointSize: (width: Double, height: Double) {
    switch (columns, rows) {
    case (21, 10): return (158, 158)
    case (45, 10): return (338, 158)
    case (45, 22): return (338, 354)
    case (95, 22): return (715, 354)
    default: return (Double(columns) * 7.5, Double(rows) * 16)
    }
  }
}
