import Foundation

/// One app's deep links: a scheme and the patterns it accepts, whose hosts form the allow-list.
///
/// Parsing treats every link as untrusted and throws a ``DeepLinkError`` with a distinct
/// ``DeepLinkError/Reason`` for each way it can be wrong; building percent-encodes values so
/// that every route whose values fit its pattern round-trips.
///
/// ```swift
/// let router = URLRouter(scheme: "todos", patterns: [
///   RoutePattern(host: "todo", path: [.int("id", in: 1...)]),
/// ])
/// let match = try router.match("todos://todo/7")   // match.values == ["id": .int(7)]
/// router.string(for: match)                        // "todos://todo/7"
/// ```
public struct URLRouter: Hashable, Sendable {
  /// The longest link parsed, in UTF-8 bytes; longer ones are rejected unread.
  public static let maximumLength = 2048

  /// The scheme, lowercased: `todos`. Incoming schemes are compared case-insensitively.
  public let scheme: String
  /// The accepted shapes. When several share a host, the first that matches wins.
  public let patterns: [RoutePattern]
  /// Every accepted link shape and what its parameters accept, for help text and errors:
  /// `todos://todo/<id> (id: a positive integer)`.
  public let usage: String
  private let hosts: Set<String>
  /// The usage of each pattern, by index, so an error does not rebuild it.
  private let usages: [String]

  /// Declares an app's links. Check a declaration once in a test with ``declarationProblems``.
  public init(scheme: String, patterns: [RoutePattern]) {
    let scheme = String(decoding: scheme.utf8.map(ASCII.lowercased), as: UTF8.self)
    self.scheme = scheme
    self.patterns = patterns
    self.usages = patterns.map { $0.usage(scheme: scheme) }
    self.usage = usages.joined(separator: " or ")
    self.hosts = Set(patterns.map(\.host))
  }

  /// Parses an untrusted link given as text.
  /// - Throws: ``DeepLinkError`` saying what was wrong, what was expected and what was received.
  public func match(_ link: String) throws(DeepLinkError) -> RouteMatch {
    let parts: LinkParts
    do throws(DeepLinkError) {
      parts = try LinkParts.split(link, scheme: scheme, hosts: hosts, limit: Self.maximumLength)
    } catch {
      throw error.filling(expected: usage, received: link)
    }
    var failures: [(index: Int, error: DeepLinkError)] = []
    for index in patterns.indices where patterns[index].host == parts.host {
      do throws(DeepLinkError) {
        return try patterns[index].match(parts)
      } catch {
        failures.append((index, error))
      }
    }
    // Report against the pattern the link most resembles: the first whose number of path
    // segments is nearest the link's.
    let distance = { (index: Int) in abs(self.patterns[index].path.count - parts.segments.count) }
    guard let closest = failures.min(by: { distance($0.index) < distance($1.index) }) else {
      throw DeepLinkError(.unknownHost(parts.host), expected: usage, received: link)
    }
    throw closest.error.filling(expected: usages[closest.index], received: link)
  }

  /// Parses an untrusted link; its `absoluteString` is validated as it stands.
  /// - Throws: ``DeepLinkError`` saying what was wrong, what was expected and what was received.
  public func match(_ url: URL) throws(DeepLinkError) -> RouteMatch {
    try match(url.absoluteString)
  }

  /// The link built from `match`, e.g. `todos://todo/7`. Values are not checked against the
  /// pattern, so values outside its bounds build a link that parsing rejects.
  public func string(for match: RouteMatch) -> String {
    match.pattern.link(scheme: scheme, values: match.values)
  }

  /// The link built from `match` as a `URL`.
  ///
  /// Every value is percent-encoded, so the text is always a valid URL unless the declaration
  /// itself is broken (a scheme, host or literal with characters a URL cannot hold), which
  /// ``declarationProblems`` reports; only then does this stop the program.
  public func url(for match: RouteMatch) -> URL {
    let link = string(for: match)
    guard let url = URL(string: link) else {
      preconditionFailure("DeepLinks: cannot build a URL from \(link); see declarationProblems")
    }
    return url
  }
}
