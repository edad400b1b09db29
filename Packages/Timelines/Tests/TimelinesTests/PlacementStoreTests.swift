import Foundation
import Testing

@testable import Timelines

/// The placed widgets: kept per key, forgotten after a week undrawn, damaged records dropped.
@Suite struct PlacementStoreTests {
  static let medium = WidgetKey(kind: "todos", family: .systemMedium, configurationKey: "default")
  static let large = WidgetKey(kind: "todos", family: .systemLarge, configurationKey: "default")

  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("placements-\(UUID().uuidString)", isDirectory: true)

  @Test func aPlacedWidgetReadsBackWithItsOptions() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = PlacementStore(directory: directory)
    let widget = PlacedWidget(
      key: Self.medium, options: ["family": ["medium"]],
      environment: ["TODOS_BASE_URL": "http://127.0.0.1:1"], lastDrawn: minute(0))
    try store.place(widget)
    try store.place(PlacedWidget(key: Self.large, lastDrawn: minute(5)))
    let all = store.all()
    #expect(all.warnings.isEmpty)
    #expect(Set(all.widgets) == [widget, PlacedWidget(key: Self.large, lastDrawn: minute(5))])
    #expect(store.placed(Self.medium) == widget)
    let mode =
      try FileManager.default.attributesOfItem(atPath: store.fileURL(for: Self.medium).path)[
        .posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  @Test func widgetsNotDrawnForAWeekAreForgotten() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = PlacementStore(directory: directory)
    let now = minute(0).addingTimeInterval(8 * oneDay)
    try store.place(PlacedWidget(key: Self.medium, lastDrawn: minute(0)))
    try store.place(PlacedWidget(key: Self.large, lastDrawn: now.addingTimeInterval(-6 * oneDay)))
    #expect(store.forgetUndrawn(at: now).map(\.key) == [Self.medium])
    #expect(store.all().widgets.map(\.key) == [Self.large])
  }

  @Test func aRemovedWidgetIsNoLongerPlacedAndOthersStay() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = PlacementStore(directory: directory)
    try store.place(PlacedWidget(key: Self.medium, lastDrawn: minute(0)))
    try store.place(PlacedWidget(key: Self.large, lastDrawn: minute(0)))
    let removed = try store.remove(Self.medium)
    #expect(removed)
    #expect(store.placed(Self.medium) == nil)
    #expect(store.all().widgets.map(\.key) == [Self.large])
    let again = try store.remove(Self.medium)
    #expect(!again)
  }

  @Test func aDamagedOrMisplacedRecordIsDroppedWithAWarning() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = PlacementStore(directory: directory)
    try store.place(PlacedWidget(key: Self.medium, lastDrawn: minute(0)))
    try Data("{".utf8).write(to: store.fileURL(for: Self.large))
    let moved = directory.appendingPathComponent("other.json")
    try FileManager.default.copyItem(at: store.fileURL(for: Self.medium), to: moved)
    let all = store.all()
    #expect(all.widgets.map(\.key) == [Self.medium])
    #expect(all.warnings.count == 2)
    #expect(!FileManager.default.fileExists(atPath: moved.path))
    #expect(!FileManager.default.fileExists(atPath: store.fileURL(for: Self.large).path))
  }

  @Test func aDamagedRecordIsNamedAsAPlacementRecord() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = PlacementStore(directory: directory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("{".utf8).write(to: store.fileURL(for: Self.large))
    let warning = try #require(store.all(removingUnusable: false).warnings.first)
    let path = store.fileURL(for: Self.large).path
    #expect(warning.description.hasPrefix("placement record \(path) is corrupt ("))
    #expect(warning.description.hasSuffix("; the widget is not refreshed until it is drawn again"))
    #expect(!warning.description.contains("timeline") && !warning.description.contains("warning"))
  }

  /// A refresher forgets old widgets first, then lists the placed ones: a damaged record must
  /// survive the first step to be reported by the second.
  @Test func forgettingLeavesADamagedRecordForTheListingToReport() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = PlacementStore(directory: directory)
    try store.place(PlacedWidget(key: Self.medium, lastDrawn: minute(0)))
    try Data("{".utf8).write(to: store.fileURL(for: Self.large))
    #expect(store.forgetUndrawn(at: minute(60)).isEmpty)
    let all = store.all()
    #expect(all.widgets.map(\.key) == [Self.medium])
    #expect(all.warnings.map(\.location) == [store.fileURL(for: Self.large).path])
    #expect(!FileManager.default.fileExists(atPath: store.fileURL(for: Self.large).path))
  }
}
