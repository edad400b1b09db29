import Foundation
import Testing

/// A bar presses the widget's button (its primary intent: todos toggles the todo its line
/// names): i3bar's right click on the follower's stdin, i3blocks' `$BLOCK_BUTTON=3`,
/// `--press` (waybar's on-click-right), a polybar right-click action; a running follower shows
/// the new state; an intent run while `service` is up is the service's.
@Suite(.serialized) struct BarIntentTests {
  /// A right click as i3bar writes it, on the todos block.
  static func rightClick(instance: String = "todos://todo/1") throws -> String {
    let object: [String: Any] = ["name": "todos", "instance": instance, "button": 3]
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  @Test func anI3barRightClickRunsTheIntentOnce() throws {
    let placed = try PlacedApp(.todos)
    #expect(try placed.placeAndLoad().status == 0)
    let stubs = try StubPrograms(in: placed.scratch)
    try stubs.installRecordingXDGOpen()
    let follower = try BarFollower(placed, environment: stubs.environment(placed.environment))
    let blocks = try follower.firstBlocks()
    #expect((blocks.first?["full_text"] as? String)?.hasPrefix("4 open · delectus") == true)

    #expect(follower.send("[\n" + (try Self.rightClick())))
    // The follower prints the new state: the first todo is done.
    #expect(follower.wait { stdout, _ in stdout.contains("3 open · quis ut nam") })
    #expect(try placed.server.changeRequests().map(\.path) == ["/todos/1"])
    #expect(try placed.server.changeRequests().first?.json?["completed"] as? Bool == true)
    // A left click still opens the link, and it is read after the right click: nothing more
    // was pressed.
    #expect(follower.send(try clickLine(name: "todos", instance: "todos://todo/2")))
    #expect(stubs.wait { stubs.lines(of: "xdg-open.runs").count == 1 })
    #expect(try placed.server.changeRequests().count == 1)
    let ended = follower.stop()
    #expect(ended.status == 0, "\(ended.stderr)")
  }

  /// A right click names its block: one the follower did not print presses nothing (and
  /// uses up no press of the genuine block).
  @Test func aRightClickOnABlockNotPrintedPressesNothing() throws {
    let placed = try PlacedApp(.todos)
    #expect(try placed.placeAndLoad().status == 0)
    let follower = try BarFollower(placed, environment: placed.environment)
    _ = try follower.firstBlocks()
    let forged = try ["todos://todo/9", "todos", "todos://todo/1 "].map {
      try Self.rightClick(instance: $0)
    }
    // Then a line over the limit: once its warning is out, the clicks were read and judged.
    #expect(
      follower.send("[\n" + forged.joined() + String(repeating: "x", count: 70 << 10) + "\n"))
    #expect(follower.wait { _, stderr in stderr.contains("longer than 64 KiB was ignored") })
    #expect(try ProcessStatus.allEnd(within: 30) { childProcesses(of: follower.child.pid) })
    #expect(try placed.server.changeRequests().isEmpty)
    // The block's own right click still presses.
    #expect(follower.send(try Self.rightClick()))
    #expect(follower.wait { stdout, _ in stdout.contains("3 open · quis ut nam") })
    #expect(try placed.server.changeRequests().map(\.path) == ["/todos/1"])
    let ended = follower.stop()
    #expect(ended.status == 0, "\(ended.stderr)")
  }

