import Foundation
import Networking

/// JokeAPI's error answer:
/// `{"error":true,"code":106,"message":"No matching joke found","causedBy":["…"],…}`.
///
/// It comes with an HTTP error status, so the client hands over only the first ~200 bytes of
/// the body (sanitised to one line); ``init(excerpt:)`` reads the fields from that, whole or
/// cut short.
struct JokeAPIErrorEnvelope: Decodable, Sendable, Equatable {
  /// The error's number, such as 106.
  let code: Int?
  /// What went wrong: "No matching joke found"; bounded to ``TextLimit/title``.
  let message: String
  /// Why, one reason per item, each bounded to ``TextLimit/title``.
  let causedBy: [String]?

  private enum CodingKeys: String, CodingKey {
    case code, message, causedBy
  }

  /// The message, its first cause and its code on one line:
  /// `No matching joke found: No jokes were found that match your provided filter(s) (code 106)`.
  var summary: String {
    var text = message
    if let cause = causedBy?.first, !cause.isEmpty { text += ": " + cause }
    if let code { text += " (code \(code))" }
    return text
  }

}

extension JokeAPIErrorEnvelope {
  /// Decodes an envelope, its text bounded where it is decoded.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      code: try container.decodeIfPresent(Int.self, forKey: .code),
      message: try container.decode(String.self, forKey: .message, limit: .title),
      causedBy: try container.decodeIfPresent([String].self, forKey: .causedBy)?
        .map(TextLimit.title.bound))
  }

  /// Reads an envelope from the start of an error body; `nil` when there is no `message`.
  init?(excerpt: String) {
    let data = Data(excerpt.utf8)
    if let whole = try? JSONDecoder().decode(Self.self, from: data) {
      self = whole
      return
    }
    guard let message = Self.string(after: "message", in: excerpt) else { return nil }
    let cause = Self.string(after: "causedBy", in: excerpt)
    self.init(
      code: Self.integer(after: "code", in: excerpt), message: message,
      causedBy: cause.map { [$0] })
  }

  /// The first complete string literal after `"key":` (or `"key": [`), decoded; `nil` when
  /// the key is absent or the literal was cut off.
  static func string(after key: String, in text: String) -> String? {
    guard var rest = value(after: key, in: text) else { return nil }
    if rest.first == "[" { rest = rest.dropFirst().drop(while: \.isWhitespace) }
    guard rest.first == "\"" else { return nil }
    var escaped = false
    for index in rest.indices.dropFirst() {
      let character = rest[index]
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        let literal = rest[...index]
        let decoded = try? JSONDecoder().decode([String].self, from: Data("[\(literal)]".utf8))
        return decoded?.first
      }
    }
    return nil
  }

  /// The integer after `"key":`, when its digits are all there.
  static func integer(after key: String, in text: String) -> Int? {
    guard let rest = value(after: key, in: text) else { return nil }
    let digits = rest.prefix(while: \.isASCII).prefix(while: \.isNumber)
    guard !digits.isEmpty, digits.endIndex < rest.endIndex else { return nil }
    return Int(digits)
  }

  /// The text after `"key"`, a colon and any spaces.
  private static func value(after key: String, in text: String) -> Substring? {
    guard let range = text.range(of: "\"\(key)\"") else { return nil }
    let rest = text[range.upperBound...].drop(while: \.isWhitespace)
    guard rest.first == ":" else { return nil }
    return rest.dropFirst().drop(while: \.isWhitespace)
  }
}
