/// One accepted link shape: a host from the allow-list, path segments, and query items.
///
/// ```swift
/// // votes://vote/<congress>/<session>/<roll>
/// RoutePattern(host: "vote", path: [
///   .int("congress", in: 1...200), .int("session", in: 1...2), .int("roll", in: 1...9999),
/// ])
/// // dadjokes://joke?type=<type>
/// RoutePattern(host: "joke", query: [.string("type", allowed: ["dad", "programming"])])
/// ```
///
/// Hosts are compared case-insensitively (they are stored lowercased); literal path segments,
/// query item names and string values are compared exactly. Query items may come in any order;
/// a built URL lists them in declaration order.
public struct RoutePattern: Hashable, Sendable {
  /// The host, lowercased: `todo` in `todos://todo/7`.
  public let host: String
  /// The path segments in order, each a literal or a typed parameter.
  public let path: [RouteParameter]
  /// The query items; each is required unless declared `.optional`.
  public let query: [RouteParameter]

  /// Declares a link shape. Check the result with ``URLRouter/declarationProblems``.
  public init(host: String, path: [RouteParameter] = [], query: [RouteParameter] = []) {
    self.host = String(decoding: host.utf8.map(ASCII.lowercased), as: UTF8.self)
    self.path = path
    self.query = query
  }

  /// Every parameter that yields a value, path first, then query.
  var valueParameters: [RouteParameter] {
    (path + query).filter { $0.kind != .literal }
  }

  /// The template of links this pattern accepts, e.g. `todos://todo/<id>` or
  /// `dadjokes://joke?type=<type>`; optional query items are shown in brackets.
  func template(scheme: String) -> String {
    var text = "\(scheme)://\(host)"
    for segment in path {
      text += "/" + segment.placeholder
    }
    let required = query.filter { !$0.isOptional }
    let optional = query.filter(\.isOptional)
    for (index, item) in required.enumerated() {
      text += (index == 0 ? "?" : "&") + "\(item.name)=\(item.placeholder)"
    }
    for (index, item) in optional.enumerated() {
      let separator = required.isEmpty && index == 0 ? "?" : "&"
      text += "[\(separator)\(item.name)=\(item.placeholder)]"
    }
    return text
  }

  /// The template followed by what each parameter accepts:
  /// `todos://todo/<id> (id: a positive integer)`.
  func usage(scheme: String) -> String {
    let rules = valueParameters.map { "\($0.name): \($0.requirement)" }
    let template = template(scheme: scheme)
    return rules.isEmpty ? template : "\(template) (\(rules.joined(separator: "; ")))"
  }
}
