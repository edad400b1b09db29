import AppCommandLine
import Foundation

/// An HTTP/1.x request's line and headers, read from at most ``limit`` bytes.
///
/// Strict: one space between the parts, `HTTP/1.0` or `HTTP/1.1`, header names of token
/// characters, no folded lines, no control character in a value, one `Host`. Whatever does
/// not parse is a 400, a head longer than ``limit`` a 431, and the connection is closed.
struct HTTPRequestHead: Sendable, Equatable {
  /// The most bytes of a request line and its headers.
  static let limit = 8192

  /// Why a head was refused.
  enum Failure: Error, Equatable {
    /// More than ``HTTPRequestHead/limit`` bytes without the blank line that ends a head.
    case tooLarge
    /// Not an HTTP/1.x request this server reads.
    case malformed
  }

  var method: String
  /// The path, without the query.
  var path: String
  /// The query after `?`, when there is one.
  var query: String?
  /// `HTTP/1.0` or `HTTP/1.1`.
  var version: String
  /// Header values by lower-case name; a repeated header's values joined with `, `.
  var headers: [String: String]

  /// The value of the header `name` (any case).
  subscript(_ name: String) -> String? { headers[name.lowercased()] }

  /// Whether the connection stays open after the answer: HTTP/1.1 without `close`.
  var keepsAlive: Bool {
    let connection = self["connection"]?.lowercased() ?? ""
    return version == "HTTP/1.1" && !connection.contains("close")
  }

  /// The head at the start of `buffer` and how many bytes it took, `nil` while it is not
  /// complete yet.
  ///
  /// - Throws: ``Failure``.
  static func parse(_ buffer: Data) throws(Failure) -> (head: HTTPRequestHead, length: Int)? {
    let end = buffer.firstRange(of: Data("\r\n\r\n".utf8))
    guard let end else {
      if buffer.count > limit { throw .tooLarge }
      return nil
    }
    let length = end.upperBound - buffer.startIndex
    guard length <= limit + 4 else { throw .tooLarge }
    guard let text = String(data: buffer[buffer.startIndex..<end.lowerBound], encoding: .utf8)
    else { throw .malformed }
    return (try parse(text), length)
  }

  /// The head in `text`, lines separated by CR LF, without the blank line.
  static func parse(_ text: String) throws(Failure) -> HTTPRequestHead {
    let lines = text.components(separatedBy: "\r\n")
    let parts = lines[0].split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3, ["HTTP/1.1", "HTTP/1.0"].contains(parts[2]),
      !parts[0].isEmpty, parts[0].allSatisfy(isToken), parts[1].hasPrefix("/"),
      parts[1].unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
    else { throw .malformed }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { throw .malformed }
      let name = line[..<colon]
      let value = line[line.index(after: colon)...].trimmingCharacters(in: [" ", "\t"])
      guard !name.isEmpty, name.allSatisfy(isToken),
        !value.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0 == "\u{7F}" })
      else { throw .malformed }
      let key = name.lowercased()
      if key == "host", headers[key] != nil { throw .malformed }
      headers[key] = headers[key].map { $0 + ", " + value } ?? value
    }
    let target = parts[1]
    let question = target.firstIndex(of: "?")
    return HTTPRequestHead(
      method: String(parts[0]), path: String(target[..<(question ?? target.endIndex)]),
      query: question.map { String(target[target.index(after: $0)...]) },
      version: String(parts[2]), headers: headers)
  }

  /// Whether `character` may be in a method or a header name (RFC 9110's `tchar`).
  private static func isToken(_ character: Character) -> Bool {
    guard character.isASCII, let ascii = character.asciiValue else { return false }
    return (0x30...0x39).contains(ascii) || (0x41...0x5A).contains(ascii)
      || (0x61...0x7A).contains(ascii) || "!#$%&'*+-.^_`|~".contains(character)
  }
}
