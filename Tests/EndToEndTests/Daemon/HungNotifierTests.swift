import Foundation
import Testing

/// `votes service --notify` with a notify-send that never returns (a stuck notification
/// daemon): the service goes on refreshing and answering, and SIGTERM still ends it at once,
/// the hung child with it.
@Suite struct HungNotifierTests {
  @Test func aHungNotifySendFreezesNeitherRefreshNorStop() throws {
    let placed = try PlacedApp(.votes)
    #expect(try placed.placeAndLoad().status == 0)
    let stubs = try StubPrograms(in: placed.scratch)
    try stubs.installHangingNotifySend()
    let environment = stubs.environment(placed.environment)
    let service = try Running(
      program: Self.votes, ["service", "--notify"], environment: environment)
    defer { service.child.wait(upTo: 0) }  // killed if a failure left it running
    #expect(try ServiceTests.wait(for: service, toLog: "refresh asks at "))
    // The service has asked notify-send to announce the latest vote, and it hangs.
    #expect(stubs.wait { stubs.record("notify-send.pid") != nil })
    let pidText = stubs.record("notify-send.pid")?.trimmingCharacters(in: .whitespacesAndNewlines)
    let hung = try #require(pidText.flatMap { pid_t($0) }, "notify-send never ran")
    // A failed test leaves no sleeping stand-in behind.
    defer { if !ProcessStatus.isGone(hung) { kill(hung, SIGKILL) } }
    #expect(!ProcessStatus.isGone(hung))

    let refresh = try CommandRun.run(
      program: Self.votes, ["refresh", "--force", "--timeout", "10"], environment: environment,
      timeout: 30)
    #expect(refresh.status == 0, "\(refresh.stdout) \(refresh.stderr)")
    #expect(refresh.stdout.contains(": reloaded (requested by user)"), "\(refresh.stdout)")
    #expect(try ServiceTests.wait(for: service, toLog: ": reloaded (requested by user)"))
    #expect(!ProcessStatus.isGone(hung), "notify-send should still hang: the test proves nothing")

    let stopping = Date()
    service.child.send(SIGTERM)
    let stopped = service.finish(within: 5)
    let elapsed = Date().timeIntervalSince(stopping)
    #expect(stopped.status == 0, "\(stopped.stderr)")
    #expect(elapsed < 3, "the service took \(elapsed) s to stop")
    #expect(stopped.stderr.hasSuffix("votes: stopped\n"), "\(stopped.stderr)")
    #expect(try ProcessStatus.ends(hung, within: 3), "the hung notify-send (\(hung)) outlived it")
    withExtendedLifetime(placed) {}
  }

  /// The built votes executable.
  static var votes: String { BuiltProducts.executable("votes").path }
}
