import Foundation
import NetworkingTestSupport

/// Seeded mutations of a recorded payload, the way a hostile or broken server would change
/// it: flipped bits, a cut-off body, huge or odd numbers in numeric fields, deep nesting, and
/// control, C1 and bidirectional characters in text.
///
/// Most mutations keep the payload well-formed (numbers and text where values sit, escaped
/// for JSON), so that most cases reach the model, the views and the printers; the rest break
/// it, to reach the parsers' error paths.
struct VotePayloadMutator {
  /// The payload's syntax, which decides where text and numbers sit and how nesting looks.
  enum Syntax: Sendable {
    case xml
    case json
  }

  let original: [UInt8]
  let syntax: Syntax
  /// Where numbers written as element text or JSON values start and end.
  private let numbers: [Range<Int>]
  /// Where element text or a JSON string value starts (for the Clerk, in `<vote-metadata>`).
  private let textStarts: [Int]

  init(_ data: Data, syntax: Syntax) {
    original = Array(data)
    self.syntax = syntax
    numbers = Self.numericValues(in: original)
    textStarts = Self.textStarts(in: original, syntax: syntax)
  }

  /// Numbers a hostile server might send, as text.
  static let hostileNumbers = [
    "9223372036854775807", "9223372036854775808", "-9223372036854775808", "9223372036854775000",
    "18446744073709551616", "99999999999999999999999999999", "1001", "1000", "-1", "0",
    "1e308", "4294967296", "00000000000000000000001", "1.5", "NaN", "",
  ]

  /// Text a hostile server might splice into a title or name.
  static let hostileText = [
    "\u{1B}[2J", "\u{1B}]8;;https://evil.example\u{07}x\u{1B}]8;;\u{07}", "\u{07}", "\u{08}",
    "\u{00}", "\u{7F}", "\u{85}", "\u{9B}31m", "\u{90}q\u{9C}", "\u{202E}", "\u{2066}",
    "\u{200F}", "\u{061C}", "\u{FEFF}", "\u{2028}", "\r\n", "\t", "e\u{301}\u{301}\u{301}",
    "👨‍👩‍👧‍👦", "漢字テキスト", String(repeating: "W", count: 3_000),
  ]

  /// A mutated copy: one or two mutations chosen by `generator`.
  func mutated(using generator: inout SplitMix64) -> Data {
    var bytes = original
    for _ in 0..<Int.random(in: 1...2, using: &generator) {
      switch Int.random(in: 0..<100, using: &generator) {
      case 0..<35: spliceText(into: &bytes, using: &generator)
      case 35..<70: replaceNumber(in: &bytes, using: &generator)
      case 70..<85: flipBits(in: &bytes, using: &generator)
      case 85..<93: truncate(&bytes, using: &generator)
      default: nest(into: &bytes, using: &generator)
      }
    }
    return Data(bytes)
  }

  /// Hostile text where a value's text starts: as the raw characters, or (for JSON, mostly)
  /// as the escapes that decode to them.
  private func spliceText(into bytes: inout [UInt8], using generator: inout SplitMix64) {
    guard let start = textStarts.randomElement(using: &generator), start <= bytes.count else {
      return
    }
    let text = Self.hostileText.randomElement(using: &generator) ?? ""
    let escaped = syntax == .json && Int.random(in: 0..<4, using: &generator) > 0
    bytes.insert(contentsOf: Array((escaped ? Self.jsonEscaped(text) : text).utf8), at: start)
  }

  /// A numeric value replaced by a hostile number, or by a plausible one (0…1,200).
  private func replaceNumber(in bytes: inout [UInt8], using generator: inout SplitMix64) {
    // Positions in the original; applied where they still fall inside the bytes.
    guard let range = numbers.randomElement(using: &generator), range.upperBound <= bytes.count
    else { return }
    let number =
      Bool.random(using: &generator)
      ? Self.hostileNumbers.randomElement(using: &generator) ?? "0"
      : String(Int.random(in: 0...1_200, using: &generator))
    bytes.replaceSubrange(range, with: Array(number.utf8))
  }

