import DBus
import DBusTestSupport
import Foundation
import Testing

/// The programs the apps start (xdg-open from a service's notification or a bar's click)
/// start as a fresh process would: no signal blocked, and SIGHUP, SIGINT and SIGTERM not
/// ignored, whatever the app's own threads had; else a stop signal could not end them.
@Suite struct ChildSignalMaskTests {
  @Test func xdgOpenFromTheServicesNotificationStartsWithAnEmptySignalMask() throws {
    let placed = try PlacedApp(.votes)
    #expect(try placed.placeAndLoad().status == 0)
    let stubs = try StubPrograms(in: placed.scratch)
    try stubs.installRecordingXDGOpen()
    let bus = try PrivateBus()
    let server = try NotificationServerPeer(bus: bus)
    var environment = stubs.environment(placed.environment)
    environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    let service = try Running(
      program: HungNotifierTests.votes, ["service", "--notify"], environment: environment)
    defer { service.child.wait(upTo: 0) }  // killed if a failure left it running
    // The service's notification offers "Open"; the user clicks it, on the waiting thread.
    let call = try server.nextNotify()
    #expect(call.body.count == 8 && call.body[5] == .strings(["open", "Open"]))
    try server.answer(call, id: 7, clickingOpen: true)
    #expect(
      stubs.wait { stubs.lines(of: "xdg-open.runs").count == 1 }, "\(service.soFar.stderr)")
    #expect(stubs.lines(of: "xdg-open.runs").first?.hasPrefix("1 votes://vote/") == true)
    service.child.send(SIGTERM)
    #expect(service.finish(within: 5).status == 0)

    let signals = try #require(stubs.signals(in: "xdg-open.status"), "xdg-open never ran")
    Self.expectFresh(signals)
    withExtendedLifetime(placed) {}
  }

  @Test func xdgOpenFromABarClickStartsWithAnEmptySignalMask() throws {
    let placed = try PlacedApp(.todos)
    #expect(try placed.placeAndLoad().status == 0)
    let stubs = try StubPrograms(in: placed.scratch)
    try stubs.installRecordingXDGOpen()
    let follower = try BarFollower(placed, environment: stubs.environment(placed.environment))
    let block = try #require(try follower.firstBlocks().first, "\(follower.soFar)")
    let link = try #require(block["instance"] as? String)
    #expect(link == "todos://todo/1")

    #expect(follower.send("[\n" + (try clickLine(name: "todos", instance: link))))
    #expect(stubs.wait { stubs.lines(of: "xdg-open.runs").count == 1 })
    #expect(stubs.lines(of: "xdg-open.runs") == ["1 " + link])
    let ended = follower.stop()
    #expect(ended.status == 0, "\(ended.stderr)")
    #expect(stubs.lines(of: "xdg-open.runs").count == 1, "one click, one open")

    let signals = try #require(stubs.signals(in: "xdg-open.status"), "xdg-open never ran")
    Self.expectFresh(signals)
    withExtendedLifetime(placed) {}
  }

  /// Expects nothing blocked and none of the stop signals ignored.
  static func expectFresh(
    _ signals: SignalStatus, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(signals.blocked == 0, "\(signals)", sourceLocation: sourceLocation)
    for signal in [SIGHUP, SIGINT, SIGTERM] {
      #expect(
        !signals.ignores(signal), "signal \(signal): \(signals)", sourceLocation: sourceLocation)
    }
  }
}
