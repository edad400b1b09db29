import Foundation
import Networking
import Testing

@testable import __Name__Domain

/// The client decodes the recorded list in `Fixtures/items.json` (the fixture server serves
/// the same file) and words a missing item as the domain's own failure.
@Suite struct __Item__ClientTests {
  static func fixture() throws -> Data {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/items", withExtension: "json"))
    return try Data(contentsOf: url)
  }

  /// A client whose server answers `/__name__/items` with the fixture and anything else 404.
  static func client() throws -> __Item__Client {
    let recorded = try fixture()
    let transport = ClosureTransport { request in
      guard request.url?.path == "/__name__/items" else { return .json("{}", status: 404) }
      return TransportResponse(
        status: 200, headers: ["Content-Type": "application/json"], body: recorded)
    }
    return __Item__Client(
      client: HTTPClient(
        baseURL: URL(string: "https://__name__.test")!,
        configuration: HTTPClient.Configuration(retry: .never), transport: transport))
  }

  @Test func decodesTheRecordedList() async throws {
    let items = try await Self.client().items()
    #expect(items.count == 5)
    #expect(
      items.first
        == __Item__(id: 1, title: "Well begun is half done.", detail: "Aristotle, Politics"))
    #expect(Set(items.map(\.id)).count == items.count, "ids repeat")
    #expect(items.allSatisfy { !$0.title.isEmpty && $0.id > 0 })
  }

  @Test func aMissingItemIsNotFound() async throws {
    await #expect(throws: __Item__Error.notFound(id: 99)) {
      try await Self.client().item(id: 99)
    }
  }

  @Test func routesRoundTrip() throws {
    let route = __Item__Route(id: 7)
    #expect(route.urlString == "__name__://__item__/7")
    #expect(try __Item__Route(string: "__name__://__item__/7") == route)
    #expect(throws: (any Error).self) { try __Item__Route(string: "__name__://__item__/0") }
  }
}
