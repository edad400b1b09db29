import AppCommandLine
import Foundation
import TextRendering
import Timelines

/// The one seam between `service --http` and the picture writers: a widget's view in its
/// family's box, as an SVG document (light or dark) or an HTML page holding it, drawn by
/// TextRendering's ``SVGWriter`` and ``HTMLWriter`` as `widget --format svg|html` draws it
/// (every string escaped, no script, no external reference; only links `linkCheck` accepts
/// become `<a href>`).
enum WidgetPicture {
  /// What to write.
  enum Format: Sendable, Hashable {
    /// An SVG document, dark or light.
    case svg(dark: Bool)
    /// An HTML page, light or dark as its reader prefers.
    case html
  }

  /// The family's box in points, as iOS sizes it (``CanvasSize/pointWidth``).
  static func points(_ family: WidgetFamily) -> (width: Double, height: Double) {
    let size = CanvasSize(family)
    return (size.pointWidth, size.pointHeight)
  }

  /// `view` laid out in `family`'s box (redacted for a placeholder) and written as `format`;
  /// `title` names an HTML page.
  static func draw(
    _ view: some View, family: WidgetFamily, redacted: Bool, format: Format, title: String,
    linkCheck: LinkCheck
  ) -> String {
    let dark: Bool
    if case .svg(let isDark) = format { dark = isDark } else { dark = false }
    let style = PictureStyle(appearance: dark ? .dark : .light, linkCheck: linkCheck)
    let canvas = Canvas(
      rendering: view, size: CanvasSize(family),
      options: RenderOptions(frame: true, redacted: redacted, output: .svg(style)))
    switch format {
    case .svg: return SVGWriter(style: style).write(canvas)
    case .html: return HTMLWriter(style: style, title: title).write(canvas)
    }
  }

  /// `text` for XML and HTML, as text or as a quoted attribute: `& < > " '` as entities, the
  /// set Pango's markup takes too (``BarEscaping/pango(_:)``).
  static func escaped(_ text: String) -> String {
    BarEscaping.pango(text)
  }
}
