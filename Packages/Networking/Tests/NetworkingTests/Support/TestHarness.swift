import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

/// Helpers shared by the suites: a client with an injected clock, sleep and randomness, and a
/// record of the waits it asked for.
struct TestHarness: Sendable {
  /// A fixed "now" for cache ages and `Retry-After` dates: 2025-01-01T00:00:00Z.
  static let now = Date(timeIntervalSince1970: 1_735_689_600)

  /// The waits the client asked for between attempts, in order.
  let sleeps = Recorder<Duration>()

  /// The wall-clock time the client sees; tests move it to age cache entries.
  let clock = Recorder<Date>([TestHarness.now])

  /// A client for `baseURL` whose backoff waits are recorded and skipped, whose jitter is
  /// always `random`, and whose clock reads ``clock``.
  func client(
    _ baseURL: URL,
    configuration: HTTPClient.Configuration = TestHarness.quick(),
    transport: any HTTPTransport = CurlTransport.shared,
    random: Double = 0.5
  ) -> HTTPClient {
    let sleeps = sleeps
    let clock = clock
    let environment = ClientEnvironment(
      now: { clock.last ?? TestHarness.now },
      random: { random },
      sleep: { duration in
        sleeps.append(duration)
        try Task.checkCancellation()
      })
    return HTTPClient(
      baseURL: baseURL, configuration: configuration, transport: transport,
      environment: environment)
  }

  /// A configuration for tests: short timeouts and deadline, tiny backoff.
  static func quick(
    retry: RetryPolicy = RetryPolicy(
      maxAttempts: 3, baseDelay: .milliseconds(10), maxDelay: .milliseconds(40)),
    idleTimeout: Duration = .seconds(2),
    deadline: Duration = .seconds(5),
    maxResponseBytes: Int = 8 << 20,
    cache: HTTPCache? = nil,
    servesStaleOnFailure: Bool = false
  ) -> HTTPClient.Configuration {
    HTTPClient.Configuration(
      userAgent: "networking-tests/1.0", idleTimeout: idleTimeout, deadline: deadline,
      retry: retry, maxResponseBytes: maxResponseBytes, cache: cache,
      servesStaleOnFailure: servesStaleOnFailure)
  }

  /// Runs `body` and returns the ``NetworkError`` it throws, recording an issue if it throws
  /// something else or nothing.
  static func error<Value>(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Value
  ) async -> NetworkError? {
    do {
      let value = try await body()
      Issue.record("expected a NetworkError, got \(value)", sourceLocation: sourceLocation)
    } catch let error as NetworkError {
      return error
    } catch {
      Issue.record("expected a NetworkError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
  }

  /// A fresh, empty directory under the temporary directory.
  static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("networking-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }
}

/// A thread-safe list that tests and `@Sendable` closures append to.
///
/// `@unchecked Sendable` is safe: `values` is only touched while `lock` is held.
final class Recorder<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Value]

  init(_ values: [Value] = []) {
    self.values = values
  }

  func append(_ value: Value) {
    lock.withLock { values.append(value) }
  }

  var all: [Value] {
    lock.withLock { values }
  }

  var last: Value? {
    lock.withLock { values.last }
  }
}
