/// Why an incoming link was rejected: what was wrong, what was expected, and what arrived.
///
/// Every link is untrusted input, so every way it can be wrong has its own ``Reason``. The
/// ``description`` is one line a person can act on, safe to print to a terminal:
///
/// ```text
/// id "abc" is not an integer (digits only, no sign or leading zero): expected
/// todos://todo/<id> (id: a positive integer), got todos://todo/abc
/// ```
/// (shown wrapped here; it is a single line).
public struct DeepLinkError: Error, Hashable, Sendable {
  /// What was wrong with the link.
  public let reason: Reason
  /// The shapes that would have been accepted, e.g. `todos://todo/<id> (id: a positive integer)`.
  public let expected: String
  /// The link exactly as received. ``description`` shows it sanitised and shortened.
  public let received: String

  /// Creates an error from its reason, the accepted shapes and the link as received.
  public init(_ reason: Reason, expected: String, received: String) {
    self.reason = reason
    self.expected = expected
    self.received = received
  }

  /// The distinct ways an incoming link can be wrong.
  ///
  /// Values carried by a case come from the link and may hold anything; ``DeepLinkError``'s
  /// description sanitises them before showing them.
  public enum Reason: Hashable, Sendable {
    /// The link is an empty string.
    case empty
    /// The link is longer than the limit, in UTF-8 bytes.
    case tooLong(length: Int, limit: Int)
    /// The link holds a character that may not appear raw (a space, a control character,
    /// non-ASCII text, `<`, `\` …) or an encoded control character such as `%0A`.
    /// The payload names the character.
    case invalidCharacter(String)
    /// The link does not have the shape `scheme://host[/path][?query]`; the payload says how.
    case malformed(String)
    /// The scheme (payload) is not the router's. Schemes are compared case-insensitively.
    case wrongScheme(String)
    /// The authority holds user info (`todos://someone@todo/7`).
    case userInfoNotAllowed
    /// The authority holds a port (`todos://todo:80/7`).
    case portNotAllowed
    /// The host (payload, lowercased) is not in the router's allow-list.
    case unknownHost(String)
    /// A percent-encoded separator (payload, e.g. `%2F`) that could smuggle structure into a
    /// value: `/`, `?`, `#`, `\`, `&` or `=`.
    case encodedSeparator(String)
    /// The link ends in a `#fragment`; deep links never carry one.
    case fragmentNotAllowed
    /// The path has an empty segment (`//`, or a trailing `/`).
    case emptySegment
    /// The path has a `.` or `..` segment, raw or percent-encoded.
    case dotSegment
    /// The path ends before the segment shown in the payload, e.g. `<id>`.
    case missingSegment(String)
    /// The path goes on after the pattern ends; the payload is the first extra segment.
    case extraSegment(String)
    /// A fixed path segment does not match.
    case unexpectedSegment(expected: String, got: String)
    /// An integer parameter is not plain decimal digits, or has a sign or a leading zero.
    case notAnInteger(parameter: String, value: String)
    /// An integer parameter is outside its declared bounds (or does not fit in `Int`).
    case outOfRange(parameter: String, value: String)
    /// A text parameter has a length (in characters) outside its declared bounds.
    case wrongLength(parameter: String, length: Int)
    /// A string parameter is not one of its declared values.
    case notAllowedValue(parameter: String, value: String)
    /// The query holds an item (payload: its name) the pattern does not declare.
    case unknownQueryItem(String)
    /// A required query item (payload: its name) is absent.
    case missingQueryItem(String)
    /// A query item (payload: its name) appears more than once.
    case duplicateQueryItem(String)
    /// A route asked a ``RouteMatch`` for a parameter its pattern does not declare:
    /// a mistake in the route's declaration, not in the link.
    case undeclaredParameter(String)
  }
}

extension DeepLinkError {
  /// An error raised while parsing, before the link and its expected shape are attached.
  init(_ reason: Reason) {
    self.init(reason, expected: "", received: "")
  }

  /// This error with `expected` and `received` filled in where they are empty, for errors a
  /// route's `init(match:)` throws without knowing the link.
  func filling(expected: String, received: String) -> DeepLinkError {
    DeepLinkError(
      reason,
      expected: self.expected.isEmpty ? expected : self.expected,
      received: self.received.isEmpty ? received : self.received
    )
  }
}
