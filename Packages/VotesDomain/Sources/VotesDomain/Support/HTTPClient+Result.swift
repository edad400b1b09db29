import Foundation
import Networking

extension HTTPClient {
  /// ``HTTPClient/fetchResponse(_:)`` with its failure typed, the way
  /// ``HTTPClient/fetchAllResponses(_:maxConcurrent:)`` returns each item.
  func response(_ endpoint: Endpoint) async -> Result<HTTPResponse, NetworkError> {
    do {
      return .success(try await fetchResponse(endpoint))
    } catch let error as NetworkError {
      return .failure(error)
    } catch {
      // The client documents that it throws only NetworkError; keep any other error readable.
      let url = baseURL.appendingPathComponent(endpoint.path)
      return .failure(
        error is CancellationError
          ? .cancelled(url: url) : .cannotConnect(url: url, reason: String(describing: error)))
    }
  }
}
