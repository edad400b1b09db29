/// A manifest the check cannot read.
public enum ManifestCheckError: Error, Equatable, CustomStringConvertible {
  /// The dump lacks something every dump has.
  case unreadable(String)

  /// One line for stderr.
  public var description: String {
    switch self {
    case .unreadable(let reason): "unreadable dump-package output: \(reason)"
    }
  }
}
