import Foundation

/// Reads fixture files below the fixtures directory, by path relative to it.
struct FixtureFiles: Sendable {
  let root: URL

  /// The bytes of `path`.
  func data(_ path: String) throws(FixtureServerError) -> Data {
    do {
      return try Data(contentsOf: root.appendingPathComponent(path))
    } catch {
      throw .missingFixture(path: path)
    }
  }

  /// `path` parsed as JSON.
  func json(_ path: String) throws(FixtureServerError) -> JSONValue {
    let bytes = try data(path)
    do {
      return try JSONValue(parsing: bytes)
    } catch {
      throw .invalidFixture(path: path, reason: error.description)
    }
  }

  /// `path` parsed as a JSON array; a fixture that is not a non-empty array is invalid.
  func jsonArray(_ path: String) throws(FixtureServerError) -> [JSONValue] {
    let items = try json(path).elements
    guard !items.isEmpty else { throw .invalidFixture(path: path, reason: "expected a list") }
    return items
  }

  /// The names of the files in the directory `path`, sorted.
  func fileNames(in path: String) throws(FixtureServerError) -> [String] {
    let directory = root.appendingPathComponent(path).path
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      throw .missingFixture(path: path)
    }
    return names.sorted()
  }
}
