import Foundation
import Testing

/// A server that puts a quarter MiB before every string (`fault=huge-text`) leaves every
/// surface small: what the apps decode is bounded where it is decoded, so no status format,
/// tooltip or stored timeline carries the server's text whole.
@Suite struct StatusHugeTextTests {
  /// Far more than any format of one widget needs, far less than the server's text.
  static let maximumBytes = 16_384

  @Test(arguments: AppUnderTest.all)
  func everyStatusFormatStaysSmall(_ app: AppUnderTest) throws {
    let placed = try PlacedApp(app)
    try placed.server.setFaults("fault=huge-text")
    let families = ["todos", "votes"].contains(app.name) ? ["medium", "large"] : ["medium"]
    for family in families {
      let loaded = try placed.placeAndLoad(["--family", family])
      #expect(loaded.status == 0, "\(family): \(loaded.stderr)")
      for format in StatusFormatTests.formats {
        let run = try placed.run([
          "status", "--family", family, "--format", format, "--max-width", "200",
        ])
        #expect(run.status == 0, "\(family) \(format): \(run.stderr)")
        #expect(
          run.stdout.utf8.count < Self.maximumBytes,
          "\(family) \(format): \(run.stdout.utf8.count) bytes")
      }
      // The server's text is there, cut: the fault took effect.
      let jsonl = try placed.run(["status", "--family", family, "--format", "jsonl"])
      #expect(jsonl.stdout.contains("huge text huge text"), "\(family)")
      #expect(jsonl.stdout.contains("…"), "\(family)")
    }
    let stored = try Self.largestFile(under: placed.scratch.path("state"))
    #expect(stored < 4 * Self.maximumBytes, "largest stored file: \(stored) bytes")
  }

  /// The size of the largest regular file under `path`.
  static func largestFile(under path: String) throws -> Int {
    let files = FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []
    return try files.map { name in
      let attributes = try FileManager.default.attributesOfItem(atPath: path + "/" + name)
      guard attributes[.type] as? FileAttributeType == .typeRegular else { return 0 }
      return (attributes[.size] as? Int) ?? 0
    }.max() ?? 0
  }
}
