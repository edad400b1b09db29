import AppCommandLine
import Foundation
import TextRendering

/// What `widget --format` writes: the terminal's cells (`ansi`, `plain`), or a picture of the
/// widget (`svg`, `html`; see ``SVGWriter`` and ``HTMLWriter``). Without it the widget is drawn
/// as today: ANSI or plain as `--color` and the terminal decide.
public enum WidgetFormat: String, CaseIterable, Sendable {
  /// ANSI escape sequences at the terminal's colour depth (as `--color always`).
  case ansi
  /// Characters alone (as `--color never`).
  case plain
  /// An SVG document.
  case svg
  /// An HTML document holding the SVG, light or dark as the reader prefers.
  case html
}

extension OptionKey where Value == WidgetFormat? {
  /// `widget --format ansi|plain|svg|html`.
  public static let widgetFormat = choice("format", of: WidgetFormat.self)
}

extension OptionKey where Value == PictureStyle.Appearance? {
  /// `widget --appearance light|dark`: the SVG's appearance (an HTML document's when the reader
  /// has no preference).
  public static let appearance = choice("appearance", of: PictureStyle.Appearance.self)
}

extension WidgetApp {
  /// How the `widget` command writes: `--format` (with `--appearance` for a picture), else as
  /// `--color` and the terminal decide (``AppEnvironment/outputStyle(for:)``). A picture links
  /// only what ``acceptsWidgetLink(_:)`` accepts.
  ///
  /// - Parameter watched: Whether the widget is watched (``WidgetCommand/Mode/watch``).
  /// - Throws: ``CommandFailure`` (usage) for a bad `--format`, `--appearance` or `--color`, and
  ///   for a picture that is watched (a picture is drawn once).
  func widgetOutputStyle(watched: Bool) throws -> OutputStyle {
    let format = try arguments[.widgetFormat]
    let appearance = try arguments[.appearance]
    let style = PictureStyle(
      appearance: appearance ?? .light,
      linkCheck: LinkCheck(name: "\(Self.name) widget links") { Self.acceptsWidgetLink($0) })
    switch format {
    case nil:
      return try environment.outputStyle(for: arguments)
    case .ansi:
      return try environment.outputStyle(colorOption: "always")
    case .plain:
      return .plain
    case .svg, .html:
      if watched {
        throw CommandFailure.usage(
          "--watch draws in a terminal; --format \(format?.rawValue ?? "") draws once")
      }
      return format == .svg ? .svg(style) : .html(style)
    }
  }
}
