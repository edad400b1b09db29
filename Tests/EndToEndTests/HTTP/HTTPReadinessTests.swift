import Foundation
import Testing

/// `service --http` binds its port at once but prints its URL and answers only once the
/// placed widgets are loaded: a dashboard started with it never sees an empty board.
@Suite struct HTTPReadinessTests {
  /// The TCP port that process `pid` listens on, read from `/proc`: the socket inodes among
  /// its descriptors, matched against the listening sockets of `/proc/net/tcp`.
  static func listeningPort(of pid: pid_t) -> Int? {
    let folder = "/proc/\(pid)/fd"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let inodes = Set(
      names.compactMap { name -> String? in
        let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + name)
        guard let target, target.hasPrefix("socket:[") else { return nil }
        return String(target.dropFirst("socket:[".count).dropLast())
      })
    let table = (try? String(contentsOfFile: "/proc/\(pid)/net/tcp", encoding: .utf8)) ?? ""
    for line in table.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: " ")
      // local_address is field 1 (HEX_IP:HEX_PORT), st field 3 (0A: listening), inode 9.
      guard fields.count > 9, fields[3] == "0A", inodes.contains(String(fields[9])),
        let port = fields[1].split(separator: ":").last.flatMap({ Int($0, radix: 16) })
      else { continue }
      return port
    }
    return nil
  }

  @Test func aClientThatComesBeforeTheFirstPassWaitsAndSeesTheLoadedWidget() throws {
    let placed = try PlacedApp(.todos, logging: true)
    _ = try placed.run(["status"])
    // The service's first pass loads the widget; its request is held for 30 s: the test does in
    // that time what it needs a moment for, with room for a machine that is busy (with 10 s,
    // one run beside two builds missed it).
    try placed.server.setScript(["delay=30"], method: "GET")
    let service = try placed.start(["service", "--http", "127.0.0.1:0"])
    defer { service.child.wait(upTo: 0) }
    #expect(placed.server.waitForRequest("GET /todos"), "the service asked for nothing")
    let port = try #require(Self.listeningPort(of: service.child.pid), "no port bound yet")
    #expect(service.soFar.stdout.isEmpty, "the URL came before the widgets were loaded")
    let early = try CommandRun.run(
      program: "/usr/bin/curl",
      ["-sS", "--max-time", "90", "http://127.0.0.1:\(port)/widgets.json"],
      environment: [:], timeout: 100)
    #expect(early.status == 0, "\(early.stderr)")
    let list = try JSONSerialization.jsonObject(with: Data(early.stdout.utf8)) as? [[String: Any]]
    #expect(list?.count == 1, "\(early.stdout)")
    #expect(list?.first?["state"] as? String == "fresh", "\(early.stdout)")
    // The service says its URL once the widgets are loaded; it may say it a moment after it
    // answered the early client (CI read an empty stdout once, beside two busy loops).
    #expect(
      service.wait { stdout, _ in stdout.hasPrefix("http://127.0.0.1:\(port)/\ntoken ") },
      "\(service.soFar.stdout)")
    service.child.send(SIGTERM)
    #expect(service.finish(within: 10).status == 0)
  }
}
