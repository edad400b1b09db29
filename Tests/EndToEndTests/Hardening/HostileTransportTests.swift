import Foundation
import Testing

/// A server that breaks HTTP itself: answers that are not HTTP, redirects away from HTTP or to
/// another origin, compressed or endless bodies, and answers slow enough to stretch a command.
/// Every case ends in one line, the documented status, bounded time and memory, and no
/// credential sent where it was not given.
@Suite(.serialized) struct HostileTransportTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer(["--clerk-year", "2026"])
    scratch = try ScratchDirectory()
  }

  /// One command per app that makes one request for data.
  static let fetches: [(AppUnderTest, [String])] = [
    (.todos, ["show", "1"]),
    (.dadjokes, ["joke", "--type", "dad"]),
    (.votes, ["show", "2026/190"]),
  ]

  struct Fault: Sendable, CustomTestStringConvertible {
    var name: String
    var testDescription: String { name }
  }

  /// A redirect to `ftp://` and an HTTP/0.9 answer are the service's fault: exit 69 naming
  /// the service, not a usage error about the user's base URL.
  @Test(arguments: [Fault(name: "redirect-ftp"), Fault(name: "http09")])
  func aBrokenAnswerIsTheServicesFault(_ fault: Fault) throws {
    try server.setFaults("fault=\(fault.name)")
    let port = server.url.port ?? 0
    for (app, arguments) in Self.fetches {
      let run = try app.run(arguments, baseURL: server.url.absoluteString, scratch: scratch)
      #expect(run.status == 69, "\(app.name): \(run.stderr)")
      #expect(run.stderr.contains("127.0.0.1:\(port)"), "\(app.name): \(run.stderr)")
      #expect(!run.stderr.contains("must be an http(s) URL"), "\(app.name): \(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1, "\(app.name): \(run.stderr)")
    }
  }

  /// A gzip bomb (1 GiB of zeros in 6.8 MB) and an endless body end the command quickly, with
  /// a clear line, and the app's memory stays small.
  @Test(arguments: [Fault(name: "gzip-bomb"), Fault(name: "endless")])
  func bodiesAreBoundedWhateverTheirEncoding(_ fault: Fault) throws {
    try server.setFaults("fault=\(fault.name)")
    let started = Date()
    let run = try AppUnderTest.todos.run(
      ["--timeout", "5", "list"], baseURL: server.url.absoluteString, scratch: scratch,
      timeout: 30)
    let elapsed = Date().timeIntervalSince(started)
    #expect([65, 69].contains(run.status), "\(run.status): \(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    #expect(elapsed < 10, "took \(elapsed) s")
    // The largest child this process has waited for: every app run, the tests' servers.
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    let peakMiB = usage.ru_maxrss / 1024
    #expect(peakMiB < 256, "a child reached \(peakMiB) MiB")
  }

  /// `--timeout` is one deadline for the whole command: with every probe taking 1.5 s,
  /// `--timeout 2` ends the command after about 2 s (exit 75), not 2 s per request. Discovery
  /// probes in rounds of at most 4 at once, so the deadline leaves time for two rounds at most:
  /// the first, answered at 1.5 s, and the second, cut short at 2 s.
  @Test func theTimeoutIsOneDeadlineForTheCommand() throws {
    try server.setFaults("delay=1.5")
    let before = try server.requestCounts().total
    let started = Date()
    let run = try AppUnderTest.votes.run(
      ["--timeout", "2", "list", "--limit", "3"], baseURL: server.url.absoluteString,
      scratch: scratch, timeout: 30)
    let elapsed = Date().timeIntervalSince(started)
    #expect(run.status == 75, "\(run.stderr)")
    #expect(elapsed < 4, "took \(elapsed) s")
    #expect(try server.requestCounts().total - before <= 2 * 4)
  }

  /// A redirect from the congress.gov API to another origin does not take the API key along:
  /// the other origin (the fixture's congress.gov at `localhost`) sees no key and answers 403,
  /// which the app reports as a missing key.
  @Test func theAPIKeyStaysWithItsOrigin() throws {
    try server.setFaults("fault=redirect-origin")
    let port = server.url.port ?? 0
    let run = try AppUnderTest.votes.run(
      ["--source", "congress-gov", "list", "--limit", "1"], baseURL: server.url.absoluteString,
      scratch: scratch, extra: ["CONGRESS_API_KEY": "k3y-\(UUID().uuidString)"])
    #expect(run.status == 64, "\(run.stderr)")
    #expect(run.stderr.contains("API key"), "\(run.stderr)")
    let credentialed = try server.credentialedRequestsByHost()
    #expect(credentialed["127.0.0.1:\(port)", default: 0] >= 1, "\(credentialed)")
    #expect(credentialed["localhost:\(port)"] == nil, "\(credentialed)")
  }
}
