import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

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
