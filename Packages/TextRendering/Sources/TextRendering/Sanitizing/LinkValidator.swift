import Foundation

/// Decides whether a URL may become a terminal hyperlink (OSC 8).
///
/// A link target is accepted when its text is 1 to 2048 printable ASCII characters (no spaces,
/// no controls, so it cannot end the escape sequence early), it has a syntactically valid scheme
/// followed by something, and the scheme is not one that runs or reads local content
/// (`javascript`, `vbscript`, `data`, `file`). Custom deep-link schemes such as `todos://` pass.
public enum LinkValidator {
  /// The longest link text accepted, in characters.
  public static let maximumLength = 2048

  /// Schemes refused even when well formed.
  public static let refusedSchemes: Set<String> = ["javascript", "vbscript", "data", "file"]

  /// The URL's text if it is safe to write as a hyperlink target, else `nil`.
  public static func validatedTarget(_ url: URL) -> String? {
    validatedTarget(url.absoluteString)
  }

  /// The link text if it is safe to write as a hyperlink target, else `nil`.
  public static func validatedTarget(_ text: String) -> String? {
    let scalars = text.unicodeScalars
    guard !scalars.isEmpty, scalars.count <= maximumLength else { return nil }
    guard scalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else { return nil }
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let scheme = text[..<colon]
    guard let first = scheme.unicodeScalars.first, isLetter(first) else { return nil }
    let schemeIsValid = scheme.unicodeScalars.allSatisfy {
      isLetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "."
    }
    guard schemeIsValid, text.index(after: colon) < text.endIndex else { return nil }
    guard !refusedSchemes.contains(scheme.lowercased()) else { return nil }
    return text
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}
