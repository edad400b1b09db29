import Foundation
import Testing

/// A damaged file in the state folder is reported once, on stderr, as what it is: a placement
/// record or a stored timeline, behind one `warning:`, in every app.
@Suite struct DamagedStateTests {
  /// The placed widget's record (`state/placed/KEY.json`) and its timeline (`state/KEY.json`).
  static func files(of placed: PlacedApp) throws -> (record: URL, timeline: URL) {
    let folder = URL(fileURLWithPath: placed.scratch.path("state"))
      .appendingPathComponent("placed")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }
    let name = try #require(names.first, "no placement record in \(folder.path)")
    #expect(names.count == 1, "\(names)")
    return (
      folder.appendingPathComponent(name),
      folder.deletingLastPathComponent().appendingPathComponent(name)
    )
  }

  /// A placed and loaded widget of `app` whose record or timeline (as `pick` chooses) now
  /// holds `damage`, and that file.
  static func damaged(
    _ app: AppUnderTest, _ pick: (_ record: URL, _ timeline: URL) -> URL, with damage: String
  ) throws -> (placed: PlacedApp, file: URL) {
    let placed = try PlacedApp(app)
    #expect(try placed.placeAndLoad().status == 0)
    let (record, timeline) = try files(of: placed)
    let file = pick(record, timeline)
    try Data(damage.utf8).write(to: file)
    return (placed, file)
  }

  static func warnings(_ stderr: String) -> [Substring] {
    stderr.split(separator: "\n").filter { $0.contains("warning") }
  }

  @Test(arguments: AppUnderTest.all)
  func aCorruptPlacementRecordIsOneWarningNotASilentForget(_ app: AppUnderTest) throws {
    let (placed, record) = try Self.damaged(app, { record, _ in record }, with: "{\"key\":")
    let warning = "\(app.name): warning: placement record \(record.path) is corrupt ("
    let consequence = "; the widget is not refreshed until it is drawn again"

    // `widgets` reads only: it reports the record and leaves it.
    let widgets = try placed.run(["widgets"])
    #expect(Self.warnings(widgets.stderr).count == 1, "\(widgets.stderr)")
    #expect(widgets.stderr.hasPrefix(warning), "\(widgets.stderr)")
    #expect(widgets.stderr.contains(consequence + "\n"), "\(widgets.stderr)")
    #expect(FileManager.default.fileExists(atPath: record.path))

    // `refresh` reports it once, deletes it, and then has nothing placed.
    let refresh = try placed.run(["refresh"])
    #expect(refresh.status == 0, "\(refresh.stderr)")
    let lines = refresh.stderr.split(separator: "\n")
    #expect(lines.count == 2, "\(refresh.stderr)")
    #expect(lines.first?.hasPrefix(warning) == true, "\(refresh.stderr)")
    #expect(lines.first?.hasSuffix(consequence) == true, "\(refresh.stderr)")
    #expect(lines.last?.hasPrefix("\(app.name): no widget is placed yet") == true)
    #expect(!FileManager.default.fileExists(atPath: record.path))
  }

  @Test(arguments: AppUnderTest.all)
  func aCorruptStoredTimelineIsOneWarningWithOneWarningWord(_ app: AppUnderTest) throws {
    let (placed, timeline) = try Self.damaged(app, { _, timeline in timeline }, with: "not json")

    let widgets = try placed.run(["widgets"])
    #expect(widgets.status == 0, "\(widgets.stderr)")
    #expect(
      widgets.stderr
        == "\(app.name): warning: stored timeline \(timeline.path) is corrupt (invalid JSON); "
        + "discarded, the widget will reload\n")
    try Data("not json".utf8).write(to: timeline)
    let status = try placed.run(["status"])
    #expect(status.status == 0, "\(status.stderr)")
    #expect(Self.warnings(status.stderr).count == 1, "\(status.stderr)")
    #expect(status.stderr.hasPrefix("\(app.name): warning: stored timeline \(timeline.path) "))
  }
}
