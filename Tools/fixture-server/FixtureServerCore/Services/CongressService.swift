import Foundation
import NetworkingTestSupport

/// congress.gov API v3, `/v3/house-vote[/{congress}[/{session}[/{roll}[/members]]]]`.
///
/// The key comes in `X-Api-Key` or `api_key=`: none → 403 `API_KEY_MISSING`; the key
/// `RATE_LIMITED` → 429 `OVER_RATE_LIMIT`; `RATE_LIMITED_200` → the same body with HTTP 200.
/// Without `format=json` the answer is an XML document (HTTP 200) saying JSON must be asked
/// for, since the API's default became XML in 2026. The list is not sorted by roll, like the
/// real one, and honours `offset`/`limit`. Links to api.congress.gov and clerk.house.gov are
/// rewritten to this server (from the `Host` header) so that clients never leave it.
struct CongressService: FixtureService {
  static let directory = "house-votes/congress-gov"

  let files: FixtureFiles
  let list: JSONValue
  let keyMissing: Data
  let overLimit: Data

  init(files: FixtureFiles) throws(FixtureServerError) {
    self.files = files
    list = try files.json("\(Self.directory)/house-vote_119_1_list.json")
    keyMissing = try files.data("\(Self.directory)/error_403_API_KEY_MISSING.json")
    overLimit = try files.data("\(Self.directory)/error_429_OVER_RATE_LIMIT.json")
  }

  func response(for request: RecordedRequest) -> ScriptedResponse? {
    let parts = request.path.split(separator: "/").map(String.init)
    guard parts.count >= 2, parts[0] == "v3", parts[1] == "house-vote" else { return nil }
    switch request.header("X-Api-Key") ?? request.queryValue("api_key") {
    case nil, "": return .data(keyMissing, status: 403)
    case "RATE_LIMITED": return .data(overLimit, status: 429)
    case "RATE_LIMITED_200": return .data(overLimit, status: 200)
    default: break
    }
    guard request.queryValue("format")?.lowercased() == "json" else { return Self.xmlDefault }
    let host = request.header("Host").map { "http://\($0)" }
    let numbers = parts.dropFirst(2).map { Int($0) }
    switch (numbers.count, parts.last) {
    case (0...2, _) where !numbers.contains(nil):
      return listing(
        congress: numbers.first ?? nil, session: numbers.dropFirst().first ?? nil,
        request: request, host: host)
    case (3, _) where !numbers.contains(nil):
      return recorded(parts[2...4].joined(separator: "_"), request: request, host: host)
    case (4, "members") where !numbers.dropLast().contains(nil):
      return recorded(
        parts[2...4].joined(separator: "_") + "_members", request: request, host: host)
    default:
      return unknown(request)
    }
  }

  private func listing(congress: Int?, session: Int?, request: RecordedRequest, host: String?)
    -> ScriptedResponse
  {
    let all = (list["houseRollCallVotes"]?.elements ?? []).filter { item in
      (congress == nil || item["congress"]?.intValue == congress)
        && (session == nil || item["sessionNumber"]?.intValue == session)
    }
    let offset = min(max(request.queryValue("offset").flatMap { Int($0) } ?? 0, 0), all.count)
    let limit = min(max(request.queryValue("limit").flatMap { Int($0) } ?? 20, 1), 250)
    let page = Array(all[offset..<min(offset + limit, all.count)])
    var pagination: [(key: String, value: JSONValue)] = [("count", .int(all.count))]
    if offset + limit < all.count {
      let base = request.path + "?offset=\(offset + limit)&limit=\(limit)&format=json"
      pagination.append(("next", .string("https://api.congress.gov" + base)))
    }
    var echo: [(key: String, value: JSONValue)] = []
    if let congress { echo.append(("congress", .string(String(congress)))) }
    echo += [("contentType", .string("application/json")), ("format", .string("json"))]
    if let session { echo.append(("session", .string(String(session)))) }
    let body = JSONValue.object([
      ("houseRollCallVotes", .array(page)), ("pagination", .object(pagination)),
      ("request", .object(echo)),
    ])
    return Self.rewritten(body.data(indent: 4), host: host)
  }

  private func recorded(_ name: String, request: RecordedRequest, host: String?)
    -> ScriptedResponse
  {
    guard let data = try? files.data("\(Self.directory)/house-vote_\(name).json") else {
      return unknown(request)
    }
    return Self.rewritten(data, host: host)
  }

  private func unknown(_ request: RecordedRequest) -> ScriptedResponse {
    let resource = request.path.dropFirst("/v3/".count)
    let body = JSONValue.object([("error", .string("Unknown resource: \(resource)"))])
    return .json(body, indent: 4, status: 404)
  }

  private static func rewritten(_ data: Data, host: String?) -> ScriptedResponse {
    guard let host else { return .data(data) }
    let text = String(decoding: data, as: UTF8.self)
      .replacingOccurrences(of: "https://api.congress.gov", with: host)
      .replacingOccurrences(of: "https://clerk.house.gov", with: host)
    return .data(Data(text.utf8))
  }

  private static let xmlDefault = ScriptedResponse.data(
    Data(
      """
      <?xml version="1.0" encoding="utf-8"?>
      <api-root>
        <error>This fixture only serves JSON: add format=json (the API's default became XML in 2026).</error>
      </api-root>

      """.utf8), contentType: "application/xml")
}
