import AppCommandLine
import Foundation

extension AppEnvironment {
  /// The kind a widget's timeline is stored under: `kind` itself while the app reads the public
  /// services, and `kind@URL` once the user points it elsewhere (`--base-url`, a fixture
  /// server), so a timeline fetched from one server is never drawn as another's. The URL is
  /// written without its user info: a password never reaches the store (the file is named by a
  /// digest of the key, and the key is kept inside).
  ///
  /// - Parameters:
  ///   - sourceURLs: the base URLs the widget's data comes from.
  ///   - publicURLs: the public services' base URLs.
  public func widgetKind(_ kind: String, sourceURLs: [URL], publicURLs: [URL]) -> String {
    let custom = sourceURLs.filter { !publicURLs.contains($0) }.map {
      SecretRedactor.removingUserInfo($0.absoluteString)
    }
    guard !custom.isEmpty else { return kind }
    return kind + "@" + Array(Set(custom)).sorted().joined(separator: ",")
  }
}
