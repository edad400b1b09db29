import Foundation

/// Makes untrusted text safe to put on a terminal.
///
/// It removes C0 and C1 control characters, DEL, and whole escape sequences — CSI (`ESC [` or
/// `0x9B`), OSC (`ESC ]`, ended by BEL or ST), DCS, SOS, PM and APC strings, and two-character
/// escapes — so a hostile string cannot clear the screen, move the cursor, retitle the window or
/// forge a hyperlink. Bidirectional override and isolate controls are removed too, so text
/// cannot reorder itself on screen. Tabs become spaces; line breaks (LF, CR, CRLF, NEL, U+2028,
/// U+2029) become `\n` when `allowsNewlines` is true and spaces otherwise. The result is in NFC.
public enum Sanitizer {
  /// The string with control characters and escape sequences removed, normalised to NFC.
  public static func sanitize(_ text: String, allowsNewlines: Bool = false) -> String {
    let isPlainASCII = text.utf8.allSatisfy {
      ($0 >= 0x20 && $0 < 0x7F) || ($0 == 0x0A && allowsNewlines)
    }
    if isPlainASCII { return text }
    var machine = EscapeStripper(allowsNewlines: allowsNewlines)
    for scalar in text.unicodeScalars { machine.consume(scalar) }
    let cleaned = String(String.UnicodeScalarView(machine.output))
    return cleaned.precomposedStringWithCanonicalMapping
  }
}

/// A small state machine over Unicode scalars that drops escape sequences and controls.
private struct EscapeStripper {
  enum State {
    case text
    case escape
    case escapeIntermediate
    case controlSequence
    case controlString
    case controlStringEscape
  }

  let allowsNewlines: Bool
  var state = State.text
  var output: [Unicode.Scalar] = []
  var afterCarriageReturn = false

  init(allowsNewlines: Bool) { self.allowsNewlines = allowsNewlines }

  mutating func consume(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    switch state {
    case .text:
      consumeText(scalar)
    case .escape:
      switch value {
      case 0x5B: state = .controlSequence
      case 0x5D, 0x50, 0x58, 0x5E, 0x5F: state = .controlString
      case 0x1B: state = .escape
      case 0x20...0x2F: state = .escapeIntermediate
      case 0x30...0x7E: state = .text
      default: reprocess(scalar)
      }
    case .escapeIntermediate:
      switch value {
      case 0x20...0x2F: break
      case 0x30...0x7E: state = .text
      default: reprocess(scalar)
      }
    case .controlSequence:
      switch value {
      case 0x20...0x3F: break
      case 0x40...0x7E: state = .text
      default: reprocess(scalar)
      }
    case .controlString:
      switch value {
      case 0x07, 0x9C: state = .text
      case 0x1B: state = .controlStringEscape
      default: break
      }
    case .controlStringEscape:
      if value == 0x5C {
        state = .text
      } else {
        state = .escape
        consume(scalar)
      }
    }
  }

  /// Abandons the sequence in progress and reads `scalar` as text.
  mutating func reprocess(_ scalar: Unicode.Scalar) {
    state = .text
    consumeText(scalar)
  }

  mutating func consumeText(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    let wasCarriageReturn = afterCarriageReturn
    afterCarriageReturn = false
    switch value {
    case 0x1B: state = .escape
    case 0x9B: state = .controlSequence
    case 0x90, 0x98, 0x9D, 0x9E, 0x9F: state = .controlString
    case 0x0A:
      if !wasCarriageReturn { lineBreak() }
    case 0x0D:
      lineBreak()
      afterCarriageReturn = true
    case 0x0B, 0x0C, 0x85, 0x2028, 0x2029: lineBreak()
    case 0x09: output.append(" ")
    case 0x00...0x1F, 0x7F...0x9F: break
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: break
    default: output.append(scalar)
    }
  }

  mutating func lineBreak() {
    output.append(allowsNewlines ? "\n" : " ")
  }
}
