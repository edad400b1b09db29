import Foundation

/// One cached response, its validators and its freshness, as stored in a file by ``HTTPCache``.
///
/// The file is a magic line, one line a field, then the raw body: ``CacheEntryFile``.
struct CacheEntry: Sendable, Equatable {
  var url: URL
  var status: Int
  var etag: String?
  var lastModified: String?
  var contentType: String?
  /// The freshness headers and the request and response times.
  var freshness: Freshness
  /// Stored raw after the fields.
  var body = Data()

  /// Why ``init(decoding:)`` rejected a file.
  struct Unreadable: Error, Equatable {
    let reason: CacheDiscard.Reason
  }

  /// When the response arrived (the response time of RFC 9111 §4.2.3).
  var fetchedAt: Date {
    get { freshness.receivedAt }
    set { freshness.receivedAt = newValue }
  }

  /// The headers a response served from this entry carries.
  var headers: HTTPHeaders {
    var fields: [String: String] = [:]
    fields["Content-Type"] = contentType
    fields["ETag"] = etag
    fields["Last-Modified"] = lastModified
    fields["Cache-Control"] = freshness.cacheControl
    fields["Expires"] = freshness.expires
    fields["Date"] = freshness.date
    return HTTPHeaders(fields)
  }

  /// The entry for a 200 response to `url`, requested at `requestedAt` (the response time
  /// when `nil`) and received at `fetchedAt`.
  init(url: URL, response: TransportResponse, requestedAt: Date? = nil, fetchedAt: Date) {
    self.init(
      url: url, status: response.status, etag: response.headers["ETag"],
      lastModified: response.headers["Last-Modified"],
      contentType: response.headers["Content-Type"],
      freshness: Freshness(
        headers: response.headers, requestedAt: requestedAt ?? fetchedAt, receivedAt: fetchedAt),
      body: response.body)
  }

  /// An entry whose freshness comes from `headers` (none by default: always stale), fetched
  /// with no delay at `fetchedAt`.
  init(
    url: URL, status: Int, etag: String?, lastModified: String?, contentType: String?,
    fetchedAt: Date, body: Data, headers: HTTPHeaders = [:]
  ) {
    self.init(
      url: url, status: status, etag: etag, lastModified: lastModified, contentType: contentType,
      freshness: Freshness(headers: headers, requestedAt: fetchedAt, receivedAt: fetchedAt),
      body: body)
  }

  init(
    url: URL, status: Int, etag: String?, lastModified: String?, contentType: String?,
    freshness: Freshness, body: Data
  ) {
    self.url = url
    self.status = status
    self.etag = etag
    self.lastModified = lastModified
    self.contentType = contentType
    self.freshness = freshness
    self.body = body
  }

  /// Takes in a `304 Not Modified` with `headers`: new validators when it has them, and new
  /// freshness headers and times.
  mutating func refresh(with headers: HTTPHeaders, requestedAt: Date, receivedAt: Date) {
    etag = headers["ETag"] ?? etag
    lastModified = headers["Last-Modified"] ?? lastModified
    freshness.update(with: headers, requestedAt: requestedAt, receivedAt: receivedAt)
  }

  // MARK: File format

  /// The bytes of the cache file (``CacheEntryFile``).
  func encoded() -> Data {
    CacheEntryFile.encode(self)
  }

  /// Reads a cache file (``CacheEntryFile``).
  ///
  /// - Throws: ``Unreadable`` saying why the file cannot be used.
  init(decoding data: Data) throws(Unreadable) {
    self = try CacheEntryFile.decode(data)
  }
}
