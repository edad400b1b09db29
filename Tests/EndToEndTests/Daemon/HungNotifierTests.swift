import DBusTestSupport
import Foundation
import Testing

/// `votes service --notify` with a notification server that never answers (a stuck daemon):
/// the service goes on refreshing and answering, and SIGTERM still ends it at once.
@Suite struct HungNotifierTests {
  @Test func aNotificationServerThatNeverAnswersFreezesNeitherRefreshNorStop() throws {
    let placed = try PlacedApp(.votes)
    #expect(try placed.placeAndLoad().status == 0)
    let bus = try PrivateBus()
    let server = try NotificationServerPeer(bus: bus)
    var environment = placed.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    let service = try Running(
      program: Self.votes, ["service", "--notify"], environment: environment)
    defer { service.child.wait(upTo: 0) }  // killed if a failure left it running
    #expect(try ServiceTests.wait(for: service, toLog: "refresh asks at "))
    // The service has asked the server to show the latest vote, and waits for its answer.
    let call = try server.nextNotify()
    #expect(call.body.count == 8)

    let refresh = try CommandRun.run(
      program: Self.votes, ["refresh", "--force", "--timeout", "10"], environment: environment,
      timeout: 30)
    #expect(refresh.status == 0, "\(refresh.stdout) \(refresh.stderr)")
    #expect(refresh.stdout.contains(": reloaded (requested by user)"), "\(refresh.stdout)")
    #expect(try ServiceTests.wait(for: service, toLog: ": reloaded (requested by user)"))

    let stopping = Date()
    service.child.send(SIGTERM)
    let stopped = service.finish(within: 5)
    let elapsed = Date().timeIntervalSince(stopping)
    #expect(stopped.status == 0, "\(stopped.stderr)")
    #expect(elapsed < 3, "the service took \(elapsed) s to stop")
    #expect(stopped.stderr.hasSuffix("votes: stopped\n"), "\(stopped.stderr)")
    withExtendedLifetime(placed) {}
  }

  /// The built votes executable.
  static var votes: String { BuiltProducts.executable("votes").path }
}
