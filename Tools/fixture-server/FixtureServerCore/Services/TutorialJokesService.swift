import Foundation
import NetworkingTestSupport

/// The tutorial's own API, `/retrieveJokes.php?type=dadjoke|chucknorris|yomama|random`,
/// answering `{status, response, joke, type}` (compact, as PHP's `json_encode` writes).
/// `random` takes the types in turn; each type takes its jokes in turn. An unknown or
/// missing type answers HTTP 200 with `"status":400`, which clients must treat as failure.
struct TutorialJokesService: FixtureService {
  static let types = ["dadjoke", "chucknorris", "yomama"]

  let jokes: [String: [JSONValue]]
  let invalidType: JSONValue
  let rotation: Rotation

  init(files: FixtureFiles, rotation: Rotation) throws(FixtureServerError) {
    var jokes: [String: [JSONValue]] = [:]
    for type in Self.types {
      jokes[type] = try files.jsonArray("jokes/tutorial/\(type).json")
    }
    self.jokes = jokes
    invalidType = try files.json("jokes/tutorial/invalid-type.json")
    self.rotation = rotation
  }

  func response(for request: RecordedRequest) -> ScriptedResponse? {
    guard request.path == "/retrieveJokes.php" else { return nil }
    var type = request.queryValue("type") ?? ""
    if type == "random" {
      type = Self.types[rotation.next("tutorial.random", count: Self.types.count)]
    }
    guard let pool = jokes[type] else { return .json(invalidType, indent: 0) }
    return .json(pool[rotation.next("tutorial.\(type)", count: pool.count)], indent: 0)
  }
}
