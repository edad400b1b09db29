import Foundation
import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// Request heads: read strictly, bounded to 8 KiB, and `--http` addresses loopback only.
@Suite struct HTTPRequestHeadTests {
  @Test func aHeadIsReadWithItsHeadersAndLength() throws {
    let bytes = Data(
      "GET /widgets.json?x=1 HTTP/1.1\r\nHost: 127.0.0.1:80\r\nX-A: b\r\n\r\nrest".utf8)
    let (head, length) = try #require(try HTTPRequestHead.parse(bytes))
    #expect(head.method == "GET" && head.path == "/widgets.json" && head.query == "x=1")
    #expect(head["HOST"] == "127.0.0.1:80" && head["x-a"] == "b")
    #expect(length == bytes.count - 4)
    #expect(head.keepsAlive)
  }

  @Test func anUnfinishedHeadWaitsAndAnOversizedOneIsRefused() throws {
    #expect(try HTTPRequestHead.parse(Data("GET / HTTP/1.1\r\nHost: a".utf8)) == nil)
    let long = Data(("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 9000)).utf8)
    #expect(throws: HTTPRequestHead.Failure.tooLarge) { try HTTPRequestHead.parse(long) }
  }

  @Test(arguments: [
    "GET  / HTTP/1.1", "GET / HTTP/2", "GET http://evil/ HTTP/1.1", "G\u{1}T / HTTP/1.1",
    "GET / HTTP/1.1\r\nHost: a\r\nHost: b", "GET / HTTP/1.1\r\n folded",
    "GET / HTTP/1.1\r\nX: a\u{0}b",
    "GET / HTTP/1.1\r\nBad Name: x",
  ])
  func malformedHeadsAreRefused(_ text: String) {
    #expect(throws: HTTPRequestHead.Failure.malformed) { try HTTPRequestHead.parse(text) }
  }

  @Test(arguments: [
    ("8080", false, UInt16(8080)), ("127.0.0.1:0", false, 0), ("[::1]:65535", true, 65535),
  ])
  func loopbackAddressesAreTaken(_ text: String, _ isIPv6: Bool, _ port: UInt16) throws {
    let address = try HTTPAddress(argument: text)
    #expect(address.isIPv6 == isIPv6 && address.port == port)
  }

  @Test(arguments: [
    "0.0.0.0:8080", "localhost:8080", "192.168.1.2:80", "[::]:80", "::1:80", "8080x", "65536",
    "127.0.0.1:", "example.com:80", "127.0.0.1:-1", "１２３",
  ])
  func otherAddressesAreUsageErrors(_ text: String) {
    #expect {
      try HTTPAddress(argument: text)
    } throws: { ($0 as? CommandFailure)?.exitCode == .usage }
  }
}
