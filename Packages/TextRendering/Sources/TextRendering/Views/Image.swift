import Foundation

/// A symbol, drawn as a terminal glyph: `Image(systemName: "checkmark")` draws `✓`.
///
/// Known SF Symbol names map to glyphs through ``SymbolGlyphs``; a name without a glyph draws
/// its text fallback, by default the name's first part in brackets (`[gear]`).
public struct Image: View, PrimitiveView, Sendable {
  /// The glyph or fallback text this image draws.
  public let glyph: String

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
  }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }

  var node: ViewNode { .symbol(glyph) }
}

/// A title with a symbol before it: `Label("Todos", systemImage: "list.dash")` draws `≡ Todos`.
public struct Label: View, PrimitiveView, Sendable {
  let node: ViewNode

  /// A label of `title` with the symbol `systemImage`.
  public init(_ title: String, systemImage: String) {
    node =
      HStack(spacing: 1) {
        Image(systemName: systemImage)
        Text(title)
      }.node
  }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }
}

/// A box with a rounded border and a label in its top edge, standing in for SwiftUI's
/// `GroupBox`: `╭─ ≡ Todos ───╮`. The content has one column of space on each side.
public struct GroupBox: View, PrimitiveView, Sendable {
  let node: ViewNode

  /// A box around `content` labelled by `label`.
  public init(@ViewBuilder content: () -> AnyView, @ViewBuilder label: () -> AnyView) {
    node = .groupBox(label: label().node, content: content().node)
  }

  /// A box around `content` labelled with `title` and, if given, a symbol.
  public init(_ title: String, systemImage: String? = nil, @ViewBuilder content: () -> AnyView) {
    let label: AnyView
    if let systemImage {
      label = AnyView(Label(title, systemImage: systemImage))
    } else {
      label = AnyView(Text(title))
    }
    node = .groupBox(label: label.node, content: content().node)
  }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }
}

/// A region that opens `destination` when clicked: an OSC 8 hyperlink in terminals that have
/// them. Like WidgetKit, link regions only work in medium and larger widgets; in a small one
/// the label is drawn without a link. A destination that fails ``LinkValidator`` is dropped.
public struct Link: View, PrimitiveView, Sendable {
  let node: ViewNode

  /// A link to `destination` drawn as the views `label` builds.
  public init(destination: URL, @ViewBuilder label: () -> AnyView) {
    let content = label().node
    if let target = LinkValidator.validatedTarget(destination) {
      node = .link(target, content)
    } else {
      node = content
    }
  }

  /// A link to `destination` drawn as the text `title` (sanitised).
  public init(_ title: String, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }
}
