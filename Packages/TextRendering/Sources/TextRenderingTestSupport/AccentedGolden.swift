import Foundation
import TextRendering

/// The accented goldens every widget package keeps (WidgetKit's tinted rendering): the
/// widget in one hue, the accent `#FF9500`, described by its spoken summary, written by both
/// picture writers.
public enum AccentedGolden {
  /// The accent the goldens are drawn in.
  public static let accent = Color(hex: 0xFF9500)

  /// The SVG and the HTML options of an accented, framed picture described by `summary`.
  public static func outputs(described summary: WidgetSummary)
    -> [(fileExtension: String, options: RenderOptions)]
  {
    var style = PictureStyle()
    style.rendering = .accented
    style.accent = accent
    return [("svg", OutputStyle.svg(style)), ("html", OutputStyle.html(style))].map {
      ($0.0, RenderOptions(frame: true, output: $0.1).described(by: summary))
    }
  }
}
