import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An async JSON-over-HTTP client for one base URL, with timeouts, retries for GET, a size cap,
/// and an optional on-disk cache that follows RFC 9111 freshness (see ``HTTPCache`` and
/// ``CacheUse``).
///
/// ```swift
/// let client = HTTPClient(baseURL: URL(string: "https://jsonplaceholder.typicode.com")!)
/// let todos = try await client.fetch(Endpoint("todos"), as: [Todo].self)
/// ```
///
/// Every error it throws is a ``NetworkError``.
public struct HTTPClient: Sendable {
  /// The URL endpoints are relative to.
  public let baseURL: URL

  /// The settings this client was made with.
  public let configuration: Configuration

  let transport: any HTTPTransport
  let environment: ClientEnvironment

  /// Creates a client.
  ///
  /// - Parameters:
  ///   - baseURL: The URL that endpoint paths are joined to.
  ///   - configuration: Timeouts, retries, headers, size cap and cache.
  ///   - transport: How requests reach the network; ``CurlTransport/shared`` by default.
  public init(
    baseURL: URL,
    configuration: Configuration = Configuration(),
    transport: any HTTPTransport = CurlTransport.shared
  ) {
    self.init(
      baseURL: baseURL, configuration: configuration, transport: transport, environment: .live)
  }

  /// Creates a client with an injected clock, sleep and randomness (for tests).
  init(
    baseURL: URL,
    configuration: Configuration,
    transport: any HTTPTransport,
    environment: ClientEnvironment
  ) {
    self.baseURL = baseURL
    self.configuration = configuration
    self.transport = transport
    self.environment = environment
  }

  /// Fetches `endpoint` and decodes its JSON body as `T`.
  ///
  /// - Parameters:
  ///   - endpoint: The path, query and extra headers, relative to ``baseURL``.
  ///   - type: The type to decode.
  ///   - decoder: The decoder, configured for the API's dates and key style.
  /// - Returns: The decoded value (possibly from the cache; see ``fetchResponse(_:)``).
  /// - Throws: ``NetworkError``; a body that does not decode is
  ///   ``NetworkError/decoding(type:url:codingPath:reason:)``.
  public func fetch<T: Decodable>(
    _ endpoint: Endpoint, as type: T.Type = T.self, decoder: JSONDecoder = JSONDecoder()
  ) async throws -> T {
    try await fetchResponse(endpoint).decoded(as: T.self, decoder: decoder)
  }

  /// Fetches `endpoint` and returns the raw body with its status and headers, for XML and
  /// text payloads.
  ///
  /// With a cache, ``Configuration/cacheUse`` decides whether a fresh cached copy is served
  /// without a request (the default), and whether the request carries the stored validators.
  ///
  /// - Returns: A 2xx response, or a cached body: fresh (``ResponseOrigin/cache(age:)``), after
  ///   a 304 (``ResponseOrigin/revalidated``) or after a network failure
  ///   (``ResponseOrigin/stale(age:cause:)``, when enabled and the response allows it).
  /// - Throws: ``NetworkError``; a 429 is ``NetworkError/rateLimited(url:retryAfter:)`` and
  ///   any other status ``NetworkError/httpStatus(status:url:bodyExcerpt:)``. The URLs errors
  ///   carry never include a user name or password.
  public func fetchResponse(_ endpoint: Endpoint) async throws -> HTTPResponse {
    let url: URL
    do {
      url = try endpoint.url(relativeTo: baseURL)
    } catch {
      throw error.redactingUserInfo
    }
    let cached = configuration.cache?.entry(for: url)
    if let fresh = freshResponse(url: url, cached: cached) { return fresh }
    // `reload` asks without validators and treats a 304 as the error it then is.
    let validated = configuration.cacheUse == .reload ? nil : cached
    let request = makeRequest(url: url, endpoint: endpoint, cached: validated)
    let requestedAt = environment.now()
    do {
      guard !Task.isCancelled else { throw NetworkError.cancelled(url: url) }
      let now = ContinuousClock.now
      let deadline = configuration.end(startingAt: now)
      // Past the command-wide end already: fail without sending anything.
      guard deadline > now else { throw NetworkError.timedOut(url: url) }
      let send: @Sendable () async throws -> TransportResponse = {
        try await self.withDeadline(deadline, url: url) {
          try await self.sendWithRetries(request, url: url, deadline: deadline)
        }
      }
      let response: TransportResponse
      if let coalescer = configuration.coalescer {
        response = try await coalescer.response(for: request, send)
      } else {
        response = try await send()
      }
      return try settle(response, url: url, cached: validated, requestedAt: requestedAt)
    } catch {
      let failure = NetworkError(mapping: error, url: url).redactingUserInfo
      if let stale = staleResponse(for: failure, url: url, cached: cached) {
        return stale
      }
      throw failure
    }
  }

