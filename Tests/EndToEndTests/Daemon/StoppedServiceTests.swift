import Foundation
import Testing

/// `refresh` against a service that is there but does not answer (stopped with SIGSTOP, as a
/// debugger or a frozen cgroup leaves it): `--timeout` bounds the wait, the exit is 75, and the
/// service, continued, still stops cleanly.
@Suite struct StoppedServiceTests {
  @Test func refreshGivesUpOnAStoppedServiceAtItsTimeout() throws {
    let placed = try PlacedApp(.todos)
    let service = try #require(try placed.startAnsweringService(), "the service never answered")
    defer { service.child.wait(upTo: 0) }  // killed if a failure left it running
    service.child.send(SIGSTOP)

    let started = Date()
    let refresh = try placed.run(["refresh", "--timeout", "2"], timeout: 30)
    let elapsed = Date().timeIntervalSince(started)
    #expect(refresh.status == 75, "\(refresh.stdout) \(refresh.stderr)")
    #expect(elapsed < 8, "refresh --timeout 2 took \(elapsed) s")
    #expect(refresh.stderr.contains("did not answer within 2 s"), "\(refresh.stderr)")

    service.child.send(SIGCONT)
    service.child.send(SIGTERM)
    let stopped = service.finish(within: 10)
    #expect(stopped.status == 0, "\(stopped.stderr)")
  }
}
