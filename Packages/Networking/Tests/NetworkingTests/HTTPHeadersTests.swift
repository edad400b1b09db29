import Testing

@testable import Networking

/// ``HTTPHeaders``: names compare case-insensitively, and names that differ only in case are
/// one field whose values are joined in a set order.
@Suite struct HTTPHeadersTests {
  @Test func namesCompareCaseInsensitively() {
    let headers = HTTPHeaders(["ETag": "\"v1\"", "content-type": "text/plain"])
    #expect(headers["etag"] == "\"v1\"")
    #expect(headers["Content-Type"] == "text/plain")
    #expect(headers.fields == ["etag": "\"v1\"", "content-type": "text/plain"])
  }

  @Test func namesDifferingOnlyInCaseJoinTheirValuesInNameOrder() {
    let headers = HTTPHeaders(["cache-control": "no-store", "Cache-Control": "max-age=60"])
    #expect(headers["cache-control"] == "max-age=60, no-store")
    #expect(headers.fields.count == 1)
  }

  @Test func aTransportsLowercasedFieldsAreKeptAsTheyAre() {
    let headers = HTTPHeaders(lowercased: ["etag": "\"v2\""])
    #expect(headers["ETag"] == "\"v2\"")
    #expect(headers == HTTPHeaders(["ETag": "\"v2\""]))
  }
}
