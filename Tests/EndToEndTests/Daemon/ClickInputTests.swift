import Foundation
import Testing

/// What a bar (or anything else on stdin) sends to `status --follow --format i3bar` is
/// bounded: an oversized line is dropped with one warning and costs no memory, and a burst of
/// clicks opens a link once a second, with at most four `xdg-open`s at once.
@Suite struct ClickInputTests {
  /// The block's link every test clicks.
  static let link = "todos://todo/1"

  @Test func aLineOverTheLimitIsIgnoredOnceAndTheNextClickStillOpens() throws {
    try Self.withFollower { stubs, follower in
      var input = Data("[\n".utf8)
      input.append(Data(repeating: UInt8(ascii: "x"), count: 1 << 20))
      input.append(Data(("\n" + (try clickLine(name: "todos", instance: Self.link))).utf8))
      #expect(follower.send(input))

      #expect(stubs.wait { stubs.lines(of: "xdg-open.runs").count == 1 })
      #expect(stubs.lines(of: "xdg-open.runs") == ["1 " + Self.link])
      #expect(follower.child.wait(upTo: 0, killing: false) == nil, "the follower ended")
      let ended = follower.stop()
      #expect(ended.status == 0, "\(ended.stderr)")
      let warnings =
        ended.stderr.components(separatedBy: "longer than 64 KiB was ignored").count - 1
      #expect(warnings == 1, "\(ended.stderr)")
    }
  }

  @Test func aThirtyTwoMebibyteLineCostsNoMemory() throws {
    try Self.withFollower { stubs, follower in
      let pid = follower.child.pid
      #expect(follower.send("[\n"))
      let before = try #require(ProcessStatus.kibibytes("VmHWM", of: pid))
      // In 1 MiB writes: each returns once the follower has read all but a pipe's worth.
      let chunk = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
      for _ in 0..<32 { #expect(follower.send(chunk)) }
      #expect(follower.send("\n" + (try clickLine(name: "todos", instance: Self.link))))
      // The click after the line ran: the follower has read all of it.
      #expect(stubs.wait { stubs.lines(of: "xdg-open.runs").count == 1 })

      let peak = try #require(ProcessStatus.kibibytes("VmHWM", of: pid))
      let resident = try #require(ProcessStatus.kibibytes("VmRSS", of: pid))
      #expect(resident < 64 << 10, "VmRSS \(resident) KiB")
      #expect(peak < 64 << 10, "VmHWM \(peak) KiB")
      #expect(peak - before < 16 << 10, "the peak grew from \(before) to \(peak) KiB")
      let ended = follower.stop()
      #expect(ended.status == 0, "\(ended.stderr)")
    }
  }

  @Test func aBurstOfOneClickOpensTheLinkOnce() throws {
    try Self.withFollower { stubs, follower in
      let click = try clickLine(name: "todos", instance: Self.link)
      let marker = "todos://todo/2"
      let written = Date()
      // The burst, then one click on another link: clicks are read in order, so once the
      // marker has opened, every click of the burst has been read and judged.
      let burst = "[\n" + String(repeating: click, count: 300)
      #expect(follower.send(burst + (try clickLine(name: "todos", instance: marker))))
      // The link's open may record itself after the marker's: they run at once.
      #expect(
        stubs.wait {
          let runs = stubs.lines(of: "xdg-open.runs")
          return runs.contains("1 \(marker)") && runs.contains("1 \(Self.link)")
        })
      // One open per link per second: however long reading took, no more than one open for
      // each second that passed, plus the first.
      let seconds = Int(Date().timeIntervalSince(written))
      let runs = stubs.lines(of: "xdg-open.runs").filter { $0 == "1 \(Self.link)" }
      #expect((1...(1 + seconds)).contains(runs.count), "\(runs.count) runs in \(seconds) s")
      let ended = follower.stop()
      #expect(ended.status == 0, "\(ended.stderr)")
    }
  }

  @Test func aBurstOfManyLinksRunsAtMostFourOpensAtOnce() throws {
    try Self.withFollower(openSeconds: 2) { stubs, follower in
      let clicks = try (1...300).map {
        try clickLine(name: "todos", instance: "todos://todo/\($0)")
      }
      #expect(follower.send("[\n" + clicks.joined()))
      #expect(stubs.wait { !stubs.lines(of: "xdg-open.runs").isEmpty })
      let ended = follower.stop()
      #expect(ended.status == 0, "\(ended.stderr)")
      // Every open the burst started has ended (each takes 2 s); from the order of their
      // starts and ends, the most that ran at once.
      #expect(
        stubs.wait {
          let events = stubs.lines(of: "xdg-open.events")
          return !events.isEmpty && events.filter { $0 == "start" }.count * 2 == events.count
        }, "\(stubs.lines(of: "xdg-open.events"))")
      var running = 0
      var most = 0
      for event in stubs.lines(of: "xdg-open.events") {
        running += event == "start" ? 1 : -1
        most = max(most, running)
      }
      #expect((1...4).contains(most), "\(most) opens ran at once")
    }
  }

  /// Runs `body` with a placed, loaded todos widget followed for i3bar and an `xdg-open`
  /// stand-in that takes `openSeconds`, once the follower printed its first blocks.
  static func withFollower(
    openSeconds: Int = 0, _ body: (StubPrograms, BarFollower) throws -> Void
  ) throws {
    let placed = try PlacedApp(.todos)
    #expect(try placed.placeAndLoad().status == 0)
    let stubs = try StubPrograms(in: placed.scratch)
    try stubs.installRecordingXDGOpen(sleeping: openSeconds)
    let follower = try BarFollower(placed, environment: stubs.environment(placed.environment))
    let blocks = try follower.firstBlocks()
    #expect(blocks.first?["instance"] as? String == link, "\(follower.soFar)")
    // The scratch folder holds the stand-ins and their records: it stays until `body` is done.
    try withExtendedLifetime(placed) { try body(stubs, follower) }
  }
}
