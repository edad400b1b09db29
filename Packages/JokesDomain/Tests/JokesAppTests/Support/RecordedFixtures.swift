import Foundation

/// The recorded payloads of `Tests/JokesDomainTests/Fixtures/`, read from the source tree so
/// that the app's tests fuzz the same bytes without a second copy.
enum RecordedFixtures {
  struct Missing: Error, CustomStringConvertible {
    let path: String
    var description: String { "no recorded payload at \(path)" }
  }

  /// The folder beside this test target: `Tests/JokesDomainTests/Fixtures`.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // JokesAppTests
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("JokesDomainTests/Fixtures", isDirectory: true)

  /// The bytes of `Fixtures/<name>`, such as `"jokeapi/client-fixture_GET_joke_single.json"`.
  static func data(_ name: String) throws -> Data {
    let url = directory.appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: url.path) else { throw Missing(path: url.path) }
    return try Data(contentsOf: url)
  }
}
