import Foundation
import Testing

/// One app's `service --http 127.0.0.1:0` with a loaded widget, its fixture server and
/// scratch folder, and `curl` to ask it.
struct HTTPService {
  let placed: PlacedApp
  let service: Running
  /// `http://127.0.0.1:PORT/`.
  let url: String
  let token: String
  /// The placed widget's id, as `widgets --json` shows it.
  let id: String

  /// Places and loads the app's widget, starts the service and waits (at most 30 s) for its
  /// URL; `nil` when it never printed one (the test fails).
  static func start(_ app: AppUnderTest, family: [String] = []) throws -> HTTPService? {
    let placed = try PlacedApp(app)
    _ = try placed.run(["status"] + family)
    let loaded = try placed.run(["refresh"])
    #expect(loaded.status == 0, "\(loaded.stderr)")
    let widgets = try placed.run(["widgets", "--json"])
    let list = try JSONSerialization.jsonObject(with: Data(widgets.stdout.utf8)) as? [[String: Any]]
    guard let id = list?.first?["id"] as? String else { return nil }
    let service = try placed.start(["service", "--http", "127.0.0.1:0"])
    // The URL on stdout and the log line on stderr come through two pipes: wait for both.
    let started = service.wait { stdout, stderr in
      stderr.contains("refresh asks at ") && stdout.contains("\n")
    }
    guard started,
      let url = service.soFar.stdout.split(separator: "\n").first.map(String.init),
      url.hasPrefix("http://127.0.0.1:")
    else {
      service.child.wait(upTo: 0)
      return nil
    }
    let tokenFile = placed.scratch.path("state") + "/http.token"
    let token = try String(contentsOfFile: tokenFile, encoding: .utf8)
      .trimmingCharacters(in: .newlines)
    return HTTPService(placed: placed, service: service, url: url, token: token, id: id)
  }

  /// The origin the server takes: its URL without the last `/`.
  var origin: String { String(url.dropLast()) }

  /// An answer as curl saw it.
  struct Answer {
    var status: Int
    /// Header lines as they came, names in lower case.
    var headers: [String: String]
    var body: String
  }

  /// `curl -i` of `path` with `arguments`, within 30 s.
  func curl(_ path: String, _ arguments: [String] = []) throws -> Answer {
    let run = try CommandRun.run(
      program: "/usr/bin/curl",
      ["-sS", "-i", "--max-time", "20"] + arguments + [url + path.dropFirst()],
      environment: [:], timeout: 30)
    #expect(run.status == 0, "curl \(path): \(run.stderr)")
    return Self.answer(run.stdout)
  }

  /// An `-i` output read back.
  static func answer(_ output: String) -> Answer {
    let parts = output.components(separatedBy: "\r\n\r\n")
    let lines = parts[0].components(separatedBy: "\r\n")
    let status = Int(lines[0].split(separator: " ").dropFirst().first ?? "") ?? 0
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    return Answer(
      status: status, headers: headers, body: parts.dropFirst().joined(separator: "\r\n\r\n"))
  }

  /// Makes the next reload bring other data: the server's titles start with markup
  /// (`fault=markup-text`), and the HTTP cache is emptied, so no `If-None-Match` gets a 304 of
  /// the data stored.
  func changeTheData() throws {
    try placed.server.setFaults("fault=markup-text")
    try FileManager.default.removeItem(atPath: placed.scratch.path("cache"))
  }

  /// Stops the service (SIGTERM) and expects it to exit 0.
  func stop() {
    service.child.send(SIGTERM)
    #expect(service.finish(within: 10).status == 0)
    placed.server.stop()
  }
}
