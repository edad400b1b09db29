/// The request `refresh` sends a service, as one JSON line.
struct RefreshRequestLine: Codable, Sendable, Hashable {
  /// `if-due`, `within-budget` or `force`.
  var mode: String
  /// Only widgets of this kind, when set.
  var kind: String?
  /// The client's `--timeout` in seconds: the pass made for it ends by then, as the client's
  /// own would. Absent from older clients: each request then gets the service's timeout.
  var timeout: Double?
}

/// The service's answer, as one JSON line.
struct RefreshAnswer: Codable, Sendable {
  var outcomes: [RefreshOutcome]
}
