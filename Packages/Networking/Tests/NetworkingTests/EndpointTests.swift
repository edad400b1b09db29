import Foundation
import Testing

@testable import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct EndpointTests {
  struct JoinCase: Sendable, CustomStringConvertible {
    let base: String
    let endpoint: Endpoint
    let expected: String
    var description: String { expected }
  }

  static let joins: [JoinCase] = [
    .init(base: "http://h", endpoint: Endpoint("todos"), expected: "http://h/todos"),
    .init(base: "http://h/", endpoint: Endpoint("/todos/1"), expected: "http://h/todos/1"),
    .init(
      base: "https://h/api/v3", endpoint: Endpoint("votes"), expected: "https://h/api/v3/votes"),
    .init(
      base: "https://h/api/v3/", endpoint: Endpoint("/votes"), expected: "https://h/api/v3/votes"),
    .init(base: "http://h:8080/x", endpoint: Endpoint(""), expected: "http://h:8080/x"),
    .init(
      base: "http://h", endpoint: Endpoint("search/a b"), expected: "http://h/search/a%20b"),
    .init(
      base: "http://h?key=k",
      endpoint: Endpoint("todos", queryItems: [URLQueryItem(name: "userId", value: "1")]),
      expected: "http://h/todos?key=k&userId=1"),
    .init(
      base: "http://h",
      endpoint: Endpoint("j", queryItems: [URLQueryItem(name: "q", value: "a&b c")]),
      expected: "http://h/j?q=a%26b%20c"),
  ]

  @Test(arguments: joins)
  func pathIsJoinedToTheBaseURL(_ testCase: JoinCase) throws {
    let base = try #require(URL(string: testCase.base))
    #expect(try testCase.endpoint.url(relativeTo: base).absoluteString == testCase.expected)
  }

  @Test(arguments: ["ftp://h/x", "file:///tmp", "mailto:someone@example.com", "/relative"])
  func nonHTTPBaseURLIsInvalid(_ base: String) throws {
    let url = try #require(URL(string: base))
    #expect(throws: NetworkError.self) { try Endpoint("todos").url(relativeTo: url) }
  }

  @Test func invalidURLIsReportedByTheClientWithoutAnyRequest() async throws {
    let calls = Recorder<URLRequest>()
    let transport = ClosureTransport { request in
      calls.append(request)
      return .json("{}")
    }
    let client = HTTPClient(baseURL: try #require(URL(string: "ftp://h")), transport: transport)
    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("x")) }
    #expect(error == .invalidURL("ftp://h/x"))
    #expect(calls.all.isEmpty)
  }

  /// The URL an invalid-URL error carries has no user info: a password never reaches a message.
  @Test func anInvalidURLErrorLeavesOutThePassword() throws {
    let base = try #require(URL(string: "ftp://ada:hunter2@h/api"))
    let error = #expect(throws: NetworkError.self) { try Endpoint("x").url(relativeTo: base) }
    #expect(error == .invalidURL("ftp://h/api/x"))
  }

  @Test func headersAreCaseInsensitive() {
    let headers = HTTPHeaders(["Content-Type": "text/xml", "ETag": "\"v1\""])
    #expect(headers["content-type"] == "text/xml")
    #expect(headers["CONTENT-TYPE"] == "text/xml")
    #expect(headers["etag"] == "\"v1\"")
    #expect(headers["Missing"] == nil)
  }

  @Test func headerNamesDifferingInCaseAreMerged() {
    let headers: HTTPHeaders = ["Vary": "Accept", "vary": "Origin"]
    #expect(headers["VARY"] == "Accept, Origin")
    #expect(headers.fields.count == 1)
  }
}
