import DeepLinks

/// The app's deep link, `__name__://__item__/{id}`: the widget's tap target and what
/// `__name__ open URL` accepts.
public struct __Item__Route: URLRoute, Hashable {
  /// `__name__://__item__/<id>` with a positive integer id.
  public static let item = RoutePattern(host: "__item__", path: [.int("id", in: 1...)])
  /// The router that parses and builds the app's links.
  public static let router = URLRouter(scheme: "__name__", patterns: [item])

  /// The item the link opens.
  public var id: Int

  /// A link to one item.
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
    RouteMatch(Self.item, ["id": .int(id)])
  }
}
