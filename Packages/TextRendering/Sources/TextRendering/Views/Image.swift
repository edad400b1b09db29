import Foundation

/// A symbol, drawn as a terminal glyph: `Image(systemName: "checkmark")` draws `✓`.
///
/// Known SF Symbol names map to glyphs through ``SymbolGlyphs``; a name without a glyph draws
/// its text fallback, by default the name's first part in brackets (`[gear]`).
public struct Image: View, PrimitiveView, Sendable {
  /// The glyph or fallback text this image draws.
  public let glyph: String
  /// The SF Symbol name, which a picture draws as a shape when it knows one.
  let name: String?

  /// The glyph for the SF Symbol `systemName`, or `[name]` when it has none.
  public init(systemName: String) {
    let name = Sanitizer.sanitize(systemName)
    let first = name.split(separator: ".").first.map(String.init) ?? name
    self.init(systemName: name, fallback: "[\(first)]")
  }

  /// The glyph for the SF Symbol `systemName`, or `fallback` when it has none.
  public init(systemName: String, fallback: String) {
    let name = Sanitizer.sanitize(systemName)
    glyph = SymbolGlyphs.glyph(for: name) ?? Sanitizer.sanitize(fallback)
    self.name = name
  }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }

  var node: ViewNode { .symbol(glyph, name: name) }
}

/// A title with a symbol before it: `Label("Todos", systemImage: "list.dash")` draws `≡ Todos`.
public struct Label: View, PrimitiveView, Sendable {
  let node: ViewNode

  /// A label of `title` with the symbol `systemImage`.
  public init(_ title: String, systemImage: String) {
    node =
      HStack {
        Image(systemName: systemImage)
        Text(title)
      }.node
  }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }
}