  /// This client with another ``Configuration/politeness`` (a service's documented limit).
  public func with(politeness: Politeness) -> HTTPClient {
    changing { $0.politeness = politeness }
  }

  /// This client with another ``Configuration/cache``: `nil` for one that neither reads nor
  /// writes the HTTP cache, for a caller that keeps what it fetches in a store of its own (a
  /// body kept once, not twice). Everything else, the transport included, stays the same.
  public func with(cache: HTTPCache?) -> HTTPClient {
    changing { $0.cache = cache }
  }

  /// This client, its transport and environment kept, with `change` made to its configuration.
  private func changing(_ change: (inout Configuration) -> Void) -> HTTPClient {
    var configuration = configuration
    change(&configuration)
    return HTTPClient(
      baseURL: baseURL, configuration: configuration, transport: transport,
      environment: environment)
  }

  /// One attempt: the transport's answer with the size cap enforced again (a closure
  /// transport may not), or the failure mapped to a ``NetworkError``.
  func attempt(_ request: URLRequest, url: URL, deadline: ContinuousClock.Instant) async
    -> Result<TransportResponse, NetworkError>
  {
    var limits = configuration.limits
    limits.deadline = deadline
    do {
      let response = try await transport.send(request, limits: limits)
      guard response.body.count <= configuration.maxResponseBytes else {
        return .failure(.responseTooLarge(url: url, limit: configuration.maxResponseBytes))
      }
      return .success(response)
    } catch {
      return .failure(NetworkError(mapping: error, url: url))
    }
  }

  /// `value` without control characters: a line break in a header value would start a new
  /// header. Values are nearly always plain, so they are checked byte by byte first (a C1
  /// control starts with the byte 0xC2, which also begins other Latin-1 letters).
  static func withoutControls(_ value: String) -> String {
    guard value.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else {
      return value
    }
    return String(value.unicodeScalars.filter { $0.properties.generalCategory != .control })
  }

  /// The GET request for `url`: user agent, accept, default and endpoint headers, and the
  /// cache validators.
  func makeRequest(url: URL, endpoint: Endpoint, cached: CacheEntry?) -> URLRequest {
    var request = URLRequest(url: url)
    request.httpMethod = "GET"
    request.cachePolicy = .reloadIgnoringLocalCacheData
    var fields = ["User-Agent": configuration.userAgent, "Accept": configuration.accept]
    // Later layers win, names compared case-insensitively: defaults, then the endpoint's.
    for layer in [configuration.defaultHeaders, endpoint.headers] {
      for (name, value) in layer.sorted(by: { $0.key < $1.key }) {
        fields = fields.filter { $0.key.caseInsensitiveCompare(name) != .orderedSame }
        fields[name] = value
      }
    }
    if let etag = cached?.etag { fields["If-None-Match"] = etag }
    if let lastModified = cached?.lastModified { fields["If-Modified-Since"] = lastModified }
    // Set at once: FoundationNetworking's `setValue(_:forHTTPHeaderField:)` copies and
    // rescans the fields each call, which cost 3% of a refresh pass.
    request.allHTTPHeaderFields = fields.mapValues(Self.withoutControls)
    return request
  }
}
