import Foundation
import Testing

@testable import AppCommandLine

/// `--json` output is byte-for-byte safe to print, and still says the same thing.
@Suite struct JSONOutputTests {
  static let unsafe: [Unicode.Scalar] = [
    "\u{01}", "\u{1B}", "\u{7F}", "\u{80}", "\u{9B}", "\u{9C}", "\u{9D}", "\u{9F}", "\u{200E}",
    "\u{200F}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{061C}",
  ]

  struct Document: Codable, Equatable {
    var title: String
    var date: Date
  }

  @Test(arguments: unsafe)
  func everyControlAndBidiCharacterIsEscaped(_ scalar: Unicode.Scalar) throws {
    let title = "a\(Character(scalar))b"
    let document = Document(title: title, date: Date(timeIntervalSince1970: 0))
    let json = try JSONOutput.encode(document)
    #expect(!json.unicodeScalars.contains(scalar))
    let hex = String(scalar.value, radix: 16)
    #expect(json.contains("\\u" + String(repeating: "0", count: 4 - hex.count) + hex))
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    #expect(try decoder.decode(Document.self, from: Data(json.utf8)) == document)

    let literal = JSONOutput.string(title)
    #expect(!literal.unicodeScalars.contains(scalar))
    #expect(try JSONDecoder().decode(String.self, from: Data(literal.utf8)) == title)
  }

  @Test func printableTextIsLeftAlone() throws {
    let text = "Ünïcödé “quotes” 漢字 👩‍👩‍👧 tab\tnew\nline \\ \" /"
    let literal = JSONOutput.string(text)
    #expect(try JSONDecoder().decode(String.self, from: Data(literal.utf8)) == text)
    #expect(literal.contains("漢字 👩‍👩‍👧"))
    let json = try JSONOutput.encode(["k": text])
    #expect(json.contains("\n"))  // the layout's line breaks stay
    #expect(try JSONDecoder().decode([String: String].self, from: Data(json.utf8)) == ["k": text])
  }
}
