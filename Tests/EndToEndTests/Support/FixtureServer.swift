import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `fixture-server` process on loopback for one test: started with `--port 0`, its URL read
/// from its first line, stopped with SIGTERM when the test is done.
final class FixtureServer: @unchecked Sendable {
  // `@unchecked Sendable` is safe: every property is set in `init` and never changed.
  let url: URL
  private let child: ChildProcess
  /// The server's log, one line per request as it arrives, when started with `logging`.
  private let log: ReadAll?

  /// Starts a server with extra options such as `["--fault", "malformed"]`; with `logging`,
  /// its request log is read (``waitForRequest(_:)``).
  init(_ options: [String] = [], logging: Bool = false) throws {
    child = try ChildProcess(
      BuiltProducts.executable("fixture-server").path,
      ["--port", "0"] + (logging ? [] : ["--quiet"]) + options,
      environment: ["PATH": "/usr/bin:/bin"], stdout: .pipe, stderr: logging ? .pipe : .null)
    log = logging ? ReadAll(taking: child.take(2), noting: child.changes) : nil
    // The first line is the URL; a server that does not print one within 30 s is a failure.
    let output = child.peek(1)
    var line = Data()
    var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
    var byte: UInt8 = 0
    while line.count < 200, poll(&descriptor, 1, 30_000) == 1, read(output, &byte, 1) == 1,
      byte != UInt8(ascii: "\n")
    {
      line.append(byte)
    }
    guard let url = URL(string: String(decoding: line, as: UTF8.self)), url.host != nil else {
      child.wait(upTo: 0)
      throw CocoaError(.fileReadCorruptFile)
    }
    self.url = url
  }

  deinit {
    stop()
  }

  /// Waits (at most 30 s, a failure limit) until the server has received `count` requests
  /// whose log lines start with `text` (`"PATCH /todos/1"`): it logs a request when it has
  /// read it, before any delay it then serves. Needs `logging`.
  func waitForRequest(_ text: String, count: Int = 1) -> Bool {
    guard let log else { return false }
    return child.changes.wait(within: 30) {
      String(decoding: log.soFar, as: UTF8.self).split(separator: "\n").filter {
        $0.hasPrefix(text)
      }.count >= count
    }
  }

  /// Stops the server (SIGTERM, then SIGKILL after 10 s); later requests to its URL are refused.
  func stop() {
    child.send(SIGTERM)
    child.wait(upTo: 10)
  }

  /// Changes the fault of every later request (`"fault=429"`, `"delay=2"`); `""` restores the
  /// faults the server started with and clears every `setScript`. The URL stays the same, so
  /// stored state still applies.
  func setFaults(_ query: String) throws {
    try post("/_fixture/faults" + (query.isEmpty ? "" : "?" + query))
  }

  /// Scripts the answers of the next requests of `method` (`nil`: of any method), one step a
  /// request in the order they arrive: `["delay=2&fault=500", "", ""]` makes the first wait
  /// 2 s and fail with 500 and the next two answer normally at once; then `setFaults` applies
  /// again. Each step is a query as `setFaults` takes (`""`: the normal answer); no steps
  /// clears the method's script.
  func setScript(_ steps: [String], method: String?) throws {
    var items = steps.map { "step=" + Self.encoded($0) }
    if let method { items.insert("method=" + Self.encoded(method), at: 0) }
    try post("/_fixture/script" + (items.isEmpty ? "" : "?" + items.joined(separator: "&")))
  }

  /// `text` percent-encoded for a query value: everything but unreserved ASCII, so that a
  /// step's own `&` and `=` stay inside it.
  private static func encoded(_ text: String) -> String {
    let unreserved = CharacterSet(
      charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }

  /// POSTs to `pathAndQuery` on the server; throws unless it answers 200.
  private func post(_ pathAndQuery: String) throws {
    guard let target = URL(string: url.absoluteString + pathAndQuery) else {
      throw URLError(.badURL)
    }
    var request = URLRequest(url: target)
    request.httpMethod = "POST"
    let done = DispatchSemaphore(value: 0)
    let outcome = Outcome()
    URLSession.shared.dataTask(with: request) { _, response, error in
      outcome.status = (response as? HTTPURLResponse)?.statusCode ?? (error == nil ? 0 : -1)
      done.signal()
    }.resume()
    done.wait()
    guard outcome.status == 200 else { throw URLError(.badServerResponse) }
  }

  /// The number of requests the server answered, by path (`/_fixture/*` excluded).
  func requestCounts() throws -> (total: Int, byPath: [String: Int]) {
    let counts = try summary()
    return (counts.total, counts.byPath)
  }

  /// How many requests carried `X-Api-Key` or `Authorization`, by the `Host` they were sent to.
  func credentialedRequestsByHost() throws -> [String: Int] {
    try summary().credentialedByHost
  }

  private struct Summary: Decodable {
    var total: Int
    var byPath: [String: Int]
    var credentialedByHost: [String: Int]
  }

  private func summary() throws -> Summary {
    let data = try Data(contentsOf: url.appendingPathComponent("_fixture/requests"))
    return try JSONDecoder().decode(Summary.self, from: data)
  }
}

/// The status a request ended with; `@unchecked Sendable` is safe: written once before the
/// semaphore is signalled, read after.
private final class Outcome: @unchecked Sendable {
  var status = 0
}

/// A fresh state and cache folder for one test run of an app, removed afterwards.
final class ScratchDirectory: @unchecked Sendable {
  // `@unchecked Sendable` is safe: `url` never changes.
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("e2e-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// A subfolder's path.
  func path(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }
}
