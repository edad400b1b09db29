import Foundation
import Testing

/// `widgets --remove ID` and `DELETE /widgets/{id}`: a placed widget that can never load
/// (a mistyped or gone server) is reported with how to remove it, does not fail every later
/// refresh, and goes with nothing of it left in the state folder.
@Suite struct RemoveWidgetTests {
  /// The ids `widgets --json` shows.
  static func ids(_ placed: PlacedApp) throws -> [String] {
    let list = try placed.run(["widgets", "--json"])
    let widgets = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]]
    return (widgets ?? []).compactMap { $0["id"] as? String }
  }

  /// The files left in the state folder, relative to it (the refresh socket's folder aside).
  static func stateFiles(_ placed: PlacedApp) -> [String] {
    let root = placed.scratch.path("state")
    let paths = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
    return paths.filter { path in
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
      return exists && !isFolder.boolValue
    }.sorted()
  }

  @Test(arguments: AppUnderTest.all)
  func aWidgetThatNeverLoadedIsNamedWithItsRemovalAndRemovedWithNothingLeft(
    _ app: AppUnderTest
  ) throws {
    let placed = try PlacedApp(app)
    try placed.server.setFaults("fault=500")
    _ = try placed.run(["status"])
    let id = try #require(try Self.ids(placed).first)
    let refresh = try placed.run(["refresh", "--force"])
    // Reported, with the command that removes it; not a failure of the pass.
    #expect(refresh.status == 0, "\(refresh.stdout)\(refresh.stderr)")
    #expect(
      refresh.stdout.contains(
        ": failed (")
        && refresh.stdout.contains(
          "it has never loaded: `\(app.name) widgets --remove \(id)` removes it"),
      "\(refresh.stdout)")
    #expect(try placed.run(["widgets"]).stdout.contains("  id:          \(id)\n"))
    // What it shows is the provider's placeholder, not old data: no "updated", no link.
    let bar = try StatusFormatTests.object(try placed.run(["status", "--format", "waybar"]).stdout)
    #expect(bar["class"] as? [String] == [app.name, "placeholder"], "\(bar)")
    #expect((bar["text"] as? String)?.hasPrefix("not loaded yet · ") == true, "\(bar)")

    let unknown = try placed.run(["widgets", "--remove", "0123456789abcdef"])
    #expect(unknown.status == 66)
    #expect(
      unknown.stderr
        == "\(app.name): no placed widget has the id 0123456789abcdef; nothing was removed; "
        + "`\(app.name) widgets --json` shows the ids\n")
    #expect(try Self.ids(placed) == [id])

    let removed = try placed.run(["widgets", "--remove", id])
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(
      removed.stdout.hasPrefix("removed \(app.name)") && removed.stdout.hasSuffix(" (\(id))\n"))
    #expect(try Self.ids(placed).isEmpty)
    #expect(Self.stateFiles(placed).isEmpty, "\(Self.stateFiles(placed))")
    let after = try placed.run(["refresh"])
    #expect(after.status == 0)
    #expect(after.stdout.isEmpty)
  }

  @Test func removeAllForgetsEveryPlacedWidgetAndSaysWhichAsJSON() throws {
    let placed = try PlacedApp(.todos)
    _ = try placed.run(["status"])
    _ = try placed.run(["status", "--family", "large"])
    let ids = try Self.ids(placed)
    #expect(ids.count == 2)
    let both = try placed.run(["widgets", "--remove", ids[0], "--remove-all"])
    #expect(both.status == 64)
    #expect(try Self.ids(placed).count == 2)
    let removed = try placed.run(["widgets", "--remove-all", "--json"])
    #expect(removed.status == 0)
    let list = try JSONSerialization.jsonObject(with: Data(removed.stdout.utf8)) as? [[String: Any]]
    #expect(Set((list ?? []).compactMap { $0["id"] as? String }) == Set(ids))
    #expect(try Self.ids(placed).isEmpty)
  }

  /// `DELETE /widgets/{id}` with the token removes the widget as `widgets --remove` does; the
  /// service stops showing it, and the board says so.
  @Test func theBoardRemovesAWidgetWithItsToken() throws {
    let http = try #require(try HTTPService.start(.todos), "the service printed no URL")
    defer { http.service.child.wait(upTo: 0) }
    let path = "/widgets/\(http.id)"
    let origin = ["-H", "Origin: \(http.origin)"]
    let bearer = ["-H", "Authorization: Bearer \(http.token)"]
    #expect(try http.curl(path, ["-X", "DELETE"] + origin).status == 403)
    #expect(try Self.ids(http.placed) == [http.id])
    let removed = try http.curl(path, ["-X", "DELETE"] + origin + bearer)
    #expect(removed.status == 200, "\(removed.body)")
    let answer = try JSONSerialization.jsonObject(with: Data(removed.body.utf8)) as? [String: Any]
    #expect(answer?["id"] as? String == http.id)
    #expect(try Self.ids(http.placed).isEmpty)
    // Its record, stored timeline and lock file are gone, and stay gone.
    #expect(Self.stateFiles(http.placed).filter { $0.contains(http.id) }.isEmpty)
    #expect(try http.curl(path + ".json").status == 404)
    #expect(try http.curl(path, ["-X", "DELETE"] + origin + bearer).status == 404)
    http.stop()
  }
}
