import Networking

extension ExitCode {
  /// The status of a domain's own failure: a word the domain does not know and a missing or
  /// refused credential are usage errors (the user can fix them), then not found, bad data,
  /// unavailable and try again later as their names say.
  public init(_ kind: DomainFailureKind) {
    switch kind {
    case .badRequest, .credentials: self = .usage
    case .notFound: self = .notFound
    case .malformedData: self = .dataError
    case .unavailable: self = .unavailable
    case .tryAgainLater: self = .tryAgainLater
    }
  }
}
