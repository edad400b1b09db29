import Foundation

/// Removes the secrets an app holds from text before it is printed or written to a file: the
/// values of API keys and tokens, and the user info (`user:password@`) of any URL.
///
/// Every line an app prints goes through one redactor (see ``Console/redacting(_:)``), and so
/// does every failure line a widget keeps in its state file, so a key that a hostile server
/// echoes back in an error body, or a password in `--base-url`, never reaches a terminal, a
/// journal or the disk.
///
/// ```swift
/// let redactor = SecretRedactor(secrets: ["s3cret-key"])
/// redactor.redact("HTTP 500 from http://u:pw@host/x: bad key s3cret-key")
/// // "HTTP 500 from http://host/x: bad key [redacted]"
/// ```
public struct SecretRedactor: Sendable, Hashable {
  /// What a secret is replaced with.
  public static let mask = "[redacted]"

  /// Secrets shorter than this are not searched for in free text (a one-letter password would
  /// blank out every word that contains its letter); they are still removed from URLs.
  public static let minimumSecretLength = 4

  /// The secrets searched for, longest first, with their percent-encoded forms.
  public let secrets: [String]

  /// A redactor for `secrets`, plus the user info of every URL.
  public init(secrets: some Sequence<String> = []) {
    var forms = Set<String>()
    for secret in secrets where secret.count >= Self.minimumSecretLength {
      forms.insert(secret)
      if let encoded = secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics) {
        forms.insert(encoded)
      }
    }
    self.secrets = forms.sorted { ($0.count, $0) > ($1.count, $1) }
  }

  /// A redactor that removes nothing but URLs' user info.
  public static let userInfoOnly = SecretRedactor()

  /// `text` with every secret replaced by ``mask`` and every URL's user info removed: for
  /// messages, which quote URLs.
  public func redact(_ text: String) -> String {
    redactSecrets(Self.removingUserInfo(text))
  }

  /// `text` with every secret replaced by ``mask``, and nothing else changed: for results,
  /// whose data must round-trip.
  public func redactSecrets(_ text: String) -> String {
    var result = text
    for secret in secrets where result.contains(secret) {
      result = result.replacingOccurrences(of: secret, with: Self.mask)
    }
    return result
  }

  /// A redactor that also removes `more` secrets.
  public func adding(_ more: some Sequence<String>) -> SecretRedactor {
    SecretRedactor(secrets: secrets + Array(more))
  }

  /// `text` with the user info of every `scheme://user:password@host` removed, wherever it
  /// stands: in a URL the app built, in a server's error body, in a user's mistyped option.
  public static func removingUserInfo(_ text: String) -> String {
    guard text.contains("@"), text.contains("://") else { return text }
    var output = ""
    var rest = Substring(text)
    while let marker = rest.range(of: "://") {
      output += rest[..<marker.upperBound]
      rest = rest[marker.upperBound...]
      // The authority ends at the first `/`, `?`, `#` or white space; user info ends at its
      // last `@`.
      let authorityEnd =
        rest.firstIndex { "/?#".contains($0) || $0.isWhitespace || $0 == "\"" || $0 == "'" }
        ?? rest.endIndex
      if let at = rest[..<authorityEnd].lastIndex(of: "@") {
        rest = rest[rest.index(after: at)...]
      }
    }
    return output + rest
  }
}
