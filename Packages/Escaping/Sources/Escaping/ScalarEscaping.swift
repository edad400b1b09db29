/// Text rewritten one Unicode scalar at a time: every scalar that has a replacement is written
/// as that replacement, every other as it is. The one loop under each escape the apps write:
/// JSON string literals, XML and Pango entities, roff, tmux's doubled `#`.
///
/// It works on scalars, not characters: a combining mark after `&` makes one grapheme cluster
/// that a character-level replacement would pass over, while a parser reads scalars.
///
/// ```swift
/// ScalarEscaping.escaped("50% #1") { $0 == "#" ? "##" : nil }  // "50% ##1"
/// ```
public enum ScalarEscaping {
  /// `text` with every scalar for which `replacement` returns a string written as that string.
  @inlinable
  public static func escaped(
    _ text: String, replacing replacement: (Unicode.Scalar) -> String?
  ) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    append(text, replacing: replacement, to: &output)
    return output
  }

  /// Appends `text` to `output`, every scalar for which `replacement` returns a string written
  /// as that string.
  @inlinable
  public static func append(
    _ text: String, replacing replacement: (Unicode.Scalar) -> String?, to output: inout String
  ) {
    for scalar in text.unicodeScalars {
      if let replaced = replacement(scalar) {
        output.append(replaced)
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
  }
}
