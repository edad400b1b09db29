import Foundation

/// One cached response and its validators, as stored in a file by ``HTTPCache``.
///
/// The file is a magic line, one line of JSON metadata, then the raw body:
/// `networking-cache 1\n{"entry":{"url":…},"bodyLength":…}\n<body bytes>`. A file that is truncated,
/// has a different magic, unreadable metadata, or a body of the wrong length is corrupt.
struct CacheEntry: Sendable, Equatable, Codable {
  var url: URL
  var status: Int
  var etag: String?
  var lastModified: String?
  var contentType: String?
  var fetchedAt: Date
  /// Not part of the JSON metadata: stored raw after it.
  var body = Data()

  private enum CodingKeys: String, CodingKey {
    case url, status, etag, lastModified, contentType, fetchedAt
  }

  /// The headers a response served from this entry carries.
  var headers: HTTPHeaders {
    var fields: [String: String] = [:]
    fields["Content-Type"] = contentType
    fields["ETag"] = etag
    fields["Last-Modified"] = lastModified
    return HTTPHeaders(fields)
  }

  /// The entry for a fresh 200 response to `url`.
  init(url: URL, response: TransportResponse, fetchedAt: Date) {
    self.init(
      url: url, status: response.status, etag: response.headers["ETag"],
      lastModified: response.headers["Last-Modified"],
      contentType: response.headers["Content-Type"], fetchedAt: fetchedAt, body: response.body)
  }

  init(
    url: URL, status: Int, etag: String?, lastModified: String?, contentType: String?,
    fetchedAt: Date, body: Data
  ) {
    self.url = url
    self.status = status
    self.etag = etag
    self.lastModified = lastModified
    self.contentType = contentType
    self.fetchedAt = fetchedAt
    self.body = body
  }

  // MARK: File format

  private static let magic = Data("networking-cache 1\n".utf8)

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

  /// Reads a cache file; `nil` when it is corrupt in any way.
  init?(decoding data: Data) {
    guard data.starts(with: Self.magic) else { return nil }
    let rest = data.dropFirst(Self.magic.count)
    guard let newline = rest.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .millisecondsSince1970
    guard let header = try? decoder.decode(Header.self, from: rest[..<newline]) else {
      return nil
    }
    let body = rest[rest.index(after: newline)...]
    guard body.count == header.bodyLength else { return nil }
    self = header.entry
    self.body = Data(body)
  }
}
