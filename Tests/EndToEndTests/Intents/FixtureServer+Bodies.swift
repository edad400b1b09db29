import Foundation

extension FixtureServer {
  /// One request that changed something (`PATCH`), as the server recorded it.
  struct ChangeRequest: Decodable, Equatable {
    var method: String
    var path: String
    var body: String

    /// The body, parsed as a JSON object.
    var json: [String: Any]? {
      (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any]
    }
  }

  /// The `PATCH` requests the server answered, in order (`GET /_fixture/bodies`).
  func changeRequests() throws -> [ChangeRequest] {
    let data = try Data(contentsOf: url.appendingPathComponent("_fixture/bodies"))
    return try JSONDecoder().decode([ChangeRequest].self, from: data)
  }
}
