import Foundation
import Testing

/// The programs the apps start (notify-send from a service, xdg-open from a bar's click)
/// start as a fresh process would: no signal blocked, and SIGHUP, SIGINT and SIGTERM not
/// ignored, whatever the app's own threads had; else a stop signal could not end them.
@Suite struct ChildSignalMaskTests {
  @Test func notifySendFromTheServiceStartsWithAnEmptySignalMask() throws {
    let placed = try PlacedApp(.votes)
    #expect(try placed.placeAndLoad().status == 0)
    let stubs = try StubPrograms(in: placed.scratch)
    try stubs.installHangingNotifySend()
    let service = try Running(
      program: HungNotifierTests.votes, ["service", "--notify"],
      environment: stubs.environment(placed.environment))
    defer { service.child.wait(upTo: 0) }  // killed if a failure left it running
    #expect(stubs.wait { stubs.record("notify-send.pid") != nil })
    // The stand-in now sleeps in the process the service started: its masks are still those.
    let pidText = stubs.record("notify-send.pid")?.trimmingCharacters(in: .whitespacesAndNewlines)
    let pid = try #require(pidText.flatMap { pid_t($0) }, "notify-send never ran")
    defer { if !ProcessStatus.isGone(pid) { kill(pid, SIGKILL) } }
    // Until it has become `cat`, the stand-in shell may be forking (dash blocks every
    // signal for the moment of a fork): read the masks of the program it became, which
    // opened the FIFO this open waited for.
    let hold = try #require(stubs.holdHangingNotifySend(), "the stand-in never became cat")
    defer { close(hold) }
    let hanging = ProcessStatus.text(of: pid)
    #expect(hanging?.hasPrefix("Name:\tcat\n") == true, "\(hanging ?? "no status")")
    let live = try #require(hanging.flatMap(SignalStatus.init(procStatus:)), "no hanging child")
    Self.expectFresh(live)
    service.child.send(SIGTERM)
    #expect(service.finish(within: 5).status == 0)

    let signals = try #require(stubs.signals(in: "notify-send.status"), "notify-send never ran")
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
