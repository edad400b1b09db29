import AppCommandLineTestSupport
import Foundation
import NetworkingTestSupport
import Testing

@testable import __Name__App

/// The `__name__` commands against a loopback server, with stdout and stderr captured.
@Suite struct __Name__AppTests {
  static let items = """
    [{"id": 1, "title": "first", "detail": "one"},
     {"id": 12, "title": "\\u001b[2Jho\\u001b]0;x\\u0007stile", "detail": "two"}]
    """

  /// The app on `server`, with state and cache folders of its own.
  func app(on server: LoopbackHTTPServer) throws -> InProcessApp<__Name__CommandLine> {
    try InProcessApp<__Name__CommandLine>(variables: [
      "__NAME___BASE_URL": server.baseURL.absoluteString
    ])
  }

  func run(_ arguments: [String], server: LoopbackHTTPServer) async throws -> AppRun {
    try await app(on: server).run(arguments)
  }

  @Test func listAlignsIdsAndNeutralisesHostileTitles() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/__name__/items", .json(Self.items))
    let outcome = try await run(["list"], server: server)
    #expect(outcome.status == 0)
    #expect(outcome.stdout == "   1  first\n  12  hostile\n")
    #expect(outcome.stderr.isEmpty)
  }

  @Test func aMissingItemIsExit66WithOneLine() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/__name__/items/9", .json("{}", status: 404))
    let outcome = try await run(["show", "9"], server: server)
    #expect(outcome.status == 66)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.hasPrefix("__name__: no item with id 9"))
    #expect(outcome.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test(arguments: ["__name__://__item__/abc", "__name__://list", "https://example.com/item/1"])
  func openRejectsLinksThatAreNotRoutesWithoutARequest(_ link: String) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let outcome = try await run(["open", link], server: server)
    #expect(outcome.status == 64)
    #expect(outcome.stderr.contains("__name__://__item__/<id>"))
    #expect(server.requests.isEmpty)
  }

  @Test func theWidgetDrawsTheFirstItemAndTheStatusLineSaysIt() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/__name__/items", .json(Self.items))
    let app = try app(on: server)
    let widget = await app.run(["widget", "--no-frame"])
    #expect(widget.status == 0, "\(widget.stderr)")
    #expect(widget.stdout.contains("first"))
    #expect(!widget.stdout.contains("\u{1B}"))
    let status = await app.run(["status", "--format", "jsonl"])
    #expect(status.status == 0, "\(status.stderr)")
    #expect(status.stdout.contains(#""text":"first""#), "\(status.stdout)")
    #expect(status.stdout.contains(#""url":"__name__://__item__/1""#), "\(status.stdout)")
  }

  @Test(arguments: [["show", "abc"], ["show", "0"], ["widget", "--family", "large"]])
  func badArgumentsAreUsageErrors(_ arguments: [String]) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let outcome = try await run(arguments, server: server)
    #expect(outcome.status == 64)
    #expect(outcome.stderr.hasPrefix("__name__: "))
  }
}
