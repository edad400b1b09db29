import Foundation

extension AppEnvironment {
  /// The endings of the environment variables whose values are secrets: `CONGRESS_API_KEY`,
  /// `GITHUB_TOKEN`, `…_PASSWORD`, `…_SECRET`.
  public static let secretVariableSuffixes = ["_KEY", "_TOKEN", "_PASSWORD", "_SECRET"]

  /// The redactor for a run of this app with the command line `arguments`: the values of every
  /// secret variable, and the user info of every URL in the variables and the arguments.
  public func redactor(arguments: [String]) -> SecretRedactor {
    var secrets: [String] = []
    for (name, value) in variables where !value.isEmpty {
      if Self.secretVariableSuffixes.contains(where: { name.uppercased().hasSuffix($0) }) {
        secrets.append(value)
        secrets.append(value.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      secrets += Self.userInfoSecrets(in: value)
    }
    for argument in arguments {
      secrets += Self.userInfoSecrets(in: argument)
    }
    return SecretRedactor(secrets: secrets)
  }

  /// The user name and password of `text` when it is a URL with user info, in the forms they
  /// may be printed: as typed (percent-encoded) and decoded.
  static func userInfoSecrets(in text: String) -> [String] {
    guard text.contains("@"), let components = URLComponents(string: text) else { return [] }
    return [
      components.percentEncodedPassword, components.password,
    ].compactMap { $0 }.filter { !$0.isEmpty }
  }
}