  private func flipBits(in bytes: inout [UInt8], using generator: inout SplitMix64) {
    guard !bytes.isEmpty else { return }
    for _ in 0..<Int.random(in: 1...8, using: &generator) {
      let index = Int.random(in: 0..<bytes.count, using: &generator)
      bytes[index] ^= 1 << UInt8.random(in: 0...7, using: &generator)
    }
  }

  private func truncate(_ bytes: inout [UInt8], using generator: inout SplitMix64) {
    guard !bytes.isEmpty else { return }
    bytes.removeLast(Int.random(in: 1...bytes.count, using: &generator))
  }

  /// Elements or arrays nested up to 50,000 deep, balanced or not.
  private func nest(into bytes: inout [UInt8], using generator: inout SplitMix64) {
    let depth = [10, 300, 600, 5_000, 50_000].randomElement(using: &generator) ?? 10
    let (open, close) = syntax == .xml ? ("<n>", "</n>") : (#"{"n":["#, "]}")
    let balanced = Bool.random(using: &generator)
    let tail = balanced ? String(repeating: close, count: depth) : ""
    let nest = String(repeating: open, count: depth) + tail
    let at = min(textStarts.randomElement(using: &generator) ?? 0, bytes.count)
    switch syntax {
    case .xml:
      bytes.insert(contentsOf: Array(nest.utf8), at: at)
    case .json:
      // A new key of the object holding the value, so a balanced nest is still JSON.
      let key = Self.keyStart(before: at, in: bytes)
      bytes.insert(contentsOf: Array(#""n": \#(nest), "#.utf8), at: key)
    }
  }

  /// Text as the body of a JSON string: quotes, backslashes and controls escaped.
  static func jsonEscaped(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x22: escaped += #"\""#
      case 0x5C: escaped += #"\\"#
      case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
        escaped += String(format: "\\u%04x", scalar.value)
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// The opening quote of the key before the string value starting at `index`.
  private static func keyStart(before index: Int, in bytes: [UInt8]) -> Int {
    var cursor = index - 1
    var quotes = 0
    while cursor > 0 {
      if bytes[cursor] == UInt8(ascii: "\"") { quotes += 1 }
      if quotes == 3 { return cursor }
      cursor -= 1
    }
    return index
  }

  /// Runs of digits (with a sign) written right after `>` or `": `.
  private static func numericValues(in bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var index = 1
    while index < bytes.count {
      let afterTag = bytes[index - 1] == UInt8(ascii: ">")
      let afterKey =
        index > 1 && bytes[index - 1] == UInt8(ascii: " ") && bytes[index - 2] == UInt8(ascii: ":")
      if afterTag || afterKey, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "-") {
        var end = index + 1
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        ranges.append(index..<end)
        index = end
      } else {
        index += 1
      }
    }
    return ranges
  }

  /// Where element text (after `>`, not another tag, before `<vote-data>`) or a JSON string
  /// value (after `": "`) starts.
  private static func textStarts(in bytes: [UInt8], syntax: Syntax) -> [Int] {
    switch syntax {
    case .xml:
      let end = firstIndex(of: Array("<vote-data".utf8), in: bytes) ?? bytes.count
      return (1..<end).filter { index in
        bytes[index - 1] == UInt8(ascii: ">") && bytes[index] != UInt8(ascii: "<")
          && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r")
      }
    case .json:
      return bytes.indices.dropFirst(3).filter { index in
        bytes[index - 1] == UInt8(ascii: "\"") && bytes[index - 2] == UInt8(ascii: " ")
          && bytes[index - 3] == UInt8(ascii: ":")
      }
    }
  }

  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard needle.count <= bytes.count else { return nil }
    return (0...(bytes.count - needle.count)).first { start in
      bytes[start] == needle[0] && Array(bytes[start..<start + needle.count]) == needle
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
