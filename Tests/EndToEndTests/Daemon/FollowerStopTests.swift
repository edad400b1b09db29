import Foundation
import Testing

/// `status --follow` with changes piling up (a refresh after another) still stops on SIGTERM
/// within a second: changes coalesce, a stop never waits behind them.
@Suite struct FollowerStopTests {
  @Test func aFollowerWithABacklogStopsWithinASecond() throws {
    let placed = try PlacedApp(.dadjokes)
    let follow = try placed.start(["status", "--follow", "--format", "jsonl"])
    defer { follow.child.wait(upTo: 0) }  // killed if a failure left it running
    #expect(follow.wait { stdout, _ in stdout.split(separator: "\n").count == 1 })

    for _ in 0..<20 {
      let refresh = try placed.run(["refresh", "--force"])
      #expect(refresh.status == 0, "\(refresh.stdout) \(refresh.stderr)")
    }
    // Stopped at once, with the last refreshes' changes still waiting for their turn (it
    // prints at most once a second).
    let stopping = Date()
    follow.child.send(SIGTERM)
    let status = follow.child.wait(upTo: 10)
    let elapsed = Date().timeIntervalSince(stopping)
    let ended = follow.finish(within: 10)
    #expect(status == 0, "\(ended.stderr)")
    #expect(elapsed < 1.5, "the follower took \(elapsed) s to stop")
    #expect(ended.stderr.isEmpty, "\(ended.stderr)")
    // What it printed is whole lines: a stop never cuts one short.
    #expect(ended.stdout.hasSuffix("}\n"), "\(ended.stdout)")
    for line in ended.stdout.split(separator: "\n") {
      _ = try StatusFormatTests.object(String(line))
    }
  }
}
