import Foundation
import Networking
import Testing

/// The public face of ``NetworkError``, used as a package user would (no `@testable`): every
/// kind is told apart by its code, and what a caller needs is read from properties.
@Suite struct NetworkErrorCodeTests {
  static let url = URL(string: "http://127.0.0.1:9/todos")!

  struct Case: Sendable, CustomStringConvertible {
    let error: NetworkError
    let code: NetworkError.Code
    let status: Int?
    let isTemporary: Bool
    var description: String { "\(code) \(status.map(String.init) ?? "-")" }
  }

  static let cases: [Case] = [
    Case(error: .invalidURL("x"), code: .invalidURL, status: nil, isTemporary: false),
    Case(
      error: .cannotConnect(url: url, reason: "refused"), code: .cannotConnect, status: nil,
      isTemporary: true),
    Case(error: .timedOut(url: url), code: .timedOut, status: nil, isTemporary: true),
    Case(
      error: .httpStatus(status: 404, url: url, bodyExcerpt: "{}"), code: .httpStatus,
      status: 404, isTemporary: false),
    Case(
      error: .httpStatus(status: 408, url: url, bodyExcerpt: ""), code: .httpStatus,
      status: 408, isTemporary: true),
    Case(
      error: .httpStatus(status: 503, url: url, bodyExcerpt: ""), code: .httpStatus,
      status: 503, isTemporary: true),
    Case(
      error: .rateLimited(url: url, retryAfter: .seconds(5)), code: .rateLimited, status: 429,
      isTemporary: true),
    Case(
      error: .decoding(type: "Todo", url: url, codingPath: "id", reason: "r"), code: .decoding,
      status: nil, isTemporary: false),
    Case(
      error: .responseTooLarge(url: url, limit: 10), code: .responseTooLarge, status: nil,
      isTemporary: false),
    Case(error: .cancelled(url: url), code: .cancelled, status: nil, isTemporary: false),
    Case(
      error: .badResponse(url: url, reason: "HTTP/0.9"), code: .badResponse, status: nil,
      isTemporary: false),
  ]

  @Test(arguments: cases)
  func eachKindHasItsCodeStatusAndTemporariness(_ testCase: Case) {
    #expect(testCase.error.code == testCase.code)
    #expect(testCase.error.status == testCase.status)
    #expect(testCase.error.isTemporary == testCase.isTemporary)
  }

  @Test func codesAreDistinctAndNamed() {
    let codes = Self.cases.map(\.code)
    #expect(Set(codes).count == 9)
    #expect(NetworkError.Code.timedOut.description == "timedOut")
  }

  @Test func valuesAreReadThroughProperties() {
    let status = NetworkError.httpStatus(status: 500, url: Self.url, bodyExcerpt: "oops")
    #expect(status.bodyExcerpt == "oops")
    #expect(status.url == Self.url)
    #expect(status.retryAfter == nil)
    #expect(NetworkError.timedOut(url: Self.url).bodyExcerpt == nil)
    #expect(NetworkError.invalidURL("x").url == nil)
    let limited = NetworkError.rateLimited(url: Self.url, retryAfter: .seconds(30))
    #expect(limited.retryAfter == .seconds(30))
    #expect((limited as any RetryAdvice).retryAfter == .seconds(30))
  }

  @Test func equalAndHashedByKindAndValues() {
    let a = NetworkError.httpStatus(status: 500, url: Self.url, bodyExcerpt: "a")
    let b = NetworkError.httpStatus(status: 500, url: Self.url, bodyExcerpt: "b")
    #expect(a != b)
    #expect(Set([a, b, a]).count == 2)
    #expect(a == NetworkError.httpStatus(status: 500, url: Self.url, bodyExcerpt: "a"))
  }
}
