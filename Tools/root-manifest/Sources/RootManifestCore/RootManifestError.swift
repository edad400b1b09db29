/// Why the root manifest's package section cannot be generated: one line for stderr, naming the
/// package and target at fault.
public struct RootManifestError: Error, Equatable, CustomStringConvertible {
  /// The line.
  public var description: String

  /// An error that reads `description`.
  public init(_ description: String) {
    self.description = description
  }
}
