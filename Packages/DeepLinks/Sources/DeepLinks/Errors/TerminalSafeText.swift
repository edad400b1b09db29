/// Makes text that came from a link safe to print on one terminal line.
///
/// Removes control characters (including escape, so no terminal sequence survives), formatting
/// characters (bidirectional overrides, zero-width characters) and line or paragraph
/// separators, then shortens the result to `limit` characters, ending it with `…` when cut.
enum TerminalSafeText {
  static func make(_ text: String, limit: Int) -> String {
    // Fast path: printable ASCII is one character per byte and needs no Unicode tables.
    if isPrintableASCII(text) {
      return text.utf8.count > limit ? String(text.prefix(max(limit - 1, 0))) + "…" : text
    }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where isPrintable(scalar) {
      scalars.append(scalar)
    }
    let clean = String(scalars)
    guard clean.count > limit else { return clean }
    return String(clean.prefix(max(limit - 1, 0))) + "…"
  }

  private static func isPrintableASCII(_ text: String) -> Bool {
    let answer = text.utf8.withContiguousStorageIfAvailable { bytes in
      var index = 0
      while index < bytes.count {
        guard bytes[index] >= 0x20, bytes[index] < 0x7F else { return false }
        index += 1
      }
      return true
    }
    return answer ?? false
  }

  /// Whether a scalar may reach a terminal as it is.
  static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse,
      .unassigned:
      return false
    default:
      return true
    }
  }
}
