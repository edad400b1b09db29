import DeepLinks

/// The todos app's deep link, `todos://todo/{id}`: the widget's tap target and what
/// `todos open URL` accepts, like the tutorial's `onOpenURL`.
public struct TodoRoute: URLRoute, Hashable {
  /// `todos://todo/<id>` with a positive integer id.
  public static let detail = RoutePattern(host: "todo", path: [.int("id", in: 1...)])
  /// The router that parses and builds todos links.
  public static let router = URLRouter(scheme: "todos", patterns: [detail])

  /// The todo the link opens.
  public var id: Int

  /// A link to one todo.
  public init(id: Int) {
    self.id = id
  }

  /// Reads the route from a matched link.
  /// - Throws: ``DeepLinkError`` when the id is missing or not an integer.
  public init(match: RouteMatch) throws(DeepLinkError) {
    id = try match.int("id")
  }

  /// The parameters the link is built from.
  public var match: RouteMatch {
    RouteMatch(Self.detail, ["id": .int(id)])
  }
}
