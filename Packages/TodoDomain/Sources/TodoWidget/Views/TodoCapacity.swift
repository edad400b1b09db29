import TextRendering
import Timelines

/// How many todos a family's widget lists: as many as its height allows, on each surface.
///
/// The terminal's large widget has a one-row header, a row and a divider for each todo, and a
/// row kept for the note; the picture's has a headline, then rows of the row font's line
/// height with the list's spacing between them, the note's caption kept at the bottom.
enum TodoCapacity {
  /// The picture's content margins, top and bottom: SwiftUI's widget margins of 16 points.
  static let pictureMargin = 16.0
  /// The space between the picture's header and rows, and between rows, in points.
  static let pictureSpacing = 6.0
  /// A line of the reference font (Liberation Sans: ascent 0.905, descent 0.212, gap 0.033
  /// of the em) as a share of the font's size.
  static let lineHeightPerPoint = 1.149
  /// A drawn SF Symbol's side as a share of its font size, as the picture writers draw it.
  static let symbolPerPoint = 1.2

  /// The todos the terminal's widget lists in `family`: the medium family's first and the
  /// next ones its group box has rows for; the others fill the rows under the header, less
  /// one for the note when there is one.
  static func terminal(_ family: WidgetFamily, note: Bool = false) -> Int {
    guard family != .systemMedium && family != .systemSmall else {
      return 1 + MediumTodoView.nextTodoCount
    }
    let margins = EdgeInsets.widgetContentMargins
    let rows = family.displaySize.rows - margins.top - margins.bottom - (note ? 1 : 0)
    // The header takes a row; a todo takes its row and a divider.
    return max((rows - 1) / 2, 0)
  }

  /// The todos the picture lists in `family`: the rows of the row font's line height (or the
  /// toggle's symbol, if taller) and the spacing that fit under the headline, and above the note's
  /// caption when there is one.
  static func picture(_ family: WidgetFamily, note: Bool = false) -> Int {
    let size = family.displaySize
    var height = CanvasSize(columns: size.columns, rows: size.rows).pointHeight - 2 * pictureMargin
    height -= lineHeight(of: TodoPictureStyle.headerSize) + pictureSpacing
    if note { height -= lineHeight(of: TodoPictureStyle.noteSize) + pictureSpacing }
    let row = max(
      lineHeight(of: TodoPictureStyle.rowSize),
      (TodoPictureStyle.toggleSize * symbolPerPoint).rounded())
    // n rows take n row heights and n - 1 spacings.
    return max(Int((height + pictureSpacing) / (row + pictureSpacing)), 0)
  }

  /// The most todos `family` lists on any surface: what the provider fetches.
  static func most(_ family: WidgetFamily) -> Int {
    max(terminal(family), picture(family))
  }

  /// The line height of the reference font at `size` points, rounded up to a point.
  static func lineHeight(of size: Double) -> Double {
    (size * lineHeightPerPoint).rounded(.up)
  }
}
