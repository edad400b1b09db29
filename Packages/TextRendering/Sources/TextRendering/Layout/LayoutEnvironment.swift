/// What modifiers pass down to the views below them while the tree is built for layout.
struct LayoutEnvironment: Sendable {
  var font = Font.body
  var foreground: Color?
  var bold: Bool?
  var dim: Bool?
  var italic: Bool?
  var underline: Bool?
  var textCase: TextCase?
  var lineLimit: Int?
  var textAlignment = TextAlignment.leading
  var shrink: ShrinkRule?
  var redacted = false
  /// Whether what is below is marked accentable (``View/widgetAccentable(_:)``).
  var accentable = false
  /// The surface the tree is built for: which branch of a ``SurfaceSwitch`` is taken.
  var surface = Surface.terminal
  /// The axis of the stack the current view is a direct child of, if any.
  var stackAxis: Axis?

  /// The cell style text and symbols are drawn in.
  var style: CellStyle {
    CellStyle(
      foreground: foreground,
      bold: bold ?? font.isBold,
      dim: dim ?? font.isDim,
      italic: italic ?? font.isItalic,
      underline: underline ?? font.isUnderlined)
  }

  /// `text` with the case transforms (`textCase`, small caps) applied.
  func transform(_ text: String) -> String {
    switch textCase {
    case .uppercase: return text.uppercased()
    case .lowercase: return text.lowercased()
    case nil: return font.isSmallCaps ? text.uppercased() : text
    }
  }
}

/// A case transform for text, as SwiftUI's `textCase(_:)`.
public enum TextCase: Sendable, Hashable {
  /// Every letter in capitals.
  case uppercase
  /// Every letter in lower case.
  case lowercase
}
