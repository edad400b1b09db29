import Foundation
import Testing

/// Nothing of the product's outlives an uninstall or a crash: no folder Foundation makes on
/// its own in the user's home, and no temporary file of a writer killed mid-write after the
/// next refresh.
@Suite struct LeftoverTests {
  /// Every path under `folder`, relative to it.
  static func listing(_ folder: String) -> [String] {
    (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
  }

  /// A fetch leaves nothing in the home folder: Foundation's `URLSessionConfiguration` would
  /// make `~/.cache/org.swift.foundation.URLCache/APP` and `~/.local/share/<the executable's
  /// folder>` (Networking's transport makes none); the app's own folders are elsewhere here
  /// (`APP_CACHE_DIR`, `APP_STATE_DIR`), so the home folder stays empty.
  @Test(arguments: AppUnderTest.all)
  func aFetchLeavesNothingInTheHomeFolder(_ app: AppUnderTest) throws {
    let server = try FixtureServer()
    let scratch = try ScratchDirectory()
    let home = scratch.path("home")
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let run = try CommandRun.run(
      app.name, ["widget", "--reload"],
      environment: app.environment(
        baseURL: server.url.absoluteString, scratch: scratch, extra: ["HOME": home]))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(Self.listing(home).isEmpty, "left in the home folder: \(Self.listing(home))")
  }

  /// A writer killed between writing its temporary file and renaming it leaves the file; the
  /// next refresh deletes it, at once (nobody holds its lock), and leaves the file of a
  /// writer still at work.
  @Test func aKilledWritersTemporaryFileGoesWithTheNextRefresh() throws {
    let placed = try PlacedApp(.todos)
    #expect(try placed.placeAndLoad().status == 0)
    let state = placed.scratch.path("state")
    let killed = [state, state + "/placed"].map { "\($0)/.x.json.\(UUID().uuidString).tmp" }
    let writing = state + "/.y.json.\(UUID().uuidString).tmp"
    let aMinuteAgo = Date().addingTimeInterval(-60)
    for path in killed + [writing] {
      try Data("{\"half".utf8).write(to: URL(fileURLWithPath: path))
      try FileManager.default.setAttributes([.modificationDate: aMinuteAgo], ofItemAtPath: path)
    }
    let writer = open(writing, O_RDONLY | O_CLOEXEC)
    defer { close(writer) }
    #expect(writer >= 0 && flock(writer, LOCK_EX | LOCK_NB) == 0)
    // A pass with nothing due writes nothing, and still sweeps.
    let refresh = try placed.run(["refresh", "--if-due"])
    #expect(refresh.status == 0, "\(refresh.stderr)")
    for path in killed { #expect(!FileManager.default.fileExists(atPath: path), "\(path) left") }
    #expect(FileManager.default.fileExists(atPath: writing))
  }
}
