/// The size of a widget's box in terminal cells, and whether `Link` regions are live in it.
///
/// The presets follow iPhone widget sizes at 7.5 × 16 points a cell. Apps map their widget
/// family to one of them; this package knows nothing of families.
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
}
