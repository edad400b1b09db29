import Foundation

extension HTTPClient {
  /// Turns the final transport response into the caller's ``HTTPResponse``: a 2xx is stored in
  /// the cache and returned, a 304 for a cached URL returns the cached body, anything else is
  /// ``NetworkError/rateLimited(url:retryAfter:)`` for a 429 and
  /// ``NetworkError/httpStatus(code:url:bodyExcerpt:)`` for the rest.
  func settle(_ response: TransportResponse, url: URL, cached: CacheEntry?) throws(NetworkError)
    -> HTTPResponse
  {
    let now = environment.now()
    if response.status == 304, var entry = cached {
      entry.fetchedAt = now
      entry.etag = response.headers["ETag"] ?? entry.etag
      entry.lastModified = response.headers["Last-Modified"] ?? entry.lastModified
      try? configuration.cache?.store(entry)
      return HTTPResponse(
        url: url, status: entry.status, headers: entry.headers, body: entry.body,
        origin: .revalidated)
    }
    if response.status == 429 {
      throw .rateLimited(
        url: url, retryAfter: RetryAfter.delay(response.headers["Retry-After"], now: now))
    }
    guard (200...299).contains(response.status) else {
      throw .httpStatus(
        code: response.status, url: url, bodyExcerpt: Sanitizer.excerpt(of: response.body))
    }
    if response.status == 200, let cache = configuration.cache {
      // A cache that cannot be written (full disk, no permission) only loses the speed-up.
      try? cache.store(CacheEntry(url: url, response: response, fetchedAt: now))
    }
    return HTTPResponse(
      url: url, status: response.status, headers: response.headers, body: response.body,
      origin: .network)
  }

  /// The cached copy to serve after `failure`, when stale fallback is on, the failure is a
  /// connection failure, timeout or 5xx, and there is a copy.
  func staleResponse(for failure: NetworkError, url: URL, cached: CacheEntry?) -> HTTPResponse? {
    guard configuration.servesStaleOnFailure, failure.allowsStaleFallback, let entry = cached
    else {
      return nil
    }
    let age = max(0, environment.now().timeIntervalSince(entry.fetchedAt))
    return HTTPResponse(
      url: url, status: entry.status, headers: entry.headers, body: entry.body,
      origin: .stale(age: age, cause: failure))
  }
}
