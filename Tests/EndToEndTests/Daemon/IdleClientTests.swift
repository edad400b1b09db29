import Foundation
import Testing

/// The refresh socket under clients that connect and say nothing, or half a request: a real
/// `refresh` is still answered, and at once.
@Suite struct IdleClientTests {
  @Test func threeHundredSilentClientsDoNotLockRefreshOut() throws {
    let placed = try PlacedApp(.todos)
    let service = try #require(try placed.startAnsweringService(), "the service never answered")
    defer { service.child.wait(upTo: 0) }  // killed if a failure left it running
    let socket = placed.socketPath

    let deadline = Date().addingTimeInterval(20)
    let silent = (0..<300).compactMap { _ in SocketClient(path: socket, deadline: deadline) }
    #expect(silent.count == 300, "only \(silent.count) of 300 clients could connect")

    let refresh = try placed.run(["refresh", "--force", "--timeout", "10"], timeout: 30)
    #expect(refresh.status == 0, "\(refresh.stdout) \(refresh.stderr)")
    #expect(refresh.stdout.contains(": reloaded (requested by user)"), "\(refresh.stdout)")
    // The service made the reload for it: the client did not fall back to its own pass.
    #expect(try ServiceTests.wait(for: service, toLog: ": reloaded (requested by user)"))
    withExtendedLifetime(silent) {}

    service.child.send(SIGTERM)
    #expect(service.finish(within: 10).status == 0)
  }

  @Test func aClientStalledInTheMiddleOfItsLineDelaysNoOtherRefresh() throws {
    let placed = try PlacedApp(.todos)
    let service = try #require(try placed.startAnsweringService(), "the service never answered")
    defer { service.child.wait(upTo: 0) }  // killed if a failure left it running
    let socket = placed.socketPath

    let stalled = try #require(SocketClient(path: socket, deadline: Date() + 10))
    #expect(stalled.send("{\"mode\":\"force\",\"ti"))
    let started = Date()
    let refresh = try placed.run(["refresh", "--force", "--timeout", "10"], timeout: 30)
    let elapsed = Date().timeIntervalSince(started)
    let stillStalled = stalled.isOpen
    #expect(refresh.status == 0, "\(refresh.stdout) \(refresh.stderr)")
    #expect(refresh.stdout.contains(": reloaded (requested by user)"), "\(refresh.stdout)")
    // The service drops a client that has not sent its line within 2 s. A refresh answered
    // while the stalled client is still connected did not wait for it; one slower than that
    // (a loaded machine) must at least not have waited much longer.
    #expect(stillStalled || elapsed < 2, "refresh took \(elapsed) s")
    #expect(elapsed < 5, "refresh took \(elapsed) s")
    // And the stalled client is not kept forever.
    #expect(stalled.waitUntilClosed(within: 30), "the stalled client is still connected")

    service.child.send(SIGTERM)
    #expect(service.finish(within: 10).status == 0)
  }
}
