import AppCommandLine

/// The request `refresh` sends a service, as one JSON line.
struct RefreshRequestLine: Codable, Sendable, Hashable {
  /// `if-due`, `within-budget` or `force`.
  var mode: String
  /// Only widgets of this kind, when set.
  var kind: String?
  /// The client's `--timeout` in seconds: the pass made for it ends by then, as the client's
  /// own would. Absent from older clients: each request then gets the service's timeout.
  var timeout: Double?
  /// An intent link to perform (`todos://intent/toggle?id=7`), from a client before 0.4: the
  /// service runs it with its own settings and `timeout`. `mode` is then `intent`.
  var intent: String?
  /// An intent to perform with the client's own context (deadline, options, server
  /// settings): the service runs it, so the reload that follows is its own, with one writer.
  /// `mode` is then `intent`; a service before 0.4 ignores this field, makes an if-due pass and
  /// answers without ``RefreshAnswer/intent``, and the client then performs it itself.
  var perform: IntentRequest?
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
  /// Why the service did not perform it (it cannot honour the client's context); the client
  /// then performs it itself.
  var declined: String?
}
