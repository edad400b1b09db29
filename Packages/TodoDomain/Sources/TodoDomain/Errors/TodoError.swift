import Networking

/// What can go wrong when asking for todos, in words a user can act on. A struct around a
/// private code, so that a new kind of failure is not a breaking change: read it through
/// ``kind``, ``missingID`` and ``networkError``.
public struct TodoError: DomainFailure, Hashable {
  private enum Code: Hashable {
    case notFound(id: Int)
    case network(NetworkError)
  }

  private let code: Code

  private init(_ code: Code) {
    self.code = code
  }

  /// The service has no todo with this id (it answered 404 with `{}`).
  public static func notFound(id: Int) -> TodoError {
    TodoError(.notFound(id: id))
  }

  /// The service could not be reached or answered something unreadable.
  public static func network(_ error: NetworkError) -> TodoError {
    TodoError(.network(error))
  }

  /// The id the service had no todo for, for a not-found failure; `nil` for the others.
  public var missingID: Int? {
    if case .notFound(let id) = code { id } else { nil }
  }

  /// One line that says what happened.
  public var description: String {
    switch code {
    case .notFound(let id): "no todo with id \(id)"
    case .network(let error): "JSONPlaceholder: \(error)"
    }
  }

  /// The transport failure underneath, worded by the command line.
  public var networkError: NetworkError? {
    if case .network(let error) = code { error } else { nil }
  }

  /// ``DomainFailureKind/notFound`` for a missing todo; a transport failure is the
  /// transport's, worded from ``networkError``.
  public var kind: DomainFailureKind {
    switch code {
    case .notFound: .notFound
    case .network: .unavailable
    }
  }
}
