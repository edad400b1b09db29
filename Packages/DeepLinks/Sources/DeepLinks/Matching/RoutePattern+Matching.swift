extension RoutePattern {
  /// Matches the path and query of a split link against this pattern, in order: empty and dot
  /// segments, segment count, each segment, query item names (unknown, duplicate, missing),
  /// then each query value.
  func match(_ parts: LinkParts) throws(DeepLinkError) -> RouteMatch {
    for segment in parts.segments {
      guard !segment.isEmpty else { throw DeepLinkError(.emptySegment) }
      let decoded = try PercentEncoding.decode(segment)
      guard decoded != ".", decoded != ".." else { throw DeepLinkError(.dotSegment) }
    }
    guard parts.segments.count >= path.count else {
      throw DeepLinkError(.missingSegment(path[parts.segments.count].placeholder))
    }
    guard parts.segments.count == path.count else {
      throw DeepLinkError(.extraSegment(parts.segments[path.count]))
    }
    var values: [String: RouteMatch.Value] = [:]
    for (parameter, raw) in zip(path, parts.segments) {
      values[parameter.name] = try parameter.parse(raw)
    }
    for (parameter, raw) in try queryParameters(parts.query ?? []) {
      values[parameter.name] = try parameter.parse(raw)
    }
    return RouteMatch(self, values)
  }

  /// Pairs each query item with its declared parameter, rejecting unknown and duplicate items
  /// and missing required ones before any value is read.
  private func queryParameters(
    _ items: [LinkParts.QueryItem]
  ) throws(DeepLinkError) -> [(RouteParameter, String)] {
    var pairs: [(RouteParameter, String)] = []
    var seen: Set<String> = []
    for item in items {
      guard let parameter = query.first(where: { $0.name == item.name }) else {
        throw DeepLinkError(.unknownQueryItem(item.name))
      }
      guard seen.insert(item.name).inserted else {
        throw DeepLinkError(.duplicateQueryItem(item.name))
      }
      pairs.append((parameter, item.value))
    }
    if let missing = query.first(where: { !$0.isOptional && !seen.contains($0.name) }) {
      throw DeepLinkError(.missingQueryItem(missing.name))
    }
    return pairs
  }

  /// The link this pattern builds from `values`, without checking them: path segments in
  /// order, then the query items that have a value, in declaration order.
  func link(scheme: String, values: [String: RouteMatch.Value]) -> String {
    var link = "\(scheme)://\(host)"
    for parameter in path {
      link += "/" + parameter.encode(values[parameter.name])
    }
    let items = query.compactMap { parameter in
      values[parameter.name].map { "\(parameter.name)=\(parameter.encode($0))" }
    }
    if !items.isEmpty {
      link += "?" + items.joined(separator: "&")
    }
    return link
  }
}
