import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The seam between ``HTTPClient`` and the network: sends one request, returns one response.
///
/// ``CurlTransport`` is the live implementation; ``ClosureTransport`` answers from a
/// closure, for tests of code built on ``HTTPClient``. A transport returns every status as a
/// response (the client decides what is an error) and throws only when no response arrived.
public protocol HTTPTransport: Sendable {
  /// Sends `request` and returns the status, headers and whole body.
  ///
  /// - Throws: Preferably a ``NetworkError``; other errors are mapped by the client.
  func send(_ request: URLRequest, limits: TransportLimits) async throws -> TransportResponse
}

/// The limits a transport enforces on one exchange, and which request headers are secrets.
public struct TransportLimits: Sendable, Hashable {
  /// The most body bytes to accept; more fails with ``NetworkError/responseTooLarge(url:limit:)``.
  public var maxResponseBytes: Int

  /// The longest silence (no headers, no body bytes) before ``NetworkError/timedOut(url:)``.
  public var idleTimeout: Duration

  /// Request headers that carry credentials, besides `Authorization`, `Proxy-Authorization`,
  /// `Cookie` and `X-Api-Key`, which always do: a redirect to another origin (scheme, host,
  /// port) drops them all, and the URL's user info too. Names compare case-insensitively.
  public var credentialHeaderNames: Set<String>

  /// When the whole exchange, redirects included, must have ended; `nil` for no end but the
  /// idle timeout. ``CurlTransport`` ends a transfer there; ``HTTPClient`` also races every
  /// call against it, whatever the transport.
  public var deadline: ContinuousClock.Instant?

  /// Creates limits.
  public init(
    maxResponseBytes: Int = 8 << 20, idleTimeout: Duration = .seconds(10),
    credentialHeaderNames: Set<String> = [], deadline: ContinuousClock.Instant? = nil
  ) {
    self.maxResponseBytes = maxResponseBytes
    self.idleTimeout = idleTimeout
    self.credentialHeaderNames = credentialHeaderNames
    self.deadline = deadline
  }
}
