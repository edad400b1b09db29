import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPClient {
  /// Sends a request that changes something on the server (`PATCH`, `POST`, `PUT`, `DELETE`)
  /// with a JSON body, and returns its answer: never cached, never retried (the caller decides
  /// whether sending again is safe), within the client's deadline and the host's politeness.
  ///
  /// ```swift
  /// try await client.send(Endpoint("todos/7"), method: "PATCH", json: Data(#"{"completed":true}"#.utf8))
  /// ```
  ///
  /// - Returns: A 2xx response.
  /// - Throws: ``NetworkError``, as ``fetchResponse(_:)`` words them.
  public func send(_ endpoint: Endpoint, method: String, json body: Data) async throws
    -> HTTPResponse
  {
    let url: URL
    do {
      url = try endpoint.url(relativeTo: baseURL)
    } catch {
      throw error.redactingUserInfo
    }
    var request = makeRequest(url: url, endpoint: endpoint, cached: nil)
    request.httpMethod = method.uppercased()
    request.httpBody = body
    request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
    let prepared = request
    do {
      guard !Task.isCancelled else { throw NetworkError.cancelled(url: url) }
      let now = ContinuousClock.now
      let deadline = configuration.end(startingAt: now)
      guard deadline > now else { throw NetworkError.timedOut(url: url) }
      let response = try await withDeadline(deadline, url: url) {
        try await self.sendWithRetries(prepared, url: url, deadline: deadline)
      }
      if response.status == 429 {
        throw NetworkError.rateLimited(
          url: url,
          retryAfter: RetryAfter.delay(response.headers["Retry-After"], now: environment.now()))
      }
      guard (200...299).contains(response.status) else {
        throw NetworkError.httpStatus(
          status: response.status, url: url, bodyExcerpt: BodyExcerpt.of(response.body))
      }
      return HTTPResponse(
        url: url, status: response.status, headers: response.headers, body: response.body)
    } catch {
      throw NetworkError(mapping: error, url: url).redactingUserInfo
    }
  }
}
