import Networking

/// What can go wrong when asking for todos, in words a user can act on.
public enum TodoError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The service has no todo with this id (it answered 404 with `{}`).
  case notFound(id: Int)
  /// The service could not be reached or answered something unreadable.
  case service(NetworkError)

  /// One line that says what happened.
  public var description: String {
    switch self {
    case .notFound(let id): "no todo with id \(id)"
    case .service(let error): error.description
    }
  }
}
