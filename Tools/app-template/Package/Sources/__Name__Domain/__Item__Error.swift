import Networking

/// What can go wrong when asking for items, in words a user can act on. A struct around a
/// private code, so that a new kind of failure is not a breaking change.
public struct __Item__Error: DomainFailure, Equatable {
  private enum Code: Equatable {
    case notFound(id: Int)
    case network(NetworkError)
  }

  private let code: Code

  private init(_ code: Code) {
    self.code = code
  }

  /// The server has no item with this id (it answered 404).
  public static func notFound(id: Int) -> __Item__Error {
    __Item__Error(.notFound(id: id))
  }

  /// The server could not be reached or answered something unreadable.
  public static func network(_ error: NetworkError) -> __Item__Error {
    __Item__Error(.network(error))
  }

  /// The id the server did not have, for a not-found failure; `nil` for the others.
  public var missingID: Int? {
    if case .notFound(let id) = code { id } else { nil }
  }

  /// One line that says what happened.
  public var description: String {
    switch code {
    case .notFound(let id): "no item with id \(id)"
    case .network(let error): error.description
    }
  }

  /// The transport failure underneath, worded by the command line.
  public var networkError: NetworkError? {
    if case .network(let error) = code { error } else { nil }
  }

  /// ``DomainFailureKind/notFound`` for a missing item; a transport failure is worded from
  /// ``networkError``.
  public var kind: DomainFailureKind {
    switch code {
    case .notFound: .notFound
    case .network: .unavailable
    }
  }
}
