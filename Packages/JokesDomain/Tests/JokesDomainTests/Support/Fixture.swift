import Foundation
import Networking

/// Recorded payloads copied from the shared API samples into `Fixtures/`, plus crafted ones
/// (named `CRAFTED_…`).
enum Fixture {
  struct Missing: Error, CustomStringConvertible {
    let name: String
    var description: String { "no fixture named \(name) in Fixtures/" }
  }

  /// The bytes of `Fixtures/<name>`, e.g. `"jokeapi/client-fixture_GET_joke_single.json"`.
  static func data(_ name: String) throws -> Data {
    guard let directory = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
      throw Missing(name: "(the directory itself)")
    }
    let url = directory.appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: url.path) else { throw Missing(name: name) }
    return try Data(contentsOf: url)
  }

  /// The fixture as a transport response with `status` (the HTTP status, 200 by default).
  static func response(
    _ name: String, status: Int = 200, contentType: String = "application/json"
  ) throws -> TransportResponse {
    TransportResponse(status: status, headers: ["Content-Type": contentType], body: try data(name))
  }
}
