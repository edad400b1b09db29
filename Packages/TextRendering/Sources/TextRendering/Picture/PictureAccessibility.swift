/// What makes a picture an accessible image: the `<svg>` root's `role="img"` and
/// `aria-labelledby`, naming the `<title>` (the widget's display name,
/// ``PictureStyle/title``) and `<desc>` (its spoken summary, ``PictureStyle/summary``) that
/// open the drawing, as SwiftUI's `accessibilityLabel` speaks for a widget.
///
/// The elements' ids start with ``PictureStyle/accessibilityID``, so two widgets inlined in
/// one HTML page (the board) name their own title and description.
enum PictureAccessibility {
  /// ` role="img" aria-labelledby="ID-title ID-desc"`, for the root element.
  static func rootAttributes(_ style: PictureStyle) -> String {
    let id = elementID(style.accessibilityID)
    let described = style.summary.isEmpty ? "" : " \(id)-desc"
    return " role=\"img\" aria-labelledby=\"\(id)-title\(described)\""
  }

  /// `<title id="ID-title">…</title>` and, when there is a summary, `<desc id="ID-desc">…</desc>`,
  /// each escaped, each on a line: the root's first children.
  static func elements(_ style: PictureStyle) -> String {
    let id = elementID(style.accessibilityID)
    let title = style.title.isEmpty ? "Widget" : style.title
    var output = "<title id=\"\(id)-title\">\(Markup.escaped(title))</title>\n"
    if !style.summary.isEmpty {
      output += "<desc id=\"\(id)-desc\">\(Markup.escaped(style.summary))</desc>\n"
    }
    return output
  }

  /// `id` as an XML name that needs no escaping: letters, digits, `-` and `_` kept, anything
  /// else as `_`, at most 64 characters, starting with a letter (`w-` is put before one that
  /// does not).
  static func elementID(_ id: String) -> String {
    let kept = id.unicodeScalars.prefix(64).map { scalar -> Character in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-", "_": return Character(scalar)
      default: return "_"
      }
    }
    let name = String(kept)
    guard let first = name.unicodeScalars.first,
      ("a"..."z").contains(first) || ("A"..."Z").contains(first)
    else { return "w-" + name }
    return name
  }
}

extension OutputStyle {
  /// This style with a picture's ``PictureStyle/title`` and ``PictureStyle/summary`` set (and
  /// its ``PictureStyle/accessibilityID`` when one is given); a terminal's style unchanged.
  public func described(title: String, summary: String, id: String? = nil) -> OutputStyle {
    func described(_ style: PictureStyle) -> PictureStyle {
      var style = style
      style.title = title
      style.summary = summary
      if let id { style.accessibilityID = id }
      return style
    }
    switch self {
    case .plain, .ansi: return self
    case .svg(let style): return .svg(described(style))
    case .html(let style): return .html(described(style))
    }
  }
}