  @Test func aClickFloodPressesOnce() throws {
    let placed = try PlacedApp(.todos)
    #expect(try placed.placeAndLoad().status == 0)
    let stubs = try StubPrograms(in: placed.scratch)
    try stubs.installRecordingXDGOpen()
    let follower = try BarFollower(placed, environment: stubs.environment(placed.environment))
    _ = try follower.firstBlocks()
    // 300 right clicks, then a left click on a marker (the link the block showed first: only
    // a link the follower printed opens): clicks are read in order, so once the marker opened
    // every right click has been read and judged.
    let flood = String(repeating: try Self.rightClick(), count: 300)
    #expect(
      follower.send("[\n" + flood + (try clickLine(name: "todos", instance: "todos://todo/1"))))
    #expect(stubs.wait { stubs.lines(of: "xdg-open.runs").count == 1 })
    // Every press the flood started has ended.
    #expect(try ProcessStatus.allEnd(within: 30) { childProcesses(of: follower.child.pid) })
    // Every process of the flood reads the same injected time (WIDGETS_CLOCK_START): within
    // one second the widget's button is pressed once, whatever the wall clock did and
    // whichever todo each later press would have named (the first press moved the line on to
    // todo 2).
    let paths = try placed.server.changeRequests().map(\.path)
    #expect(paths == ["/todos/1"], "\(paths)")
    let ended = follower.stop()
    #expect(ended.status == 0, "\(ended.stderr)")
  }

  @Test func i3blocksBlockButtonAndPressRunTheIntentThenPrint() throws {
    let placed = try PlacedApp(.todos)
    #expect(try placed.placeAndLoad().status == 0)
    var environment = placed.environment
    environment["BLOCK_BUTTON"] = "3"
    let block = try CommandRun.run(
      "todos", ["status", "--format", "i3blocks"], environment: environment)
    #expect(block.status == 0)
    #expect(block.stdout.contains("\"full_text\":\"3 open · quis ut nam"))
    #expect(try placed.server.changeRequests().map(\.path) == ["/todos/1"])
    // Another button prints without pressing.
    environment["BLOCK_BUTTON"] = "1"
    _ = try CommandRun.run("todos", ["status", "--format", "i3blocks"], environment: environment)
    #expect(try placed.server.changeRequests().count == 1)

    let later = try PlacedApp(.todos, extra: ["WIDGETS_CLOCK_START": "2026-11-22T14:00:05Z"])
    #expect(try later.placeAndLoad().status == 0)
    let pressed = try later.run(["status", "--press"])
    #expect(pressed.stdout == "3 open · quis ut nam facilis et officia qui\n")
  }

  @Test func polybarsRightClickRunsTheAppsOpen() throws {
    let placed = try PlacedApp(.todos)
    #expect(try placed.placeAndLoad().status == 0)
    let run = try placed.run(["status", "--format", "polybar", "--click"])
    #expect(run.stdout.hasPrefix("%{A1:xdg-open 'todos\\://todo/1':}%{A3:'"))
    #expect(run.stdout.contains("/todos' open 'todos\\://intent/toggle?id=1':}4 open · "))
    #expect(run.stdout.hasSuffix("%{A}%{A}\n"))
  }

  @Test func aFollowerShowsAToggleFromElsewhere() throws {
    let placed = try PlacedApp(.todos)
    #expect(try placed.placeAndLoad().status == 0)
    let follower = try placed.start(["status", "--follow"])
    #expect(follower.wait { stdout, _ in stdout.contains("4 open · delectus") })
    #expect(try placed.run(["toggle", "1"]).status == 0)
    #expect(follower.wait { stdout, _ in stdout.contains("3 open · quis ut nam") })
    follower.child.send(SIGTERM)
    #expect(follower.child.wait(upTo: 10) == 0)
  }

  @Test func anIntentRunWhileTheServiceIsUpIsTheServices() throws {
    let placed = try PlacedApp(.todos)
    let service = try #require(try placed.startAnsweringService())
    defer {
      service.child.send(SIGTERM)
      service.child.wait(upTo: 10)
    }
    let run = try placed.run(["toggle", "2"])
    #expect(run.status == 0)
    #expect(run.stdout == "  2  [x] quis ut nam facilis et officia qui\n")
    #expect(
      try ServiceTests.wait(
        for: service, toLog: "performed todos://intent/toggle?id=2 for a client"))
    #expect(try placed.server.changeRequests().map(\.path) == ["/todos/2"])

    try placed.server.setFaults("fault=500&method=PATCH")
    let failed = try placed.run(["open", "todos://intent/toggle?id=3"])
    #expect(failed.status == 69)
    #expect(failed.stderr.split(separator: "\n").count == 1)
    #expect(failed.stderr.hasPrefix("todos: todo 3 stays open"))
  }
}
