import Foundation
import Testing

/// What a bar (or anything else on stdin) sends to `status --follow --format i3bar` is
/// bounded: an oversized line is dropped with one warning and costs no memory, a burst of
/// clicks opens a link once a second, and only the link the block shows opens.
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
      let written = Date()
      // The burst, then a line over the limit: clicks are read in order, so once its warning
      // is out, every click of the burst has been read and judged.
      let burst = "[\n" + String(repeating: click, count: 300)
      #expect(follower.send(burst + String(repeating: "x", count: 70 << 10) + "\n"))
      #expect(
        follower.wait { _, stderr in stderr.contains("longer than 64 KiB was ignored") },
        "\(follower.soFar)")
      #expect(stubs.wait { stubs.lines(of: "xdg-open.runs").contains("1 \(Self.link)") })
      // One open per link per second: however long reading took, no more than one open for
      // each second that passed, plus the first.
      let seconds = Int(Date().timeIntervalSince(written))
      let runs = stubs.lines(of: "xdg-open.runs").filter { $0 == "1 \(Self.link)" }
      #expect((1...(1 + seconds)).contains(runs.count), "\(runs.count) runs in \(seconds) s")
      let ended = follower.stop()
      #expect(ended.status == 0, "\(ended.stderr)")
    }
  }

  /// Anything can write to the follower's stdin and choose the click's `instance`: only the
  /// link the block shows opens; forged ones are dropped without a word, before they count,
  /// so a genuine click after hundreds of them (with an `xdg-open` that takes 2 s) opens.
  @Test func forgedLinksOpenNothingAndTheBlocksLinkStillOpens() throws {
    try Self.withFollower(openSeconds: 2) { stubs, follower in
      let forged =
        [
          "TODOS:/../../../etc/passwd", "todos://todo/1; rm -rf ~", "todos://todo/1\nx",
          "todos://todo/1/../../etc/passwd", "https://evil.example/", " todos://todo/1",
        ] + (2...300).map { "todos://todo/\($0)" }
      let clicks = try forged.map { try clickLine(name: "todos", instance: $0) }
      #expect(
        follower.send(
          "[\n" + clicks.joined() + (try clickLine(name: "todos", instance: Self.link))))
      #expect(stubs.wait { stubs.lines(of: "xdg-open.runs").contains("1 \(Self.link)") })
      let ended = follower.stop()
      #expect(ended.status == 0, "\(ended.stderr)")
      #expect(stubs.lines(of: "xdg-open.runs") == ["1 \(Self.link)"])
      #expect(!ended.stderr.contains("cannot open"), "\(ended.stderr)")
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
