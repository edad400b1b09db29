import Foundation
import NetworkingTestSupport

/// JokeAPI v2: `/joke/{Category[,Category…]}` with `type=single|twopart`, `safe-mode`,
/// `contains=` and `amount=N`, four-space JSON. Jokes are taken in turn among those that
/// match. A bad category, or filters nothing matches, answer HTTP 400 with the error
/// envelope (`"error": true, "code": 106, …`).
struct JokeAPIService: FixtureService {
  static let categories = ["Any", "Misc", "Programming", "Dark", "Pun", "Spooky", "Christmas"]

  let jokes: [JSONValue]
  let error106: JSONValue
  let rotation: Rotation

  init(files: FixtureFiles, rotation: Rotation) throws(FixtureServerError) {
    jokes = try files.jsonArray("jokes/jokeapi/jokes.json")
    error106 = try files.json("jokes/jokeapi/error-106.json")
    self.rotation = rotation
  }

  func response(for request: RecordedRequest) -> ScriptedResponse? {
    let parts = request.path.split(separator: "/").map(String.init)
    guard parts.count == 2, parts[0] == "joke" else { return nil }
    let asked = (parts[1].removingPercentEncoding ?? parts[1])
      .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    let known = Self.categories.map { $0.lowercased() }
    if let bad = asked.first(where: { !known.contains($0.lowercased()) }) {
      return invalidCategory(bad)
    }
    let matching = jokes.filter { matches($0, categories: asked, request: request) }
    guard !matching.isEmpty else { return noMatch() }
    let amount = min(max(request.queryValue("amount").flatMap { Int($0) } ?? 1, 1), 10)
    let key = "jokeapi." + request.target
    let picked = (0..<min(amount, matching.count)).map { _ in
      matching[rotation.next(key, count: matching.count)]
    }
    guard amount > 1 else { return .json(picked[0], indent: 4) }
    let unwrapped = picked.map { joke -> JSONValue in
      guard case .object(let members) = joke else { return joke }
      return .object(members.filter { $0.key != "error" })
    }
    let body = JSONValue.object([
      ("error", .bool(false)), ("amount", .int(unwrapped.count)), ("jokes", .array(unwrapped)),
    ])
    return .json(body, indent: 4)
  }

  private func matches(_ joke: JSONValue, categories: [String], request: RecordedRequest) -> Bool {
    let category = joke["category"]?.stringValue?.lowercased() ?? ""
    let lowered = categories.map { $0.lowercased() }
    guard lowered.contains("any") || lowered.contains(category) else { return false }
    if let types = request.queryValue("type") {
      let wanted = types.split(separator: ",").map(String.init)
      guard wanted.contains(joke["type"]?.stringValue ?? "") else { return false }
    }
    if request.queryItems.contains(where: { $0.name == "safe-mode" }),
      joke["safe"]?.boolValue != true
    {
      return false
    }
    if let text = request.queryValue("contains"), !text.isEmpty {
      let fields = ["joke", "setup", "delivery"].compactMap { joke[$0]?.stringValue }
      guard fields.contains(where: { $0.localizedCaseInsensitiveContains(text) }) else {
        return false
      }
    }
    return true
  }

  private func invalidCategory(_ category: String) -> ScriptedResponse {
    let list = Self.categories.joined(separator: ", ")
    let info =
      "The specified category is invalid - Got: \"\(category)\" - Possible categories are: \"\(list)\" (case insensitive)"
    return .json(error106.setting("additionalInfo", to: .string(info)), indent: 4, status: 400)
  }

  private func noMatch() -> ScriptedResponse {
    guard case .object(let members) = error106 else {
      return .json(error106, indent: 4, status: 400)
    }
    return .json(.object(members.filter { $0.key != "additionalInfo" }), indent: 4, status: 400)
  }
}
