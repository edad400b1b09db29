import Foundation

/// The file format of a ``CacheEntry``: a magic line, one line a field, then the raw body.
///
/// ```
/// networking-cache 3
/// url http://127.0.0.1:8080/todos?_limit=5
/// status 200
/// etag W/"222-Jlf0URYqNjT6OVRKt6wScS3N4iQ"
/// content-type application/json; charset=utf-8
/// cache-control max-age=43200
/// requested-at 817653936.0103841
/// received-at 817653936.0151002
/// body 546
/// <546 bytes>
/// ```
///
/// A line is a field name, one space and the value, and `body` (the body's length in bytes) is
/// the last. The optional fields (`etag`, `last-modified`, `content-type`, `cache-control`,
/// `pragma`, `expires`, `date`, `age`) are left out when absent; the times are seconds since
/// Foundation's reference date (2001-01-01 UTC), written so they read back exactly. In a value,
/// `%`, control characters and DEL are written `%XX`, so a value is always one line.
///
/// Version 2 wrote the fields as a line of JSON; reading and writing that line was a sixth of
/// the CPU of a refresh pass that revalidates its widgets. A file with another version in its
/// magic line is from another version; one that ends early is truncated; any other damage (no
/// magic, an unknown or repeated field, a value out of range, extra bytes) makes it corrupt.
enum CacheEntryFile {
  /// The start of the magic line of every version.
  private static let family = Data("networking-cache ".utf8)
  private static let magic = Data("networking-cache 3\n".utf8)

  /// The bytes of the file holding `entry`.
  static func encode(_ entry: CacheEntry) -> Data {
    var text = "networking-cache 3\n"
    func field(_ name: String, _ value: String?) {
      guard let value else { return }
      text += name + " " + escaped(value) + "\n"
    }
    let freshness = entry.freshness
    field("url", entry.url.absoluteString)
    field("status", String(entry.status))
    field("etag", entry.etag)
    field("last-modified", entry.lastModified)
    field("content-type", entry.contentType)
    field("cache-control", freshness.cacheControl)
    field("pragma", freshness.pragma)
    field("expires", freshness.expires)
    field("date", freshness.date)
    field("age", freshness.age)
    field("requested-at", String(freshness.requestedAt.timeIntervalSinceReferenceDate))
    field("received-at", String(freshness.receivedAt.timeIntervalSinceReferenceDate))
    field("body", String(entry.body.count))
    var data = Data(text.utf8)
    data.append(entry.body)
    return data
  }

  /// Reads the file `data`.
  ///
  /// - Throws: ``CacheEntry/Unreadable`` saying why the file cannot be used.
  static func decode(_ data: Data) throws(CacheEntry.Unreadable) -> CacheEntry {
    guard data.starts(with: magic) else {
      if data.count < magic.count, magic.starts(with: data) {
        throw CacheEntry.Unreadable(reason: .truncated)
      }
      throw CacheEntry.Unreadable(
        reason: data.starts(with: family) ? .otherVersion : .corrupt)
    }
    // Read through a buffer pointer: indexing `Data` byte by byte checks exclusive access at
    // each byte, and made this parse cost more than the JSON it replaced.
    let parsed = data.withUnsafeBytes { fields(of: $0, from: magic.count) }
    return try parsed.get()
  }

