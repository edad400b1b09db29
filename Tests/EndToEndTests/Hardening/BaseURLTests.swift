import Foundation
import Testing

/// A base URL is checked once, with one message, before any request; a long one still lets
/// the widget keep its state.
@Suite(.serialized) struct BaseURLTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer(["--clerk-year", "2026"])
    scratch = try ScratchDirectory()
  }

  @Test(arguments: AppUnderTest.all)
  func badBaseURLsGetOneMessage(_ app: AppUnderTest) throws {
    let port = server.url.port ?? 0
    for url in ["http://127.0.0.1:99999", "ftp://127.0.0.1:\(port)", "http://[::1", "http://:80"] {
      let run = try app.run(["widget"], baseURL: url, scratch: scratch)
      #expect(run.status == 64, "\(url): \(run.stderr)")
      #expect(
        run.stderr.hasPrefix(
          "\(app.name): \(app.prefix)_BASE_URL must be an http(s) URL with a host"),
        "\(url): \(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1)
    }
    #expect(try server.requestCounts().total == 0)
  }

  @Test(arguments: AppUnderTest.all)
  func anUpperCaseSchemeWorks(_ app: AppUnderTest) throws {
    let url = "HTTP://127.0.0.1:\(server.url.port ?? 0)"
    let run = try app.run(["widget"], baseURL: url, scratch: scratch)
    #expect(run.status == 0, "\(run.stderr)")
  }

  /// A 400-character base URL once made the state file's name too long: nothing was stored,
  /// so every draw fetched again.
  @Test(arguments: AppUnderTest.all)
  func aLongBaseURLStillKeepsTheWidgetsState(_ app: AppUnderTest) throws {
    // A fragment is never sent, so the fixture server answers as usual.
    let url = server.url.absoluteString + "/#" + String(repeating: "fragment-", count: 45)
    let first = try app.run(["widget"], baseURL: url, scratch: scratch)
    let state = try FileManager.default.contentsOfDirectory(atPath: scratch.path("state"))
    #expect(state.contains { $0.hasSuffix(".json") }, "\(first.stderr)")
    #expect(state.allSatisfy { $0.utf8.count < 100 })
    let asked = try server.requestCounts().total
    let second = try app.run(["widget"], baseURL: url, scratch: scratch)
    #expect(second.status == 0)
    #expect(try server.requestCounts().total == asked)
  }
}
