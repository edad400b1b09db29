extension DeepLinkError: CustomStringConvertible {
  /// What was wrong, what was expected, and the link as received, shortened to 100 characters.
  ///
  /// The link and the values quoted from it are kept as they came, not made safe for a
  /// terminal: sanitise the line where it is printed (the apps do it once, in AppCommandLine's
  /// `Console`).
  public var description: String {
    let got = received.isEmpty ? "an empty string" : received.excerpt(maximumCharacters: 100)
    return "\(reason.summary): expected \(expected.excerpt(maximumCharacters: 600)), got \(got)"
  }
}

extension DeepLinkError.Reason {
  /// A short phrase for the reason, every value from the link shortened and quoted.
  var summary: String {
    switch self {
    case .empty:
      return "the link is empty"
    case .tooLong(let length, let limit):
      return "the link is \(length) bytes long, over the \(limit)-byte limit"
    case .invalidCharacter(let character):
      return "the link contains \(Self.short(character))"
    case .malformed(let detail):
      return "malformed link (\(Self.short(detail)))"
    case .wrongScheme(let scheme):
      return "wrong scheme \(Self.quoted(scheme))"
    case .userInfoNotAllowed:
      return "user info before the host (\"…@\") is not allowed"
    case .portNotAllowed:
      return "a port after the host (\":…\") is not allowed"
    case .unknownHost(let host):
      return "unknown host \(Self.quoted(host))"
    case .encodedSeparator(let escape):
      return "the percent-encoded separator \(Self.short(escape)) is not allowed"
    case .fragmentNotAllowed:
      return "a \"#\" fragment is not allowed"
    case .emptySegment:
      return "the path has an empty segment"
    case .dotSegment:
      return "the path has a \".\" or \"..\" segment"
    case .missingSegment(let segment):
      return "the path ends before \(Self.short(segment))"
    case .extraSegment(let segment):
      return "unexpected extra path segment \(Self.quoted(segment))"
    case .unexpectedSegment(let expected, let got):
      return "path segment \(Self.quoted(got)) should be \(Self.quoted(expected))"
    case .notAnInteger(let parameter, let value):
      return "\(Self.short(parameter)) \(Self.quoted(value)) is not an integer"
        + " (digits only, no sign or leading zero)"
    case .outOfRange(let parameter, let value):
      return "\(Self.short(parameter)) \(Self.short(value)) is out of range"
    case .wrongLength(let parameter, let length):
      return "\(Self.short(parameter)) has the wrong length (\(length) characters)"
    case .notAllowedValue(let parameter, let value):
      return "\(Self.short(parameter)) \(Self.quoted(value)) is not an allowed value"
    case .unknownQueryItem(let name):
      return "unknown query item \(Self.quoted(name))"
    case .missingQueryItem(let name):
      return "missing query item \(Self.quoted(name))"
    case .duplicateQueryItem(let name):
      return "query item \(Self.quoted(name)) appears more than once"
    case .undeclaredParameter(let name):
      return "the route reads parameter \(Self.quoted(name)), which its pattern does not declare"
    }
  }

  private static func short(_ text: String) -> String {
    text.excerpt(maximumCharacters: 40)
  }

  private static func quoted(_ text: String) -> String {
    "\"\(short(text))\""
  }
}
