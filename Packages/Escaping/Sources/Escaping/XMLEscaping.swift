/// The entities of XML's five markup characters, `& < > " '`: what every XML, HTML and Pango
/// writer of the repository writes for them.
///
/// ```swift
/// XMLEscaping.escaped("Tom & \"Jerry\"")  // "Tom &amp; &quot;Jerry&quot;"
/// ```
public enum XMLEscaping {
  /// `&#39;`, the apostrophe's entity that XML, HTML 4 and Pango all read (as
  /// `g_markup_escape_text` writes it).
  public static let numericApostrophe = "&#39;"

  /// `text` with all five markup characters as entities (``entity(for:apostrophe:)``): safe
  /// as element content and inside an attribute quoted either way.
  @inlinable
  public static func escaped(_ text: String, apostrophe: String = numericApostrophe) -> String {
    ScalarEscaping.escaped(text) { entity(for: $0, apostrophe: apostrophe) }
  }

  /// `&amp;`, `&lt;`, `&gt;`, `&quot;` or `apostrophe` for `&`, `<`, `>`, `"` and `'`;
  /// `nil` for any other scalar.
  @inlinable
  public static func entity(
    for scalar: Unicode.Scalar, apostrophe: String = numericApostrophe
  ) -> String? {
    switch scalar {
    case "&": "&amp;"
    case "<": "&lt;"
    case ">": "&gt;"
    case "\"": "&quot;"
    case "'": apostrophe
    default: nil
    }
  }
}
