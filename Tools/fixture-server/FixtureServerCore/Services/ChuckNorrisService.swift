import Foundation
import NetworkingTestSupport

/// api.chucknorris.io: `/jokes/random` (jokes in turn), `/jokes/random?category=`,
/// `/jokes/categories`, `/jokes/search?query=` and `/jokes/{id}`, compact JSON. An unknown
/// category answers 404 with a Spring-style error body. A known category with no recorded
/// joke gets a recorded joke relabelled with that category (documented in the README).
struct ChuckNorrisService: FixtureService {
  let jokes: [JSONValue]
  let categories: JSONValue
  let notFound: JSONValue
  let rotation: Rotation

  init(files: FixtureFiles, rotation: Rotation) throws(FixtureServerError) {
    jokes = try files.jsonArray("jokes/chucknorris/jokes.json")
    categories = try files.json("jokes/chucknorris/categories.json")
    notFound = try files.json("jokes/chucknorris/not-found.json")
    self.rotation = rotation
  }

  func response(for request: RecordedRequest) -> ScriptedResponse? {
    let parts = request.path.split(separator: "/").map(String.init)
    guard parts.count == 2, parts[0] == "jokes" else { return nil }
    switch parts[1] {
    case "categories":
      return .json(categories, indent: 0)
    case "random":
      guard let category = request.queryValue("category") else {
        return .json(jokes[rotation.next("chucknorris", count: jokes.count)], indent: 0)
      }
      return random(in: category, path: request.path)
    case "search":
      let query = request.queryValue("query") ?? ""
      let found = jokes.filter {
        ($0["value"]?.stringValue ?? "").localizedCaseInsensitiveContains(query)
      }
      return .json(.object([("total", .int(found.count)), ("result", .array(found))]), indent: 0)
    default:
      guard let joke = jokes.first(where: { $0["id"]?.stringValue == parts[1] }) else {
        return missing(path: request.path)
      }
      return .json(joke, indent: 0)
    }
  }

  private func random(in category: String, path: String) -> ScriptedResponse {
    let known = categories.elements.compactMap(\.stringValue)
    guard known.contains(category) else { return missing(path: path) }
    let inCategory = jokes.filter { joke in
      joke["categories"]?.elements.contains(.string(category)) == true
    }
    if !inCategory.isEmpty {
      return .json(
        inCategory[rotation.next("chucknorris.\(category)", count: inCategory.count)], indent: 0)
    }
    let stand = jokes[rotation.next("chucknorris", count: jokes.count)]
    return .json(stand.setting("categories", to: .array([.string(category)])), indent: 0)
  }

  private func missing(path: String) -> ScriptedResponse {
    .json(notFound.setting("path", to: .string(path)), indent: 0, status: 404)
  }
}
