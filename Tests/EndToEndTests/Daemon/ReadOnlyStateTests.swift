import Foundation
import Testing

/// `service` on a state folder it cannot write (a read-only mount): it is not taken for a
/// service already running; it says so once, runs without its socket, and stops cleanly.
@Suite struct ReadOnlyStateTests {
  /// Remounts the folder `$0` read-only in a private mount namespace, then runs `$@` there.
  /// The tests run as root, whom a folder's mode does not stop; a read-only mount does.
  static let readOnly =
    "mount --bind \"$0\" \"$0\" && mount -o remount,bind,ro \"$0\" \"$0\" && exec \"$@\""

  @Test func aServiceOnAReadOnlyStateFolderRunsWithoutItsSocket() throws {
    let placed = try PlacedApp(.todos)
    #expect(try placed.placeAndLoad().status == 0)
    let state = placed.scratch.path("state")
    let service = try Running(
      program: "/usr/bin/unshare",
      [
        "-m", "--propagation", "private", "/bin/sh", "-c", Self.readOnly, state,
        BuiltProducts.executable("todos").path, "service",
      ], environment: placed.environment)
    defer { service.child.wait(upTo: 0) }  // killed if a failure left it running
    #expect(try ServiceTests.wait(for: service, toLog: "todos: refreshing the placed widgets"))
    // Still running two seconds on: the missing socket is no reason to stop.
    #expect(service.child.wait(upTo: 2, killing: false) == nil, "\(service.soFar.stderr)")

    // It made nothing in the folder: no socket, no lock file.
    #expect(!FileManager.default.fileExists(atPath: state + "/refresh.sock.lock"))
    #expect(!FileManager.default.fileExists(atPath: state + "/refresh.sock"))
    let alone = try placed.run(["refresh", "--if-due", "--timeout", "10"])
    #expect(alone.status == 0, "\(alone.stderr)")
    #expect(alone.stdout.contains(": not-due ("), "\(alone.stdout)")

    service.child.send(SIGTERM)
    let stopped = service.finish(within: 10)
    #expect(stopped.status == 0, "\(stopped.stderr)")
    #expect(!stopped.stderr.contains("a service already answers"), "\(stopped.stderr)")
    let warnings = stopped.stderr.split(separator: "\n").filter { $0.contains("not writable") }
    #expect(warnings.count == 1, "\(stopped.stderr)")
    #expect(
      warnings.first?.contains("refresh.sock.lock (Read-only file system)") == true,
      "\(stopped.stderr)")
    #expect(
      warnings.first?.hasSuffix(
        "the service runs without its socket and `refresh` does its own work") == true,
      "\(stopped.stderr)")
    #expect(stopped.stderr.contains("no refresh socket"), "\(stopped.stderr)")
    #expect(stopped.stderr.hasSuffix("todos: stopped\n"), "\(stopped.stderr)")
  }
}
