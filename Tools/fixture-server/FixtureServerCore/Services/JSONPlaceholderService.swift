import Foundation
import NetworkingTestSupport

/// JSONPlaceholder's `/todos` and `/todos/{id}`, served like json-server behind Express:
/// bodies pretty-printed with two spaces, a weak ETag with `If-None-Match` → 304,
/// `Cache-Control: max-age=43200`, field filters, `_limit`, `_page`, `_start`/`_end` with
/// `X-Total-Count`, and a missing id answered by 404 with body `{}`.
struct JSONPlaceholderService: FixtureService {
  static let fixture = "jsonplaceholder/todos.json"
  private static let pagingKeys: Set<String> = ["_limit", "_page", "_start", "_end"]

  /// The todos, in the recorded order.
  let todos: [JSONValue]
  /// The recorded list, byte for byte (it hashes to the live ETag).
  let listBody: Data

  init(files: FixtureFiles) throws(FixtureServerError) {
    listBody = try files.data(Self.fixture)
    todos = try files.jsonArray(Self.fixture)
    let rewritten = JSONValue.array(todos).data(indent: 2)
    guard rewritten == listBody else {
      let offset = zip(rewritten, listBody).prefix { $0 == $1 }.count
      throw .invalidFixture(
        path: Self.fixture,
        reason: "not in JSONPlaceholder's own formatting (differs at byte \(offset))")
    }
  }

  func response(for request: RecordedRequest) -> ScriptedResponse? {
    let parts = request.path.split(separator: "/", omittingEmptySubsequences: true)
    guard parts.first == "todos" else { return nil }
    switch parts.count {
    case 1:
      return list(for: request)
    case 2 where request.method == "PATCH":
      return patch(for: request, id: Int(parts[1]))
    case 2:
      guard let id = Int(parts[1]), let todo = todos.first(where: { $0["id"]?.intValue == id })
      else { return Self.answer(Data("{}".utf8), status: 404, for: request) }
      return Self.answer(todo.data(indent: 2), for: request)
    default:
      return Self.answer(Data("{}".utf8), status: 404, for: request)
    }
  }

  /// JSONPlaceholder's `PATCH /todos/{id}`: the todo with the body's fields merged in, as if
  /// saved, but nothing is kept (the next `GET` answers the recorded todo). A missing id is
  /// 404 with `{}`; a body that is not a JSON object is 400.
  private func patch(for request: RecordedRequest, id: Int?) -> ScriptedResponse {
    guard let id, let todo = todos.first(where: { $0["id"]?.intValue == id }),
      case .object(var fields) = todo
    else { return Self.answer(Data("{}".utf8), status: 404, for: request) }
    guard let body = try? JSONValue(parsing: request.body), case .object(let changes) = body else {
      return Self.answer(Data("{}".utf8), status: 400, for: request)
    }
    for change in changes {
      if let index = fields.firstIndex(where: { $0.key == change.key }) {
        fields[index].value = change.value
      } else {
        fields.append(change)
      }
    }
    return Self.answer(JSONValue.object(fields).data(indent: 2), for: request)
  }

  private func list(for request: RecordedRequest) -> ScriptedResponse {
    guard !request.queryItems.isEmpty else { return Self.answer(listBody, for: request) }
    let filters = Dictionary(
      grouping: request.queryItems.filter { !Self.pagingKeys.contains($0.name) },
      by: \.name
    ).mapValues { $0.compactMap(\.value) }
    let matching = todos.filter { todo in
      filters.allSatisfy { field, wanted in
        guard let value = todo[field] else { return false }
        return wanted.contains(Self.text(of: value))
      }
    }
    let (page, paged) = Self.paginate(matching, query: request)
    let extra: [(name: String, value: String)] =
      paged
      ? [
        ("X-Total-Count", String(matching.count)),
        ("Access-Control-Expose-Headers", "X-Total-Count"),
      ] : []
    return Self.answer(JSONValue.array(page).data(indent: 2), for: request, extra: extra)
  }

  /// json-server's slicing: `_start`/`_end`/`_limit`, or `_page` (1-based) of `_limit`
  /// (default 10). Returns the slice and whether any paging parameter was given.
  private static func paginate(_ items: [JSONValue], query request: RecordedRequest) -> (
    [JSONValue], Bool
  ) {
    let number = { (name: String) in request.queryValue(name).flatMap { Int($0) } }
    let limit = number("_limit")
    if let page = number("_page") {
      let size = max(limit ?? 10, 0)
      let start = min(max(page - 1, 0) * size, items.count)
      return (Array(items[start..<min(start + size, items.count)]), true)
    }
    guard limit != nil || number("_start") != nil || number("_end") != nil else {
      return (items, false)
    }
    let start = min(max(number("_start") ?? 0, 0), items.count)
    var end = number("_end").map { min(max($0, start), items.count) } ?? items.count
    if let limit { end = min(end, start + max(limit, 0)) }
    return (Array(items[start..<end]), true)
  }

  /// A value as json-server compares it with a query parameter.
  private static func text(of value: JSONValue) -> String {
    switch value {
    case .string(let text), .number(let text): text
    case .bool(let flag): flag ? "true" : "false"
    default: value.written()
    }
  }

  /// The body with Express's headers, or 304 when the client already has it.
  private static func answer(
    _ body: Data, status: Int = 200, for request: RecordedRequest,
    extra: [(name: String, value: String)] = []
  ) -> ScriptedResponse {
    let etag = ExpressETag.weak(for: body)
    let headers: [(name: String, value: String)] =
      [
        ("Content-Type", "application/json; charset=utf-8"),
        ("X-Powered-By", "Express"),
        ("X-Ratelimit-Limit", "1000"),
        ("X-Ratelimit-Remaining", "999"),
        ("Vary", "Origin, Accept-Encoding"),
        ("Access-Control-Allow-Credentials", "true"),
        ("Cache-Control", "max-age=43200"),
        ("Pragma", "no-cache"),
        ("Expires", "-1"),
        ("X-Content-Type-Options", "nosniff"),
        ("ETag", etag),
      ] + extra
    if status == 200, ExpressETag.matches(ifNoneMatch: request.header("If-None-Match"), etag: etag)
    {
      return ScriptedResponse(status: 304, headers: headers.filter { $0.name != "Content-Type" })
    }
    return ScriptedResponse(status: status, headers: headers, body: body)
  }
}
