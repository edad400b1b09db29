import Foundation

extension AppEnvironment {
  /// The kind a widget's timeline is stored under: `kind` itself while the app reads the public
  /// services, and `kind@URL` once the user points it elsewhere (`--base-url`, a fixture
  /// server), so a timeline fetched from one server is never drawn as another's.
  ///
  /// - Parameters:
  ///   - serviceURLs: the base URLs the widget's data comes from.
  ///   - publicURLs: the public services' base URLs.
  public func widgetKind(_ kind: String, serviceURLs: [URL], publicURLs: [URL]) -> String {
    let custom = serviceURLs.filter { !publicURLs.contains($0) }.map(\.absoluteString)
    guard !custom.isEmpty else { return kind }
    return kind + "@" + Array(Set(custom)).sorted().joined(separator: ",")
  }
}
