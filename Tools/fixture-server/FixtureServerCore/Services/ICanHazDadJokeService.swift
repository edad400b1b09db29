import Foundation
import NetworkingTestSupport

/// icanhazdadjoke.com: `GET /` (a joke in turn), `GET /j/{id}`, `GET /search?term=&page=&limit=`.
/// `Accept: application/json` gets JSON (two-space indent), anything else plain text. An
/// unknown id answers HTTP 200 with `{"message": …, "status": 404}`, like the real service.
struct ICanHazDadJokeService: FixtureService {
  let jokes: [JSONValue]
  let rotation: Rotation

  init(files: FixtureFiles, rotation: Rotation) throws(FixtureServerError) {
    jokes = try files.jsonArray("jokes/icanhazdadjoke/jokes.json")
    self.rotation = rotation
  }

  func response(for request: RecordedRequest) -> ScriptedResponse? {
    let parts = request.path.split(separator: "/").map(String.init)
    switch parts.count {
    case 0:
      return answer(jokes[rotation.next("icanhazdadjoke", count: jokes.count)], for: request)
    case 2 where parts[0] == "j":
      guard let joke = jokes.first(where: { $0["id"]?.stringValue == parts[1] }) else {
        let missing = JSONValue.object([
          ("message", .string("Joke with id \"\(parts[1])\" not found")), ("status", .int(404)),
        ])
        return .json(missing, indent: 4)
      }
      return answer(joke, for: request)
    case 1 where parts[0] == "search":
      return search(request)
    default:
      return nil
    }
  }

  private func answer(_ joke: JSONValue, for request: RecordedRequest) -> ScriptedResponse {
    if request.header("Accept")?.contains("application/json") == true {
      return .json(joke, indent: 2)
    }
    return .text((joke["joke"]?.stringValue ?? "") + "\n")
  }

  private func search(_ request: RecordedRequest) -> ScriptedResponse {
    let term = request.queryValue("term") ?? ""
    let limit = min(max(request.queryValue("limit").flatMap { Int($0) } ?? 20, 1), 30)
    let found = jokes.filter { joke in
      term.isEmpty || (joke["joke"]?.stringValue ?? "").localizedCaseInsensitiveContains(term)
    }
    let pages = max(1, (found.count + limit - 1) / limit)
    let page = min(max(request.queryValue("page").flatMap { Int($0) } ?? 1, 1), pages)
    let slice = found.dropFirst((page - 1) * limit).prefix(limit).map { joke in
      JSONValue.object([("id", joke["id"] ?? .null), ("joke", joke["joke"] ?? .null)])
    }
    let body = JSONValue.object([
      ("current_page", .int(page)),
      ("limit", .int(limit)),
      ("next_page", .int(min(page + 1, pages))),
      ("previous_page", .int(max(page - 1, 1))),
      ("results", .array(slice)),
      ("search_term", .string(term)),
      ("status", .int(200)),
      ("total_jokes", .int(found.count)),
      ("total_pages", .int(pages)),
    ])
    return .json(body, indent: 2)
  }
}
