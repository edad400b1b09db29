import Foundation
import Testing

/// `status --follow` prints at once, again when the store changes, again on SIGUSR1, and ends
/// with status 0 on SIGTERM and when its reader goes away.
@Suite struct StatusFollowTests {
  @Test func aRefreshPrintsANewLineAndSIGTERMExitsZero() throws {
    let placed = try PlacedApp(.todos)
    let follow = try placed.start(["status", "--follow", "--format", "jsonl"])
    #expect(follow.wait { stdout, _ in stdout.split(separator: "\n").count == 1 })
    let first = try StatusFormatTests.object(follow.soFar.stdout)
    #expect(first["state"] as? String == "placeholder")

    let refreshed = try placed.run(["refresh"])
    #expect(refreshed.status == 0, "\(refreshed.stderr)")
    #expect(follow.wait { stdout, _ in stdout.split(separator: "\n").count == 2 })
    let lines = follow.soFar.stdout.split(separator: "\n").map(String.init)
    let second = try StatusFormatTests.object(try #require(lines.last))
    #expect(second["state"] as? String == "fresh")
    #expect((second["text"] as? String)?.hasPrefix("4 open · ") == true, "\(second)")

    follow.child.send(SIGUSR1)
    #expect(follow.wait { stdout, _ in stdout.split(separator: "\n").count == 3 })
    follow.child.send(SIGTERM)
    let ended = follow.finish(within: 10)
    #expect(ended.status == 0)
    #expect(ended.stdout.split(separator: "\n").count == 3, "\(ended.stdout)")
    #expect(ended.stderr.isEmpty, "\(ended.stderr)")
  }

  @Test func aClosedPipeEndsItWithStatusZero() throws {
    let placed = try PlacedApp(.dadjokes)
    let follow = try ChildProcess(
      BuiltProducts.executable("dadjokes").path, ["status", "--follow", "--format", "waybar"],
      environment: placed.environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }, stdout: .pipe)
    let output = follow.take(1)
    try #require(output >= 0)
    var byte: UInt8 = 0
    #expect(read(output, &byte, 1) == 1)
    #expect(byte == UInt8(ascii: "{"))
    close(output)
    #expect(follow.wait(upTo: 10) == 0)
  }
}
