import Escaping

/// Escaping and number formatting for the picture writers' XML and HTML.
///
/// Every string that reaches a picture goes through ``escaped(_:attribute:)``: text from the
/// network is data, never markup. Characters XML 1.0 does not allow (C0 controls but tab and
/// line breaks, U+FFFE, U+FFFF) become U+FFFD, so the document always parses.
enum Markup {
  /// `text` with `&`, `<` and `>` (and in an attribute `"` and `'`) as entities.
  static func escaped(_ text: String, attribute: Bool = false) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    appendEscaped(text, attribute: attribute, to: &output)
    return output
  }

  /// Appends `text` escaped to `output`.
  static func appendEscaped(_ text: String, attribute: Bool = false, to output: inout String) {
    ScalarEscaping.append(
      text,
      replacing: { scalar in
        switch scalar {
        case "\"", "'": attribute ? XMLEscaping.entity(for: scalar) : nil
        case "\t", "\n", "\r": attribute ? " " : nil
        default:
          if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
            "\u{FFFD}"
          } else {
            XMLEscaping.entity(for: scalar)
          }
        }
      }, to: &output)
  }

  /// A length in points with at most two decimals and no trailing zeros: `7.5`, `3.25`, `16`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let scaled = Int((min(max(value, -1e9), 1e9) * 100).rounded())
    let magnitude = abs(scaled)
    let sign = scaled < 0 ? "-" : ""
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// `#rrggbb`.
  static func hex(_ color: Color) -> String {
    "#" + hexByte[Int(color.redComponent)] + hexByte[Int(color.greenComponent)]
      + hexByte[Int(color.blueComponent)]
  }

  private static let hexByte: [String] = (0..<256).map { value in
    let digits = Array("0123456789abcdef")
    return String([digits[value / 16], digits[value % 16]])
  }
}
