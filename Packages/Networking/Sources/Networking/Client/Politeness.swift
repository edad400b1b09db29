/// How hard a client may press one host: at most ``concurrency`` requests at once and, when
/// set, at most ``perMinute`` started in any minute, counted for every client of the process
/// that talks to that host (a refresher reloading hundreds of widgets of one service).
///
/// A request that would break the limit waits for its turn, as long as its deadline allows;
/// past that it fails as timed out, and the caller tries again later.
///
/// ```swift
/// // JokeAPI allows 120 requests a minute.
/// let client = HTTPClient(baseURL: jokeAPI).with(politeness: Politeness(perMinute: 120))
/// ```
public struct Politeness: Sendable, Hashable {
  /// The most requests to one host at once; at least 1.
  public var concurrency: Int
  /// The most requests to one host started in any 60 seconds; `nil` for no such limit.
  public var perMinute: Int?

  /// A limit of `concurrency` at once and `perMinute` a minute.
  public init(concurrency: Int = Politeness.standard.concurrency, perMinute: Int? = nil) {
    self.concurrency = max(1, concurrency)
    self.perMinute = perMinute.map { max(1, $0) }
  }

  /// The limit of a client that names none: 6 at once (as browsers keep to one host), no
  /// limit a minute.
  public static let standard = Politeness(concurrency: 6, perMinute: nil)
}
