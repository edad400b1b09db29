import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

/// A password in a URL (`http://user:hunter2@host`) is never printed, and never carried by
/// the errors the client throws.
@Suite struct RedactionTests {
  static let secretURL = URL(string: "http://user:hunter2@127.0.0.1:9/todos?id=1")!

  static let everyCase: [NetworkError] = [
    .invalidURL("ftp://user:hunter2@example.com/x"),
    .cannotConnect(url: secretURL, reason: "connection refused"),
    .timedOut(url: secretURL),
    .httpStatus(status: 500, url: secretURL, bodyExcerpt: "boom"),
    .rateLimited(url: secretURL, retryAfter: .seconds(30)),
    .decoding(type: "Todo", url: secretURL, codingPath: "[0]", reason: "expected Int"),
    .responseTooLarge(url: secretURL, limit: 8 << 20),
    .cancelled(url: secretURL),
    .badResponse(url: secretURL, reason: "not an HTTP response"),
  ]

  @Test(arguments: everyCase)
  func descriptionNeverShowsThePassword(_ error: NetworkError) {
    #expect(!error.description.contains("hunter2"))
    #expect(!error.description.contains("user:"))
    #expect(error.description.contains("127.0.0.1:9/todos") || error.url == nil)
  }

  @Test(arguments: everyCase)
  func redactedErrorCarriesNoPassword(_ error: NetworkError) {
    let shown = error.redactingUserInfo.url?.absoluteString ?? ""
    #expect(!shown.contains("hunter2"))
    if case .invalidURL(let text) = error.redactingUserInfo.detail {
      #expect(!text.contains("hunter2"))
    }
  }

  struct RedactCase: Sendable, CustomStringConvertible {
    let text: String
    let expected: String
    var description: String { text }
  }

  @Test(arguments: [
    RedactCase(text: "http://user:hunter2@h:8080/a?b=1#c", expected: "http://h:8080/a?b=1#c"),
    RedactCase(text: "https://user@h/", expected: "https://h/"),
    RedactCase(text: "http://:hunter2@h/", expected: "http://h/"),
    RedactCase(text: "http://h/a@b", expected: "http://h/a@b"),
    RedactCase(text: "http://h/", expected: "http://h/"),
  ])
  func redactingRemovesOnlyTheUserInfo(_ testCase: RedactCase) throws {
    let url = try #require(URL(string: testCase.text))
    #expect(url.redactedString == testCase.expected)
    #expect(url.redactingUserInfo.absoluteString == testCase.expected)
    #expect(Redaction.text(testCase.text) == testCase.expected)
  }

  /// Text the caller built may not parse as a URL; only an authority (after `//`) has user
  /// info, so `mailto:` and paths are left as they are.
  @Test(arguments: [
    RedactCase(text: "ftp://u:hunter2@h/x", expected: "ftp://h/x"),
    RedactCase(text: "http://u:hunter2@", expected: "http://"),
    RedactCase(text: "x://a:b@c:hunter2@h", expected: "x://h"),
    RedactCase(text: "mailto:someone@example.com", expected: "mailto:someone@example.com"),
    RedactCase(text: "/relative@x", expected: "/relative@x"),
  ])
  func textThatMayNotBeAURLIsRedactedToo(_ testCase: RedactCase) {
    #expect(Redaction.text(testCase.text) == testCase.expected)
  }

  @Test func errorsFromTheClientCarryNoPassword() async throws {
    let dead = try DeadPort()
    defer { dead.close() }
    let base = try #require(URL(string: "http://user:hunter2@127.0.0.1:\(dead.port)"))
    let client = TestHarness().client(base, configuration: TestHarness.quick(retry: .never))

    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("todos")) }

    let url = try #require(error?.url)
    #expect(url.absoluteString == "http://127.0.0.1:\(dead.port)/todos")
    #expect(!String(describing: error).contains("hunter2"))
  }

  @Test func invalidURLFromTheCallerCarriesNoPassword() async throws {
    let base = try #require(URL(string: "ftp://user:hunter2@example.com"))
    let client = TestHarness().client(base)

    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("x")) }

    guard case .invalidURL(let text) = error?.detail else {
      Issue.record("expected invalidURL, got \(String(describing: error))")
      return
    }
    #expect(!text.contains("hunter2"))
  }
}
