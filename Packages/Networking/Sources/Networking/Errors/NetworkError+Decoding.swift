import Foundation

extension NetworkError {
  /// A ``decoding(type:url:codingPath:reason:)`` error for `error`, thrown while decoding
  /// `type` from the body of `url`.
  init(decoding type: Any.Type, url: URL, error: any Error) {
    let typeName = String(describing: type)
    guard let error = error as? DecodingError else {
      let reason = "\(error)".excerpt(maximumCharacters: Self.reasonLimit)
      self.init(.decoding(type: typeName, url: url, codingPath: "", reason: reason))
      return
    }
    let (path, reason) = Self.details(of: error)
    self.init(
      .decoding(
        type: typeName, url: url,
        codingPath: Self.codingPathText(path).excerpt(maximumCharacters: Self.reasonLimit),
        reason: reason.excerpt(maximumCharacters: Self.reasonLimit)))
  }

  /// The most characters a coding path or a reason keeps: both can quote the server's keys
  /// and values, which may be as long as the body.
  static let reasonLimit = 300

  /// The coding path and a short reason for a `DecodingError`.
  private static func details(of error: DecodingError) -> ([any CodingKey], String) {
    switch error {
    case .typeMismatch(let expected, let context):
      return (context.codingPath, "expected \(expected): \(context.debugDescription)")
    case .valueNotFound(let expected, let context):
      return (context.codingPath, "expected \(expected), found null or nothing")
    case .keyNotFound(let key, let context):
      return (context.codingPath + [key], "missing key \"\(key.stringValue)\"")
    case .dataCorrupted(let context):
      return (context.codingPath, reason(for: context))
    @unknown default:
      return ([], "\(error)")
    }
  }

  /// The debug description, plus the underlying error's when there is one (invalid JSON).
  private static func reason(for context: DecodingError.Context) -> String {
    guard let underlying = context.underlyingError else { return context.debugDescription }
    let detail = (underlying as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
    return [context.debugDescription, detail].compactMap { $0 }.joined(separator: " ")
  }

  /// A coding path as `"todos[0].title"`: keys joined with dots, indices in brackets; empty
  /// for the top level. How ``decoding(type:url:codingPath:reason:)`` and a domain's own
  /// decoding messages name where a body went wrong.
  public static func codingPathText(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }
}
