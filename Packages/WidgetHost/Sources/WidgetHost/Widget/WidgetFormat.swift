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

extension WidgetApp {
  /// How the `widget` command writes: `--format` (with `--appearance`, `--rendering` and
  /// `--accent` for a picture), else as `--color` and the terminal decide
  /// (``AppEnvironment/outputStyle(for:)``). A picture links only what
  /// ``acceptsWidgetLink(_:)`` accepts. The terminal's cells take no rendering mode or accent:
  /// they keep the views' colours, as the terminal's theme shows them.
  ///
  /// - Parameter watched: Whether the widget is watched (``WidgetCommand/Mode/watch``).
  /// - Throws: ``CommandFailure`` (usage) for a bad `--format`, `--appearance`, `--rendering`,
  ///   `--accent` or `--color`, and for a picture that is watched (a picture is drawn once).
  func widgetOutputStyle(watched: Bool) throws -> OutputStyle {
    let format = try arguments[.widgetFormat]
    let appearance = try arguments[.appearance]
    let rendering = try arguments[.rendering]
    let accent = try arguments[.accent]
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
      let style = pictureStyle(appearance: appearance, rendering: rendering, accent: accent)
      return format == .svg ? .svg(style) : .html(style)
    }
  }

  /// The picture's style: `auto` asks the desktop once (``DesktopAppearance``), and what it
  /// does not say is the app's own (light, ``PictureStyle/defaultAccent``).
  func pictureStyle(
    appearance: AppearanceChoice?, rendering: PictureStyle.RenderingMode?, accent: AccentChoice?
  ) -> PictureStyle {
    let desktop =
      appearance == .auto || accent == .auto
      ? DesktopAppearance.read(variables: environment.variables) : DesktopAppearance()
    var style = PictureStyle(
      linkCheck: LinkCheck(name: "\(Self.name) widget links") { Self.acceptsWidgetLink($0) })
    switch appearance {
    case .light, nil: style.appearance = .light
    case .dark: style.appearance = .dark
    case .auto: style.appearance = desktop.appearance ?? .light
    }
    style.rendering = rendering ?? .fullColor
    switch accent {
    case .color(let color): style.accent = color
    case .auto: style.accent = desktop.accent
    case nil: style.accent = nil
    }
    return style
  }
}
