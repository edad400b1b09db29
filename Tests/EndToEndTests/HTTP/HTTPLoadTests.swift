import Foundation
import Testing

/// `service --http` under 500 idle connections and 100 event streams: `/widgets.json` still
/// answers, and every stream still gets the next change. The time curl measured is printed
/// (a figure for the report, not a claim: timing lives in `Tools/benchmarks`).
@Suite struct HTTPLoadTests {
  @Test func idleConnectionsAndEventStreamsLeaveTheServerAnswering() throws {
    let http = try #require(try HTTPService.start(.todos), "the service printed no URL")
    defer { http.service.child.wait(upTo: 0) }
    let port = try #require(UInt16(http.origin.split(separator: ":").last ?? ""))
    let host = "Host: 127.0.0.1:\(port)\r\n"

    let idle = (0..<500).compactMap { _ in SocketClient(port: port) }
    #expect(idle.count == 500, "only \(idle.count) of 500 idle clients connected")
    var streams: [SocketClient] = []
    for _ in 0..<100 {
      guard let client = SocketClient(port: port) else { continue }
      #expect(client.send("GET /events HTTP/1.1\r\n\(host)\r\n"))
      streams.append(client)
    }
    let opened = streams.filter { $0.read(until: "event: widgets\n").contains("event: widgets\n") }
    #expect(opened.count == 100, "only \(opened.count) of 100 event streams opened")

    let timing = try CommandRun.run(
      program: "/usr/bin/curl",
      [
        "-sS", "-o", "/dev/null", "-w", "%{http_code} %{time_total}", "--max-time", "20",
        http.url + "widgets.json",
      ], environment: [:], timeout: 30)
    let parts = timing.stdout.split(separator: " ")
    #expect(parts.first == "200", "\(timing.stdout) \(timing.stderr)")
    print(
      "HTTPLoadTests: /widgets.json under 500 idle connections and 100 event streams: "
        + "\(parts.last ?? "?") s")

    // Each stream gets the next change.
    try http.changeTheData()
    #expect(try http.placed.run(["refresh", "--force"]).status == 0)
    let updated = opened.filter { client in
      let count = { (text: String) in text.components(separatedBy: "event: widget\n").count }
      return count(client.read { count($0) >= 3 }) >= 3
    }
    #expect(updated.count == opened.count, "\(updated.count) of \(opened.count) got the change")
    withExtendedLifetime(idle) {}
    http.stop()
  }
}
