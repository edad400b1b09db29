import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The seam between ``HTTPClient`` and the network: sends one request, returns one response.
///
/// ``URLSessionTransport`` is the live implementation; ``ClosureTransport`` answers from a
/// closure, for tests of code built on ``HTTPClient``. A transport returns every status as a
/// response (the client decides what is an error) and throws only when no response arrived.
public protocol HTTPTransport: Sendable {
  /// Sends `request` and returns the status, headers and whole body.
  ///
  /// - Throws: Preferably a ``NetworkError``; other errors are mapped by the client.
  func send(_ request: URLRequest, limits: TransportLimits) async throws -> TransportResponse
}

/// The limits a transport enforces on one exchange.
public struct TransportLimits: Sendable, Hashable {
  /// The most body bytes to accept; more fails with ``NetworkError/responseTooLarge(url:limit:)``.
  public var maxResponseBytes: Int

  /// The longest silence (no headers, no body bytes) before ``NetworkError/timedOut(url:)``.
  public var idleTimeout: Duration

  /// Creates limits.
  public init(maxResponseBytes: Int = 8 << 20, idleTimeout: Duration = .seconds(10)) {
    self.maxResponseBytes = maxResponseBytes
    self.idleTimeout = idleTimeout
  }
}

/// A response as a transport returns it: any status, the headers and the whole body.
public struct TransportResponse: Sendable {
  /// The HTTP status code.
  public let status: Int

  /// The header fields, looked up case-insensitively.
  public let headers: HTTPHeaders

  /// The body bytes.
  public let body: Data

  /// Creates a response.
  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = HTTPHeaders(headers)
    self.body = body
  }

  /// A response with a UTF-8 JSON body and `Content-Type: application/json`.
  public static func json(_ text: String, status: Int = 200) -> TransportResponse {
    TransportResponse(
      status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
  }
}

/// A transport that answers every request with a closure: recorded payloads, no sockets.
///
/// ```swift
/// let transport = ClosureTransport { request in .json(#"[{"id": 1}]"#) }
/// let client = HTTPClient(baseURL: URL(string: "https://example.com")!, transport: transport)
/// ```
public struct ClosureTransport: HTTPTransport {
  private let handler: @Sendable (URLRequest) async throws -> TransportResponse

  /// Creates a transport that calls `handler` for every request.
  public init(_ handler: @escaping @Sendable (URLRequest) async throws -> TransportResponse) {
    self.handler = handler
  }

  /// Calls the handler; the client enforces the size limit on what it returns.
  public func send(_ request: URLRequest, limits: TransportLimits) async throws
    -> TransportResponse
  {
    try await handler(request)
  }
}
