import DeepLinks

// Routes shaped like the three apps' (the real ones live in the domain packages), plus one
// with several patterns, a literal, free text and an optional query item, to cover the rest.

/// `todos://todo/<id>`
struct TodoRoute: URLRoute, Hashable {
  static let detail = RoutePattern(host: "todo", path: [.int("id", in: 1...)])
  static let router = URLRouter(scheme: "todos", patterns: [detail])

  var id: Int

  init(id: Int) { self.id = id }
  init(match: RouteMatch) throws(DeepLinkError) { id = try match.int("id") }
  var match: RouteMatch { RouteMatch(Self.detail, ["id": .int(id)]) }
}

/// `votes://vote/<congress>/<session>/<roll>`
struct VoteRoute: URLRoute, Hashable {
  static let detail = RoutePattern(
    host: "vote",
    path: [.int("congress", in: 1...200), .int("session", in: 1...2), .int("roll", in: 1...9999)]
  )
  static let router = URLRouter(scheme: "votes", patterns: [detail])

  var congress: Int
  var session: Int
  var roll: Int

  init(congress: Int, session: Int, roll: Int) {
    (self.congress, self.session, self.roll) = (congress, session, roll)
  }

  init(match: RouteMatch) throws(DeepLinkError) {
    (congress, session, roll) =
      (try match.int("congress"), try match.int("session"), try match.int("roll"))
  }

  var match: RouteMatch {
    RouteMatch(
      Self.detail, ["congress": .int(congress), "session": .int(session), "roll": .int(roll)])
  }
}

/// `dadjokes://joke?type=<type>`
struct JokeRoute: URLRoute, Hashable {
  static let types = ["dad", "chucknorris", "programming"]
  static let joke = RoutePattern(host: "joke", query: [.string("type", allowed: types)])
  static let router = URLRouter(scheme: "dadjokes", patterns: [joke])

  var type: String

  init(type: String) { self.type = type }
  init(match: RouteMatch) throws(DeepLinkError) { type = try match.string("type") }
  var match: RouteMatch { RouteMatch(Self.joke, ["type": .string(type)]) }
}

/// `notes://list`, `notes://note/<id>`, `notes://note/<id>/edit`,
/// `notes://search?q=<q>[&page=<page>]`
enum NoteRoute: URLRoute, Hashable {
  case list
  case note(id: Int)
  case edit(id: Int)
  case search(text: String, page: Int?)

  static let listPattern = RoutePattern(host: "list")
  static let notePattern = RoutePattern(host: "note", path: [.int("id", in: 0...999_999)])
  static let editPattern = RoutePattern(
    host: "note", path: [.int("id", in: 0...999_999), .literal("edit")])
  static let searchPattern = RoutePattern(
    host: "search", query: [.text("q", length: 1...64), .int("page", in: 1...100).optional])
  static let router = URLRouter(
    scheme: "notes", patterns: [listPattern, notePattern, editPattern, searchPattern])

  init(match: RouteMatch) throws(DeepLinkError) {
    switch match.pattern {
    case Self.notePattern: self = .note(id: try match.int("id"))
    case Self.editPattern: self = .edit(id: try match.int("id"))
    case Self.searchPattern:
      self = .search(text: try match.string("q"), page: match["page"]?.intValue)
    default: self = .list
    }
  }

  var match: RouteMatch {
    switch self {
    case .list:
      return RouteMatch(Self.listPattern)
    case .note(let id):
      return RouteMatch(Self.notePattern, ["id": .int(id)])
    case .edit(let id):
      return RouteMatch(Self.editPattern, ["id": .int(id)])
    case .search(let text, let page):
      var values: [String: RouteMatch.Value] = ["q": .string(text)]
      values["page"] = page.map { .int($0) }
      return RouteMatch(Self.searchPattern, values)
    }
  }
}

/// Which example route a table row parses with.
enum Fixture: String, CaseIterable, Sendable {
  case todos, votes, jokes, notes

  var router: URLRouter {
    switch self {
    case .todos: TodoRoute.router
    case .votes: VoteRoute.router
    case .jokes: JokeRoute.router
    case .notes: NoteRoute.router
    }
  }

  /// Parses `link` as this fixture's route and builds it again.
  func reparse(_ link: String) throws(DeepLinkError) -> String {
    switch self {
    case .todos: try TodoRoute(string: link).urlString
    case .votes: try VoteRoute(string: link).urlString
    case .jokes: try JokeRoute(string: link).urlString
    case .notes: try NoteRoute(string: link).urlString
    }
  }
}
