import Foundation
import NetworkingTestSupport

/// The apps made by `Tools/new-app`: for each folder `Fixtures/<app>/` that holds an
/// `items.json` (a JSON list of objects with an integer `id`), `/<app>/items` answers the list
/// as recorded and `/<app>/items/{id}` the item of that id, or 404 with `{}`. A new app needs
/// its fixture file only, no route of its own here.
struct ItemListService: FixtureService {
  /// The file each app's folder holds.
  static let fileName = "items.json"

  /// An app's recorded list: its bytes as they are, and its items.
  struct Recording: Sendable {
    let body: Data
    let items: [JSONValue]
  }

  /// The recordings by app name (the folder's).
  let recordings: [String: Recording]

  /// Reads `<app>/items.json` for every folder of the fixtures that has one.
  /// - Throws: `FixtureServerError` when such a file is not a list of objects with an `id`.
  init(files: FixtureFiles) throws(FixtureServerError) {
    var recordings: [String: Recording] = [:]
    for app in try files.fileNames(in: ".") {
      let path = "\(app)/\(Self.fileName)"
      guard FileManager.default.fileExists(atPath: files.root.appendingPathComponent(path).path)
      else { continue }
      let items = try files.jsonArray(path)
      guard items.allSatisfy({ $0["id"]?.intValue != nil }) else {
        throw .invalidFixture(path: path, reason: "every item needs an integer \"id\"")
      }
      recordings[app] = Recording(body: try files.data(path), items: items)
    }
    self.recordings = recordings
  }

  func response(for request: RecordedRequest) -> ScriptedResponse? {
    let parts = request.path.split(separator: "/", omittingEmptySubsequences: true)
    guard parts.count >= 2, parts[1] == "items", let recording = recordings[String(parts[0])]
    else { return nil }
    switch parts.count {
    case 2:
      return ScriptedResponse(status: 200, headers: Self.headers, body: recording.body)
    case 3:
      guard let id = Int(parts[2]),
        let item = recording.items.first(where: { $0["id"]?.intValue == id })
      else { return .json("{}", status: 404) }
      return ScriptedResponse(status: 200, headers: Self.headers, body: item.data(indent: 2))
    default:
      return .json("{}", status: 404)
    }
  }

  private static let headers: [(name: String, value: String)] = [
    ("Content-Type", "application/json; charset=utf-8")
  ]
}
