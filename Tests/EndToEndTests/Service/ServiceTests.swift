import Foundation
import Testing

/// `service`: one process keeps every placed widget fresh, picks up widgets placed after it
/// started, answers `refresh` over its socket, survives its own `kill -9`, and stops on SIGTERM.
@Suite struct ServiceTests {
  @Test func aWidgetPlacedLaterIsReloadedAndRefreshIsAnsweredByTheService() throws {
    let placed = try PlacedApp(.todos)
    let service = try placed.start(["service"])
    #expect(try Self.wait(for: service, toLog: "refresh asks at "))
    _ = try placed.run(["status", "--family", "large"])
    #expect(try Self.wait(for: service, toLog: " large: reloaded (no timeline yet)"))
    #expect(try placed.requests() == 1)

    let refresh = try placed.run(["refresh", "--force"])
    #expect(refresh.status == 0, "\(refresh.stderr)")
    #expect(refresh.stdout.contains(" large: reloaded (requested by user)"), "\(refresh.stdout)")
    // The service did the reload: it logged it, and the server saw one more request.
    #expect(try Self.wait(for: service, toLog: " large: reloaded (requested by user)"))
    #expect(try placed.requests() == 2)

    service.child.send(SIGTERM)
    let stopped = service.finish(within: 10)
    #expect(stopped.status == 0)
    #expect(stopped.stderr.hasSuffix("todos: stopped\n"))
    let socket = placed.scratch.path("state") + "/refresh.sock"
    #expect(!FileManager.default.fileExists(atPath: socket))
  }

  @Test func aKilledServiceLeavesASocketTheNextOneReplaces() throws {
    let placed = try PlacedApp(.votes)
    _ = try placed.run(["status"])
    let first = try placed.start(["service"])
    #expect(try Self.wait(for: first, toLog: ": reloaded (no timeline yet)"))
    first.child.send(SIGKILL)
    _ = first.finish(within: 10)
    let socket = placed.scratch.path("state") + "/refresh.sock"
    #expect(FileManager.default.fileExists(atPath: socket))

    // With the socket dead, `refresh` does the work itself.
    let alone = try placed.run(["refresh", "--if-due"])
    #expect(alone.status == 0, "\(alone.stderr)")
    #expect(alone.stdout.contains(": not-due ("), "\(alone.stdout)")

    let second = try placed.start(["service"])
    #expect(try Self.wait(for: second, toLog: "refresh asks at \(socket)"))
    let answered = try placed.run(["refresh", "--force"])
    #expect(answered.status == 0)
    #expect(try Self.wait(for: second, toLog: ": reloaded (requested by user)"))
    second.child.send(SIGINT)
    #expect(second.finish(within: 10).status == 0)
  }

  @Test func aSecondServiceOnTheSameStoreIsRefused() throws {
    let placed = try PlacedApp(.dadjokes)
    let first = try placed.start(["service"])
    #expect(try Self.wait(for: first, toLog: "refresh asks at "))
    let second = try placed.run(["service"], timeout: 20)
    #expect(second.status == 75)
    #expect(second.stderr.contains("a service already answers at "), "\(second.stderr)")
    first.child.send(SIGTERM)
    #expect(first.finish(within: 10).status == 0)
  }

  /// Waits (at most 30 s) until the running command has written `text` on stderr; `false` as
  /// soon as it ended without writing it.
  static func wait(for running: Running, toLog text: String) throws -> Bool {
    running.wait { _, stderr in stderr.contains(text) }
  }
}
