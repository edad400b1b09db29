import Networking

/// What can go wrong when asking for todos, in words a user can act on.
public enum TodosError: DomainFailure, Equatable {
  /// The service has no todo with this id (it answered 404 with `{}`).
  case notFound(id: Int)
  /// The service could not be reached or answered something unreadable.
  case network(NetworkError)

  /// One line that says what happened.
  public var description: String {
    switch self {
    case .notFound(let id): "no todo with id \(id)"
    case .network(let error): error.description
    }
  }

  /// The failure underneath ``network(_:)``.
  public var networkError: NetworkError? {
    if case .network(let error) = self { error } else { nil }
  }

  /// ``DomainFailureKind/notFound`` for ``notFound(id:)``; a ``network(_:)`` failure is the
  /// transport's, worded from ``networkError``.
  public var kind: DomainFailureKind {
    switch self {
    case .notFound: .notFound
    case .network: .unavailable
    }
  }
}
