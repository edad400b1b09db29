import DeepLinks

/// The app's deep link, `dadjokes://joke?type=<identifier>`: the widget's tap target. Opening
/// it shows a fresh joke of that type, as tapping the widget opens the app.
///
/// The type is required and must be an identifier (`chucknorris`, `dadjoke`, `random`,
/// `yomama`); friendly spellings are for the command line, links have one spelling.
///
/// ```swift
/// let route = try JokeRoute(string: "dadjokes://joke?type=dadjoke")  // type: .dadJoke
/// JokeRoute(type: .yoMama).url  // dadjokes://joke?type=yomama
/// ```
public struct JokeRoute: URLRoute, Hashable {
  /// `joke?type=<identifier>`.
  static let joke = RoutePattern(
    host: "joke", query: [.string("type", allowed: JokeType.allCases.map(\.identifier))])

  /// The `dadjokes` scheme and its one pattern.
  public static let router = URLRouter(scheme: "dadjokes", patterns: [joke])

  /// The type of joke to show.
  public var type: JokeType

  /// Creates the link to a joke of `type`.
  public init(type: JokeType) {
    self.type = type
  }

  /// Creates the route from a parsed link.
  ///
  /// - Throws: ``DeepLinks/DeepLinkError`` when the type is not an identifier (the pattern
  ///   already refuses such links, so this only guards the declaration).
  public init(match: RouteMatch) throws(DeepLinkError) {
    let identifier = try match.string("type")
    guard let type = JokeType(rawValue: identifier) else {
      throw DeepLinkError(
        .notAllowedValue(parameter: "type", value: identifier), expected: "", received: "")
    }
    self.type = type
  }

  /// The pattern and the type's identifier.
  public var match: RouteMatch {
    RouteMatch(Self.joke, ["type": .string(type.identifier)])
  }
}
