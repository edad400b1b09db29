import Foundation
import Networking

/// The __name__ API: `GET /__name__/items` (a JSON list) and `GET /__name__/items/{id}` (one
/// item, 404 when there is none), shared by the commands and the widget. The template's
/// endpoint: replace the paths and ``defaultBaseURL`` with the API's own.
public struct __Name__Client: Sendable {
  /// The public server. (A literal that is a valid URL: the unwrap cannot fail.)
  public static let defaultBaseURL = URL(string: "https://example.com")!

  private let client: HTTPClient

  /// Creates a client over an HTTP client whose base URL is the API's or a stand-in's.
  public init(client: HTTPClient) {
    self.client = client
  }

  /// Every item, in the server's order.
  /// - Throws: ``__Name__Error`` wrapping the transport's failure.
  public func items() async throws -> [__Name__Item] {
    do {
      return try await client.fetch(Endpoint("__name__/items"))
    } catch let error as NetworkError {
      throw __Name__Error.network(error)
    }
  }

  /// One item by id.
  /// - Throws: ``__Name__Error/notFound(id:)`` when the server answers 404, else the
  ///   transport's failure.
  public func item(id: Int) async throws -> __Name__Item {
    do {
      return try await client.fetch(Endpoint("__name__/items/\(id)"))
    } catch NetworkError.httpStatus(status: 404, _, _) {
      throw __Name__Error.notFound(id: id)
    } catch let error as NetworkError {
      throw __Name__Error.network(error)
    }
  }
}
