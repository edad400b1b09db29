import Foundation
import Testing

@testable import Networking

@Suite struct ExcerptTests {
  @Test(arguments: [
    ("plain text", 20, "plain text"),
    ("abcdefghij", 5, "abcd…"),
    ("abcde", 5, "abcde"),
    ("", 0, ""),
    ("ab", 0, "…"),
    // Cut by characters, not bytes or scalars: "é" written as e + U+0301 is one character.
    ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
    // Not sanitised: that is the printing side's job, done once.
    ("\u{1B}[2Jclear\nnext", 100, "\u{1B}[2Jclear\nnext"),
  ])
  func keepsTheFirstCharacters(_ text: String, _ limit: Int, _ expected: String) {
    #expect(text.excerpt(maximumCharacters: limit) == expected)
  }

  /// A hostile server's huge key or message cannot make a decoding error unbounded.
  @Test func decodingErrorsBoundWhatTheyQuote() throws {
    struct Item: Decodable { let title: String }
    let key = String(repeating: "k", count: 5_000)
    let body = Data(#"{"\#(key)": {"title": 1}}"#.utf8)
    let url = URL(string: "http://127.0.0.1/x")
    let decodingError: any Error
    do {
      _ = try JSONDecoder().decode([String: Item].self, from: body)
      Issue.record("expected a decoding error")
      return
    } catch {
      decodingError = error
    }
    let error = NetworkError(
      decoding: [String: Item].self, url: try #require(url), error: decodingError)
    guard case .decoding(_, _, let codingPath, let reason) = error.detail else {
      Issue.record("expected decoding, got \(error)")
      return
    }
    #expect(codingPath.count == NetworkError.reasonLimit)
    #expect(codingPath.hasSuffix("…"))
    #expect(reason.count <= NetworkError.reasonLimit)
  }
}
