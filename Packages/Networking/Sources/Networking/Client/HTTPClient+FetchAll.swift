import Foundation

extension HTTPClient {
  /// Fetches and decodes many endpoints, at most `maxConcurrent` at a time.
  ///
  /// - Parameters:
  ///   - endpoints: What to fetch.
  ///   - type: The type to decode each body as.
  ///   - maxConcurrent: The most requests in flight at once (at least 1).
  ///   - decoder: The decoder for every body.
  /// - Returns: One result per endpoint, in the order of `endpoints`; a failure affects only
  ///   its own item.
  public func fetchAll<T: Decodable & Sendable>(
    _ endpoints: [Endpoint],
    as type: T.Type = T.self,
    maxConcurrent: Int = 4,
    decoder: JSONDecoder = JSONDecoder()
  ) async -> [Result<T, NetworkError>] {
    await boundedMap(endpoints, maxConcurrent: maxConcurrent) { endpoint in
      try await self.fetch(endpoint, as: T.self, decoder: decoder)
    }
  }

  /// Fetches many endpoints as raw responses, at most `maxConcurrent` at a time.
  ///
  /// - Returns: One result per endpoint, in the order of `endpoints`.
  public func fetchAllResponses(
    _ endpoints: [Endpoint], maxConcurrent: Int = 4
  ) async -> [Result<HTTPResponse, NetworkError>] {
    await boundedMap(endpoints, maxConcurrent: maxConcurrent) { endpoint in
      try await self.fetchResponse(endpoint)
    }
  }

  /// Runs `operation` for every endpoint with at most `maxConcurrent` running, collecting the
  /// results in input order.
  private func boundedMap<Value: Sendable>(
    _ endpoints: [Endpoint],
    maxConcurrent: Int,
    _ operation: @escaping @Sendable (Endpoint) async throws -> Value
  ) async -> [Result<Value, NetworkError>] {
    var results = [Result<Value, NetworkError>?](repeating: nil, count: endpoints.count)
    await withTaskGroup(of: (Int, Result<Value, NetworkError>).self) { group in
      var next = 0
      func startNext() {
        guard next < endpoints.count else { return }
        let index = next
        let endpoint = endpoints[index]
        next += 1
        group.addTask {
          do {
            return (index, .success(try await operation(endpoint)))
          } catch {
            return (index, .failure(self.failure(error, endpoint: endpoint)))
          }
        }
      }
      for _ in 0..<max(1, maxConcurrent) { startNext() }
      while let (index, result) = await group.next() {
        results[index] = result
        startNext()
      }
    }
    return results.enumerated().map { index, result in
      result ?? .failure(failure(CancellationError(), endpoint: endpoints[index]))
    }
  }

  /// `error` as a ``NetworkError`` about `endpoint`.
  private func failure(_ error: any Error, endpoint: Endpoint) -> NetworkError {
    if let error = error as? NetworkError { return error.redactingUserInfo }
    do {
      let url = try endpoint.url(relativeTo: baseURL)
      return NetworkError(mapping: error, url: url).redactingUserInfo
    } catch {
      return error.redactingUserInfo
    }
  }
}
