import Foundation

extension HTTPClient {
  /// The cached copy to serve without a request: with ``CacheUse/followFreshness``, when there
  /// is one and it is fresh now (RFC 9111 §4.2).
  func freshResponse(url: URL, cached: CacheEntry?) -> HTTPResponse? {
    guard configuration.cacheUse == .followFreshness, let entry = cached,
      let age = entry.freshness.freshAge(at: environment.now())
    else {
      return nil
    }
    return HTTPResponse(
      url: url, status: entry.status, headers: entry.headers, body: entry.body,
      origin: .cache(age: age))
  }

  /// Turns the final transport response into the caller's ``HTTPResponse``: a 2xx is returned
  /// and, for a 200, stored in the cache (or, with `no-store`, the stored copy removed); a 304
  /// for a cached URL refreshes the entry's validators and freshness and returns the cached
  /// body; anything else is ``NetworkError/rateLimited(url:retryAfter:)`` for a 429 and
  /// ``NetworkError/httpStatus(status:url:bodyExcerpt:)`` for the rest.
  func settle(
    _ response: TransportResponse, url: URL, cached: CacheEntry?, requestedAt: Date
  ) throws(NetworkError) -> HTTPResponse {
    let now = environment.now()
    if response.status == 304, var entry = cached {
      entry.refresh(with: response.headers, requestedAt: requestedAt, receivedAt: now)
      keep(entry, url: url)
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
        status: response.status, url: url, bodyExcerpt: BodyExcerpt.of(response.body))
    }
    if response.status == 200 {
      keep(
        CacheEntry(url: url, response: response, requestedAt: requestedAt, fetchedAt: now),
        url: url)
    }
    return HTTPResponse(
      url: url, status: response.status, headers: response.headers, body: response.body,
      origin: .network)
  }

  /// Stores `entry`, or removes the stored copy for `url` when the response said `no-store`.
  /// A cache that cannot be written (full disk, no permission) only loses the speed-up.
  private func keep(_ entry: CacheEntry, url: URL) {
    guard let cache = configuration.cache else { return }
    if entry.freshness.forbidsStorage {
      cache.removeEntry(for: url)
    } else {
      try? cache.store(entry)
    }
  }

  /// The cached copy to serve after `failure`, when stale fallback is on, the failure is a
  /// connection failure, timeout or 5xx, there is a copy, and its response allows serving it
  /// without the server (not `no-cache`, and not `must-revalidate` once stale).
  func staleResponse(for failure: NetworkError, url: URL, cached: CacheEntry?) -> HTTPResponse? {
    let now = environment.now()
    guard configuration.servesStaleOnFailure, failure.allowsStaleFallback, let entry = cached,
      entry.freshness.allowsUseWithoutServer(at: now)
    else {
      return nil
    }
    return HTTPResponse(
      url: url, status: entry.status, headers: entry.headers, body: entry.body,
      origin: .stale(age: entry.freshness.currentAge(at: now), cause: failure))
  }
}
