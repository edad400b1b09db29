import Foundation
import Testing

/// `service` never fetches in its own process: its passes, the refreshes `refresh` asks of it
/// over its socket, the intents clients send it and its board's reloads and presses run in a
/// short-lived worker (`APP refresh`), so
/// the fetch's work on Swift's default executor never starts libdispatch's workqueue monitor
/// in it, which would wake it once a
/// second for the months it runs (DESIGN.md, "Long-running processes").
@Suite struct IdleServiceTests {
  @Test(arguments: AppUnderTest.all.filter { ["todos", "dadjokes", "votes"].contains($0.name) })
  func aServiceThatFetchedHasNoLibdispatchThread(app: AppUnderTest) throws {
    let placed = try PlacedApp(app)
    _ = try placed.run(["status"])
    let service = try placed.start(["service"])
    defer { service.child.wait(upTo: 0) }  // killed if a failure left it running
    // Its first pass loads the widget placed, then a forced refresh through its socket.
    #expect(try ServiceTests.wait(for: service, toLog: ": reloaded (no timeline yet)"))
    let loaded = try placed.requests()
    #expect(loaded > 0)
    let refresh = try placed.run(["refresh", "--force"])
    #expect(refresh.status == 0, "\(refresh.stdout) \(refresh.stderr)")
    #expect(refresh.stdout.contains(": reloaded (requested by user)"), "\(refresh.stdout)")
    #expect(try ServiceTests.wait(for: service, toLog: ": reloaded (requested by user)"))
    #expect(try placed.requests() > loaded)
    // The app's button, run by its command: the service performs it for the client.
    let intent = try placed.run(ServiceIntentTests.intent(of: app).command)
    #expect(intent.status == 0, "\(intent.stdout) \(intent.stderr)")
    #expect(try ServiceTests.wait(for: service, toLog: " for a client"))
    #expect(IdleFollowerTests.dispatchThreads(of: service.child.pid) == [])

    service.child.send(SIGTERM)
    let ended = service.finish(within: 10)
    #expect(ended.status == 0, "\(ended.stderr)")
  }
}
