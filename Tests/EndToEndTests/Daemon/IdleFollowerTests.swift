import Foundation
import Testing

/// `status --follow` never runs anything on libdispatch's global queues, so it never starts
/// the workqueue monitor that would wake it once a second for as long as a bar keeps it
/// (DESIGN.md, "Long-running processes"). Once a job has run there, the process has a thread
/// of libdispatch's root queues (comm `-qos.overcommit`, `oot.default-qos`, …) that lives on,
/// the monitor's; a follower has none, from its first line to after an update.
@Suite struct IdleFollowerTests {
  @Test(arguments: AppUnderTest.all.filter { ["todos", "dadjokes", "votes"].contains($0.name) })
  func aFollowerNeverStartsLibdispatchsWorkqueue(app: AppUnderTest) throws {
    let placed = try PlacedApp(app)
    #expect(try placed.placeAndLoad().status == 0)
    let follow = try placed.start(["status", "--follow", "--format", "jsonl"])
    defer { follow.child.wait(upTo: 0) }  // killed if a failure left it running
    #expect(follow.wait { stdout, _ in stdout.split(separator: "\n").count == 1 })
    #expect(Self.dispatchThreads(of: follow.child.pid) == [])

    // An update: the store changes, the follower reads it and prints again.
    let refresh = try placed.run(["refresh", "--force"])
    #expect(refresh.status == 0, "\(refresh.stdout) \(refresh.stderr)")
    #expect(follow.wait { stdout, _ in stdout.split(separator: "\n").count >= 2 })
    #expect(Self.dispatchThreads(of: follow.child.pid) == [])

    follow.child.send(SIGTERM)
    let ended = follow.finish(within: 10)
    #expect(ended.status == 0, "\(ended.stderr)")
  }

  /// The one program, run by the app's link as installed, passes the top level's isolation
  /// on: its follower starts no workqueue either.
  @Test func aFollowerOfTheOneProgramNeverStartsLibdispatchsWorkqueue() throws {
    let placed = try PlacedApp(try #require(AppUnderTest.all.first { $0.name == "todos" }))
    #expect(try placed.placeAndLoad().status == 0)
    let link = try OneProgramTests.link("todos", in: placed.scratch)
    let follow = try Running(
      program: link, ["status", "--follow", "--format", "jsonl"],
      environment: placed.environment)
    defer { follow.child.wait(upTo: 0) }
    #expect(follow.wait { stdout, _ in stdout.split(separator: "\n").count == 1 })
    #expect(Self.dispatchThreads(of: follow.child.pid) == [])
    follow.child.send(SIGTERM)
    #expect(follow.finish(within: 10).status == 0)
  }

  /// The names of `pid`'s threads that are libdispatch's root-queue workers.
  static func dispatchThreads(of pid: pid_t) -> [String] {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return tasks.compactMap { task in
      (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/comm", encoding: .utf8))?
        .trimmingCharacters(in: .newlines)
    }.filter { $0.contains("qos") }.sorted()
  }
}
