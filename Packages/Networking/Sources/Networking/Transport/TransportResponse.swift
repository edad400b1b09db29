import Foundation

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

  /// A response whose headers are read already.
  init(status: Int, headers: HTTPHeaders, body: Data) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A response with a UTF-8 JSON body and `Content-Type: application/json`.
  public static func json(_ text: String, status: Int = 200) -> TransportResponse {
    TransportResponse(
      status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
  }
}
