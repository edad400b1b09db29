import Foundation
import TextRendering
import Timelines

/// The one seam between `service --http` and the picture writers: a widget's view in its
/// family's box, as an SVG document (light or dark) or an HTML page holding it.
///
/// Until TextRendering's `SVGWriter` and `HTMLWriter` (issue 28) are on this branch, the
/// picture is the widget's plain-text cells set as SVG text on a rounded card: the same
/// layout, every string escaped, no script and no external reference. Wiring the writers in
/// is this file alone.
enum WidgetPicture {
  /// What to write.
  enum Format: Sendable, Hashable {
    /// An SVG document, dark or light.
    case svg(dark: Bool)
    /// An HTML page holding the light picture (the dark one where the reader prefers it).
    case html
  }

  /// The family's box in points: a cell is 7.5 × 16 pt.
  static func points(_ family: WidgetFamily) -> (width: Double, height: Double) {
    let size = CanvasSize(family)
    return (Double(size.columns) * 7.5, Double(size.rows) * 16)
  }

  /// `view` laid out in `family`'s box (redacted for a placeholder) and written as `format`;
  /// `title` names an HTML page.
  static func draw(
    _ view: some View, family: WidgetFamily, redacted: Bool, format: Format, title: String
  ) -> String {
    let cells = render(
      view, size: CanvasSize(family), options: RenderOptions(frame: false, redacted: redacted))
    switch format {
    case .svg(let dark):
      return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg(cells, family, dark: dark) + "\n"
    case .html:
      return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"/>
        <title>\(escaped(title))</title>
        <style>html, body { margin: 0; background: transparent; }
        .dark { display: none; }
        @media (prefers-color-scheme: dark) { .light { display: none; } .dark { display: block; } }
        </style>
        </head>
        <body>
        <div class="light">\(svg(cells, family, dark: false))</div>
        <div class="dark">\(svg(cells, family, dark: true))</div>
        </body>
        </html>

        """
    }
  }

  /// The cells as an `<svg>` element: a rounded card, one `<text>` per row.
  private static func svg(_ cells: String, _ family: WidgetFamily, dark: Bool) -> String {
    let (width, height) = points(family)
    let (card, ink) = dark ? ("#1c1c1e", "#f2f2f7") : ("#ffffff", "#1c1c1e")
    var rows: [String] = []
    for (index, row) in cells.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !row.allSatisfy({ $0 == " " }) {
      rows.append(
        "<text x=\"0\" y=\"\(Double(index) * 16 + 12)\" xml:space=\"preserve\">"
          + escaped(String(row)) + "</text>")
    }
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" role="img">\
      <rect width="\(width)" height="\(height)" rx="22" fill="\(card)"/>\
      <g font-family="'DejaVu Sans Mono', monospace" font-size="12.5" fill="\(ink)">\
      \(rows.joined())</g></svg>
      """
  }

  /// `text` for XML and HTML, as text or as a quoted attribute: `& < > " '` as entities, the
  /// set Pango's markup takes too (``BarEscaping/pango(_:)``).
  static func escaped(_ text: String) -> String {
    BarEscaping.pango(text)
  }
}