  /// The entry in `bytes`, whose fields start at `offset`.
  private static func fields(of bytes: UnsafeRawBufferPointer, from offset: Int)
    -> Result<CacheEntry, CacheEntry.Unreadable>
  {
    var fields = Fields()
    var start = offset
    while true {
      guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
        return .failure(CacheEntry.Unreadable(reason: .truncated))
      }
      guard let (name, value) = split(bytes[start..<newline]) else {
        return .failure(CacheEntry.Unreadable(reason: .corrupt))
      }
      start = newline + 1
      if name == "body" {
        let body = bytes[start...]
        guard let length = Int(value), length >= 0 else {
          return .failure(CacheEntry.Unreadable(reason: .corrupt))
        }
        guard body.count == length else {
          return .failure(
            CacheEntry.Unreadable(reason: body.count < length ? .truncated : .corrupt))
        }
        guard let entry = fields.entry(body: Data(UnsafeRawBufferPointer(rebasing: body))) else {
          return .failure(CacheEntry.Unreadable(reason: .corrupt))
        }
        return .success(entry)
      }
      guard fields.set(name, to: value) else {
        return .failure(CacheEntry.Unreadable(reason: .corrupt))
      }
    }
  }

  /// A field line's name and unescaped value; `nil` when it has no space, is not UTF-8 or
  /// holds a bad escape.
  private static func split(_ line: Slice<UnsafeRawBufferPointer>) -> (String, String)? {
    guard let space = line.firstIndex(of: UInt8(ascii: " ")),
      let name = String(validating: line[..<space], as: UTF8.self),
      let value = unescaped(line[(space + 1)...])
    else {
      return nil
    }
    return (name, value)
  }

  /// `value` with `%`, control characters and DEL written `%XX`.
  static func escaped(_ value: String) -> String {
    guard value.utf8.contains(where: needsEscape) else { return value }
    var bytes: [UInt8] = []
    for byte in value.utf8 {
      guard needsEscape(byte) else {
        bytes.append(byte)
        continue
      }
      bytes += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The text of `bytes` with its `%XX` escapes read; `nil` when it is not UTF-8 or an escape
  /// is not two hex digits.
  static func unescaped(_ bytes: Slice<UnsafeRawBufferPointer>) -> String? {
    guard bytes.contains(UInt8(ascii: "%")) else {
      return String(validating: bytes, as: UTF8.self)
    }
    var result: [UInt8] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "%") else {
        result.append(byte)
        index += 1
        continue
      }
      guard bytes.endIndex - index >= 3, let high = hexValue(bytes[index + 1]),
        let low = hexValue(bytes[index + 2])
      else {
        return nil
      }
      result.append(high << 4 | low)
      index += 3
    }
    return String(validating: result, as: UTF8.self)
  }

  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "%")
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: nil
    }
  }

  /// The fields read so far.
  private struct Fields {
    var url: URL?
    var status: Int?
    var optional: [String: String] = [:]
    var requestedAt: Date?
    var receivedAt: Date?

    private static let optionalNames: Set<String> = [
      "etag", "last-modified", "content-type", "cache-control", "pragma", "expires", "date",
      "age",
    ]

    /// Takes in one field; `false` when its name is unknown or repeated or its value is out of
    /// range.
    mutating func set(_ name: String, to value: String) -> Bool {
      switch name {
      case "url":
        guard url == nil, let parsed = URL(string: value) else { return false }
        url = parsed
      case "status":
        guard status == nil, let code = Int(value), (100...599).contains(code) else {
          return false
        }
        status = code
      case "requested-at":
        guard requestedAt == nil, let date = Self.date(value) else { return false }
        requestedAt = date
      case "received-at":
        guard receivedAt == nil, let date = Self.date(value) else { return false }
        receivedAt = date
      default:
        guard Self.optionalNames.contains(name), optional[name] == nil else { return false }
        optional[name] = value
      }
      return true
    }

    /// The entry, when every required field was read.
    func entry(body: Data) -> CacheEntry? {
      guard let url, let status, let requestedAt, let receivedAt else { return nil }
      var freshness = Freshness(headers: [:], requestedAt: requestedAt, receivedAt: receivedAt)
      freshness.cacheControl = optional["cache-control"]
      freshness.pragma = optional["pragma"]
      freshness.expires = optional["expires"]
      freshness.date = optional["date"]
      freshness.age = optional["age"]
      return CacheEntry(
        url: url, status: status, etag: optional["etag"],
        lastModified: optional["last-modified"], contentType: optional["content-type"],
        freshness: freshness, body: body)
    }

    /// A time in seconds since the reference date; `nil` unless finite and within ±10,000
    /// years of it.
    private static func date(_ text: String) -> Date? {
      guard let seconds = TimeInterval(text), seconds.isFinite, abs(seconds) < 3.2e11 else {
        return nil
      }
      return Date(timeIntervalSinceReferenceDate: seconds)
    }
  }
}
