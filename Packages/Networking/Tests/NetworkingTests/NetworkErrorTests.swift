import Foundation
import Testing

@testable import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct NetworkErrorTests {
  static let url = URL(string: "http://127.0.0.1:9/todos")!

  struct DescriptionCase: Sendable, CustomStringConvertible {
    let error: NetworkError
    let expected: String
    var description: String { expected }
  }

  static let descriptions: [DescriptionCase] = [
    .init(
      error: .invalidURL("ftp://example.com/x"),
      expected: #"invalid URL "ftp://example.com/x": expected http:// or https:// and a host"#),
    .init(
      error: .cannotConnect(url: url, reason: "connection refused"),
      expected: "cannot connect to http://127.0.0.1:9/todos (connection refused)"),
    .init(error: .timedOut(url: url), expected: "timed out waiting for http://127.0.0.1:9/todos"),
    .init(
      error: .httpStatus(status: 404, url: url, bodyExcerpt: "no such todo"),
      expected: "HTTP 404 (not found) from http://127.0.0.1:9/todos: no such todo"),
    .init(
      error: .httpStatus(status: 503, url: url, bodyExcerpt: ""),
      expected: "HTTP 503 (service unavailable) from http://127.0.0.1:9/todos"),
    .init(
      error: .rateLimited(url: url, retryAfter: .seconds(30)),
      expected: "HTTP 429 (too many requests) from http://127.0.0.1:9/todos, asking to wait 30 s"),
    .init(
      error: .rateLimited(url: url, retryAfter: nil),
      expected: "HTTP 429 (too many requests) from http://127.0.0.1:9/todos"),
    .init(
      error: .decoding(type: "Todo", url: url, codingPath: "[1].id", reason: "expected Int"),
      expected: "cannot decode Todo from http://127.0.0.1:9/todos at [1].id: expected Int"),
    .init(
      error: .responseTooLarge(url: url, limit: 8 << 20),
      expected: "response from http://127.0.0.1:9/todos is larger than the 8 MiB limit"),
    .init(
      error: .responseTooLarge(url: url, limit: 1000),
      expected: "response from http://127.0.0.1:9/todos is larger than the 1000 bytes limit"),
    .init(
      error: .cancelled(url: url), expected: "request to http://127.0.0.1:9/todos was cancelled"),
    .init(
      error: .badResponse(url: url, reason: "not an HTTP response"),
      expected: "http://127.0.0.1:9/todos sent an answer that is not valid HTTP "
        + "(not an HTTP response)"),
    .init(
      error: .cannotConnect(url: url, reason: "line one\nline\u{1B}two"),
      expected: "cannot connect to http://127.0.0.1:9/todos (line one\nline\u{1B}two)"),
  ]

  @Test(arguments: descriptions)
  func descriptionSaysWhatHappenedQuotingTheServerAsSent(_ testCase: DescriptionCase) {
    #expect(testCase.error.description == testCase.expected)
  }

  @Test func everyCaseButInvalidURLNamesItsURL() {
    for testCase in Self.descriptions {
      if testCase.error.code == .invalidURL {
        #expect(testCase.error.url == nil)
      } else {
        #expect(testCase.error.url == Self.url)
      }
    }
  }

  struct ExcerptCase: Sendable, CustomStringConvertible {
    let name: String
    let body: Data
    let expected: String
    var description: String { name }
  }

  static let excerpts: [ExcerptCase] = [
    .init(name: "plain", body: Data("Not Found".utf8), expected: "Not Found"),
    .init(
      name: "controls kept as sent",
      body: Data("a\r\n\tb\u{1B}[31mred\u{07}\u{202E}x\n".utf8),
      expected: "a\r\n\tb\u{1B}[31mred\u{07}\u{202E}x\n"),
    .init(
      name: "long", body: Data(String(repeating: "x", count: 500).utf8),
      expected: String(repeating: "x", count: 200) + "…"),
    .init(
      name: "cut inside a character",
      body: Data((String(repeating: "a", count: 199) + "é and more").utf8),
      expected: String(repeating: "a", count: 199) + "…"),
    .init(name: "binary", body: Data([0, 1, 2, 0x41, 0xFF]), expected: "\u{0}\u{1}\u{2}A"),
  ]

  @Test(arguments: excerpts)
  func bodyExcerptIsTheFirstBytesAsSent(_ testCase: ExcerptCase) {
    #expect(BodyExcerpt.of(testCase.body) == testCase.expected)
  }

  struct MappingCase: Sendable, CustomStringConvertible {
    let code: Int
    let expected: NetworkError
    var description: String { "\(code)" }
  }

  static let mappings: [MappingCase] = [
    .init(
      code: NSURLErrorCannotConnectToHost,
      expected: .cannotConnect(url: url, reason: "connection refused")),
    .init(
      code: NSURLErrorNetworkConnectionLost,
      expected: .cannotConnect(url: url, reason: "connection lost")),
    .init(
      code: NSURLErrorCannotFindHost, expected: .cannotConnect(url: url, reason: "host not found")
    ),
    .init(
      code: NSURLErrorDNSLookupFailed, expected: .cannotConnect(url: url, reason: "host not found")
    ),
    .init(
      code: NSURLErrorNotConnectedToInternet,
      expected: .cannotConnect(url: url, reason: "not connected to the internet")),
    .init(code: NSURLErrorTimedOut, expected: .timedOut(url: url)),
    .init(code: NSURLErrorCancelled, expected: .cancelled(url: url)),
    // The client only sends http(s) URLs it built and checked: these are the server's doing.
    .init(
      code: NSURLErrorUnsupportedURL,
      expected: .badResponse(
        url: url, reason: "not an HTTP response, or a redirect to a non-HTTP URL")),
    .init(
      code: NSURLErrorBadURL,
      expected: .badResponse(
        url: url, reason: "not an HTTP response, or a redirect to a non-HTTP URL")),
    .init(
      code: NSURLErrorBadServerResponse,
      expected: .badResponse(url: url, reason: "malformed response")),
    .init(
      code: NSURLErrorHTTPTooManyRedirects,
      expected: .badResponse(url: url, reason: "too many redirects")),
  ]

  @Test(arguments: mappings)
  func urlErrorCodesMapToCases(_ testCase: MappingCase) {
    let error = NSError(domain: NSURLErrorDomain, code: testCase.code)
    #expect(NetworkError(mapping: error, url: Self.url) == testCase.expected)
  }

  @Test func cancellationErrorMapsToCancelled() {
    #expect(NetworkError(mapping: CancellationError(), url: Self.url) == .cancelled(url: Self.url))
  }

  struct Item: Decodable {
    let id: Int
    let title: String
  }

  struct DecodingCase: Sendable, CustomStringConvertible {
    let json: String
    let codingPath: String
    let reasonContains: String
    var description: String { json }
  }

  static let decodings: [DecodingCase] = [
    .init(
      json: #"[{"id":1,"title":"a"},{"id":"x","title":"b"}]"#, codingPath: "[1].id",
      reasonContains: "expected Int"),
    .init(json: #"[{"id":1}]"#, codingPath: "[0].title", reasonContains: "missing key \"title\""),
    .init(json: #"[{"id":1,"title":null}]"#, codingPath: "[0].title", reasonContains: "null"),
    .init(json: "[{", codingPath: "", reasonContains: "not valid JSON"),
  ]

  @Test(arguments: decodings)
  func decodingErrorsNameTypePathAndReason(_ testCase: DecodingCase) throws {
    do {
      _ = try JSONDecoder().decode([Item].self, from: Data(testCase.json.utf8))
      Issue.record("decoding should fail")
    } catch {
      let mapped = NetworkError(decoding: [Item].self, url: Self.url, error: error)
      guard case .decoding(let type, let url, let codingPath, let reason) = mapped.detail else {
        Issue.record("expected .decoding, got \(mapped)")
        return
      }
      #expect(type == "Array<Item>")
      #expect(url == Self.url)
      #expect(codingPath == testCase.codingPath)
      #expect(reason.contains(testCase.reasonContains))
    }
  }
}
