extension URLRouter {
  /// Mistakes in this router's declaration, one sentence each; empty when it is sound.
  ///
  /// Assert it in each domain package's tests: `#expect(TodoRoute.router.declarationProblems
  /// == [])`. It checks that the scheme, hosts, literals and names are plain ASCII a link can
  /// hold, that names are unique within a pattern, that no path parameter is optional or could
  /// be empty, that integer bounds are not negative (links carry no sign), that value lists are
  /// non-empty and encodable, and that no two patterns accept the same links.
  public var declarationProblems: [String] {
    var problems: [String] = []
    if !Self.isValidScheme(scheme) {
      problems.append("scheme \"\(scheme)\" must be a letter followed by letters, digits, + - .")
    }
    if patterns.isEmpty {
      problems.append("the router declares no patterns")
    }
    var shapes: Set<[String]> = []
    for pattern in patterns {
      let template = pattern.template(scheme: scheme)
      problems += Self.problems(in: pattern).map { "\(template): \($0)" }
      let required = pattern.query.filter { !$0.isOptional }.map { "?\($0.name)" }.sorted()
      let shape =
        [pattern.host] + pattern.path.map { $0.kind == .literal ? $0.name : "" } + required
      if !shapes.insert(shape).inserted {
        problems.append("\(template): an earlier pattern accepts the same links")
      }
    }
    return problems
  }

  private static func problems(in pattern: RoutePattern) -> [String] {
    var problems: [String] = []
    if pattern.host.isEmpty || !pattern.host.utf8.allSatisfy(isHostByte) {
      problems.append("host must be non-empty letters, digits, - or .")
    }
    var names: Set<String> = []
    for parameter in pattern.valueParameters where !names.insert(parameter.name).inserted {
      problems.append("parameter name \"\(parameter.name)\" is used twice")
    }
    for parameter in pattern.path {
      problems += self.problems(in: parameter, inPath: true)
    }
    for parameter in pattern.query {
      problems += self.problems(in: parameter, inPath: false)
    }
    return problems
  }

  private static func problems(in parameter: RouteParameter, inPath: Bool) -> [String] {
    let name = parameter.name
    var problems: [String] = []
    let isUnreserved = !name.isEmpty && name.utf8.allSatisfy(ASCII.isUnreserved)
    if !isUnreserved || name == "." || name == ".." {
      problems.append("\"\(name)\" must be letters, digits, - . _ ~ (and not . or ..)")
    }
    if inPath && parameter.isOptional {
      problems.append("path parameter \(name) cannot be optional")
    }
    switch parameter.kind {
    case .literal where !inPath:
      problems.append("query item \(name) cannot be a literal")
    case .literal:
      break
    case .integer(let range) where range.lowerBound < 0:
      problems.append("\(name) allows negative numbers, which a link cannot carry")
    case .integer:
      break
    case .oneOf(let values):
      if values.isEmpty { problems.append("\(name) allows no values") }
      if Set(values).count != values.count { problems.append("\(name) lists a value twice") }
      for value in values where !isEncodableText(value, inPath: inPath) {
        problems.append("\(name) value \"\(value)\" is empty or holds / ? # \\ & = or controls")
      }
    case .text(let length) where length.lowerBound < 1 && inPath:
      problems.append("path text \(name) must be at least 1 character (empty segments fail)")
    case .text:
      break
    }
    return problems
  }

  private static func isValidScheme(_ scheme: String) -> Bool {
    guard let first = scheme.utf8.first, ASCII.isLetter(first) else { return false }
    return scheme.utf8.allSatisfy {
      ASCII.isLetter($0) || ASCII.isDigit($0) || "+-.".utf8.contains($0)
    }
  }

  private static func isHostByte(_ byte: UInt8) -> Bool {
    ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ".")
  }

  private static func isEncodableText(_ value: String, inPath: Bool) -> Bool {
    if inPath && (value.isEmpty || value == "." || value == "..") { return false }
    return value.unicodeScalars.allSatisfy(RouteParameter.isAllowedInText)
  }
}
