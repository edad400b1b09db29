import Foundation

/// One cached response, its validators and its freshness, as stored in a file by ``HTTPCache``.
///
/// The file is a magic line, one line of JSON metadata, then the raw body:
/// `networking-cache 2\n{"entry":{"url":…},"bodyLength":…}\n<body bytes>`. A file with another
/// version in its magic line is from another version; one that ends early is truncated; any
/// other damage (no magic, unreadable metadata, extra bytes) makes it corrupt.
struct CacheEntry: Sendable, Equatable, Codable {
  var url: URL
  var status: Int
  var etag: String?
  var lastModified: String?
  var contentType: String?
  /// The freshness headers and the request and response times.
  var freshness: Freshness
  /// Not part of the JSON metadata: stored raw after it.
  var body = Data()

  /// Why ``init(decoding:)`` rejected a file.
  struct Unreadable: Error, Equatable {
    let reason: CacheDiscard.Reason
  }

  private enum CodingKeys: String, CodingKey {
    case url, status, etag, lastModified, contentType, freshness
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

  /// The start of the magic line of every version.
  private static let family = Data("networking-cache ".utf8)
  private static let magic = Data("networking-cache 2\n".utf8)

  /// The metadata line: every field but the body, and the body's length.
  private struct Header: Codable {
    var entry: CacheEntry
    var bodyLength: Int
  }

  /// The bytes of the cache file.
  func encoded() throws -> Data {
    let header = Header(entry: self, bodyLength: body.count)
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .millisecondsSince1970
    // JSONEncoder escapes line breaks inside strings, so the metadata is one line.
    return Self.magic + (try encoder.encode(header)) + Data("\n".utf8) + body
  }

  /// Reads a cache file.
  ///
  /// - Throws: ``Unreadable`` saying why the file cannot be used.
  init(decoding data: Data) throws(Unreadable) {
    guard data.starts(with: Self.magic) else {
      if data.count < Self.magic.count, Self.magic.starts(with: data) {
        throw Unreadable(reason: .truncated)
      }
      throw Unreadable(reason: data.starts(with: Self.family) ? .otherVersion : .corrupt)
    }
    let rest = data.dropFirst(Self.magic.count)
    guard let newline = rest.firstIndex(of: UInt8(ascii: "\n")) else {
      throw Unreadable(reason: .truncated)
    }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .millisecondsSince1970
    guard let header = try? decoder.decode(Header.self, from: rest[..<newline]),
      header.bodyLength >= 0
    else {
      throw Unreadable(reason: .corrupt)
    }
    let body = rest[rest.index(after: newline)...]
    guard body.count == header.bodyLength else {
      throw Unreadable(reason: body.count < header.bodyLength ? .truncated : .corrupt)
    }
    self = header.entry
    self.body = Data(body)
  }
}
