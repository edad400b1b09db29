/// The request `refresh` sends a service, as one JSON line.
struct RefreshRequestLine: Codable, Sendable, Hashable {
  /// `if-due`, `within-budget` or `force`.
  var mode: String
  /// Only widgets of this kind, when set.
  var kind: String?
  /// The client's `--timeout` in seconds: the pass made for it ends by then, as the client's
  /// own would. Absent from older clients: each request then gets the service's timeout.
  var timeout: Double?
  /// An intent link to perform (`todos://intent/toggle?id=7`): the service runs it, so the
  /// reload that follows is its own, with one writer. `mode` is then `intent`.
  var intent: String?
}

/// The service's answer, as one JSON line.
struct RefreshAnswer: Codable, Sendable {
  var outcomes: [RefreshOutcome]
  /// What performing a request's intent did; absent for a refresh.
  var intent: IntentAnswer?
}

/// What the service's run of an intent did: what the command would have printed, its exit
/// status, and its failure's line.
struct IntentAnswer: Codable, Sendable {
  var status: ExitCode
  var output: [String]
  var message: String?
}
