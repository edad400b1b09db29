import Foundation

extension URL {
  /// This URL without its user name and password (`http://user:secret@host/` becomes
  /// `http://host/`); the URL itself when it has none.
  ///
  /// ``NetworkError`` descriptions, the URLs errors carry and ``HTTPCache`` keys all use it, so
  /// a password in a base URL never reaches a terminal, a log or a file name.
  public var redactingUserInfo: URL {
    // Most URLs have no user info, and a URL knows that without being parsed again: every
    // request reads its cache entry's file name and checks the entry's URL through here.
    guard user != nil || password != nil else { return self }
    guard var components = URLComponents(url: self, resolvingAgainstBaseURL: true),
      components.percentEncodedUser != nil || components.percentEncodedPassword != nil
    else {
      return self
    }
    components.percentEncodedUser = nil
    components.percentEncodedPassword = nil
    if let url = components.url { return url }
    // Unreachable for a URL that parsed, but never fall back to the text with the password.
    return URL(string: Redaction.text(absoluteString)) ?? URL(fileURLWithPath: "/")
  }

  /// ``redactingUserInfo`` as text, for messages: `http://host/todos`.
  public var redactedString: String {
    redactingUserInfo.absoluteString
  }
}

/// Removes user info from text that may or may not parse as a URL.
enum Redaction {
  /// `text` with anything between `://` and the last `@` of the authority removed:
  /// `ftp://user:pw@host/x` becomes `ftp://host/x`. Text without an authority is unchanged.
  static func text(_ text: String) -> String {
    guard let separator = text.range(of: "://") else { return text }
    let rest = text[separator.upperBound...]
    let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
    guard let at = rest[..<authorityEnd].lastIndex(of: "@") else { return text }
    return String(text[..<separator.upperBound]) + String(rest[rest.index(after: at)...])
  }
}
