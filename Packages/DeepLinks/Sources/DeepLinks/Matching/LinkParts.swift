/// An incoming link split into host, path segments and query items, all still percent-encoded,
/// after every check that does not depend on a pattern.
///
/// The raw string is parsed by hand (`scheme ":" "//" host [path] ["?" query]`) so behaviour is
/// the same on every platform and nothing is decoded before it is validated.
struct LinkParts {
  /// One `name=value` query item, both still percent-encoded.
  struct QueryItem {
    let name: String
    let value: String
  }

  /// The host, lowercased; one of the router's hosts.
  let host: String
  /// The path segments after the host; empty when there is no path.
  let segments: [String]
  /// The query items, or `nil` when the link has no `?`.
  let query: [QueryItem]?

  /// Splits `link`, checking in order: emptiness, length, raw characters, scheme, `//`,
  /// percent escapes, fragment, user info, port, host.
  static func split(
    _ link: String, scheme: String, hosts: Set<String>, limit: Int
  ) throws(DeepLinkError) -> LinkParts {
    let bytes = Array(link.utf8)
    guard !bytes.isEmpty else { throw DeepLinkError(.empty) }
    guard bytes.count <= limit else {
      throw DeepLinkError(.tooLong(length: bytes.count, limit: limit))
    }
    for index in bytes.indices where !ASCII.isAllowedRaw(bytes[index]) {
      let scalar = String(decoding: bytes[index...], as: UTF8.self).unicodeScalars.first
      throw DeepLinkError(.invalidCharacter(scalar.map(ASCII.describe) ?? "an invalid byte"))
    }
    guard let colon = bytes.firstIndex(of: ASCII.colon), colon > 0 else {
      throw DeepLinkError(.malformed("no scheme before \":\""))
    }
    guard String(decoding: bytes[..<colon].map(ASCII.lowercased), as: UTF8.self) == scheme else {
      throw DeepLinkError(.wrongScheme(String(decoding: bytes[..<colon], as: UTF8.self)))
    }
    let rest = bytes[(colon + 1)...]
    guard rest.starts(with: [ASCII.slash, ASCII.slash]) else {
      throw DeepLinkError(.malformed("no \"//\" after \"\(scheme):\""))
    }
    try PercentEncoding.validateEscapes(in: rest)
    guard !rest.contains(ASCII.hash) else { throw DeepLinkError(.fragmentNotAllowed) }

    let hostStart = rest.startIndex + 2
    let hostEnd =
      rest[hostStart...].firstIndex { $0 == ASCII.slash || $0 == ASCII.question } ?? rest.endIndex
    let host = try checkedHost(bytes[hostStart..<hostEnd], hosts: hosts)

    let queryMark = bytes[hostEnd...].firstIndex(of: ASCII.question)
    let path = bytes[hostEnd..<(queryMark ?? bytes.endIndex)]
    let segments = path.dropFirst().split(separator: ASCII.slash, omittingEmptySubsequences: false)
    var query: [QueryItem]?
    if let queryMark {
      query = try queryItems(bytes[(queryMark + 1)...])
    }
    return LinkParts(
      host: host,
      segments: path.isEmpty ? [] : segments.map { String(decoding: $0, as: UTF8.self) },
      query: query
    )
  }

  private static func checkedHost(
    _ authority: ArraySlice<UInt8>, hosts: Set<String>
  ) throws(DeepLinkError) -> String {
    guard !authority.contains(ASCII.at) else { throw DeepLinkError(.userInfoNotAllowed) }
    guard !authority.contains(ASCII.colon) else { throw DeepLinkError(.portNotAllowed) }
    guard !authority.isEmpty else { throw DeepLinkError(.malformed("no host after \"//\"")) }
    let host = String(decoding: authority.map(ASCII.lowercased), as: UTF8.self)
    guard hosts.contains(host) else { throw DeepLinkError(.unknownHost(host)) }
    return host
  }

  private static func queryItems(_ query: ArraySlice<UInt8>) throws(DeepLinkError) -> [QueryItem] {
    guard !query.isEmpty else { throw DeepLinkError(.malformed("empty query after \"?\"")) }
    guard !query.contains(ASCII.slash), !query.contains(ASCII.question) else {
      throw DeepLinkError(.malformed("\"/\" or \"?\" inside the query"))
    }
    var items: [QueryItem] = []
    for item in query.split(separator: ASCII.ampersand, omittingEmptySubsequences: false) {
      guard !item.isEmpty else {
        throw DeepLinkError(.malformed("empty query item (\"&&\", or \"&\" at an end)"))
      }
      let text = String(decoding: item, as: UTF8.self)
      guard let equals = item.firstIndex(of: ASCII.equals) else {
        throw DeepLinkError(.malformed("query item \"\(text)\" has no \"=\""))
      }
      let name = String(decoding: item[..<equals], as: UTF8.self)
      let value = item[(equals + 1)...]
      guard !name.isEmpty else { throw DeepLinkError(.malformed("query item with no name")) }
      guard !value.contains(ASCII.equals) else {
        throw DeepLinkError(.malformed("query item \"\(name)\" has more than one \"=\""))
      }
      items.append(QueryItem(name: name, value: String(decoding: value, as: UTF8.self)))
    }
    return items
  }
}
