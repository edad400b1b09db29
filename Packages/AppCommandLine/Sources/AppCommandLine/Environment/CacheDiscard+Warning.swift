import Networking

extension CacheDiscard {
  /// What a user reads when a cached response was damaged and discarded: `the cached copy of
  /// http://…/todos was cut short; it is fetched again`.
  public var warning: String {
    let what =
      switch reason {
      case .corrupt: "was damaged"
      case .truncated: "was cut short"
      case .otherVersion: "was written by another version"
      }
    return "the cached copy of \(url.absoluteString) \(what); it is fetched again"
  }
}
