import Foundation

/// Reads HTTP/1.1 requests one after another from a connection: the request line, the
/// header fields, then a body framed by `Content-Length` or `Transfer-Encoding: chunked`.
/// Answers `Expect: 100-continue` before reading a body.
struct RequestReader {
  /// What one read produced.
  enum Outcome {
    /// A whole request.
    case request(RecordedRequest)
    /// The peer closed the connection (or it failed) between requests.
    case closed
    /// The bytes were not a request this server understands; answer with this status.
    case malformed(status: Int)
  }

  static let maximumHeadBytes = 64 * 1024
  static let maximumBodyBytes = 64 * 1024 * 1024
  private static let headTerminator: [UInt8] = Array("\r\n\r\n".utf8)

  let fd: Int32
  let connectionID: Int
  private var buffer: [UInt8] = []

  init(fd: Int32, connectionID: Int) {
    self.fd = fd
    self.connectionID = connectionID
  }

  /// Reads the next request.
  mutating func next() -> Outcome {
    guard let headLength = readHead() else {
      return buffer.count > Self.maximumHeadBytes ? .malformed(status: 431) : .closed
    }
    let head = String(decoding: buffer[..<headLength], as: UTF8.self)
    buffer.removeFirst(headLength + Self.headTerminator.count)
    guard let (method, target, version, headers) = Self.parse(head: head) else {
      return .malformed(status: 400)
    }
    let partial = RecordedRequest(
      method: method, target: target, headers: headers, version: version,
      connectionID: connectionID)
    if partial.header("Expect")?.lowercased() == "100-continue" {
      Socket.sendAll(fd, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
    }
    guard let body = readBody(for: partial) else { return .malformed(status: 400) }
    return .request(
      RecordedRequest(
        method: method, target: target, headers: headers, body: Data(body), version: version,
        connectionID: connectionID))
  }

  /// Fills the buffer until it holds a whole head; returns the head's length (without the
  /// blank line), or nil if the peer closed first or the head is too large.
  private mutating func readHead() -> Int? {
    var searchFrom = 0
    while true {
      if let end = Self.find(Self.headTerminator, in: buffer, from: searchFrom) { return end }
      if buffer.count > Self.maximumHeadBytes { return nil }
      searchFrom = max(0, buffer.count - Self.headTerminator.count)
      guard fill() else { return nil }
    }
  }

  /// Reads the body the head announces; nil when it is malformed or the peer closed early.
  private mutating func readBody(for request: RecordedRequest) -> [UInt8]? {
    if request.header("Transfer-Encoding")?.lowercased().contains("chunked") == true {
      return readChunkedBody()
    }
    guard let lengthText = request.header("Content-Length") else { return [] }
    guard let length = Int(lengthText.trimmingCharacters(in: .whitespaces)),
      (0...Self.maximumBodyBytes).contains(length)
    else { return nil }
    return readBytes(length)
  }

  private mutating func readChunkedBody() -> [UInt8]? {
    var body: [UInt8] = []
    while true {
      guard let line = readLine() else { return nil }
      let sizeText = line.split(separator: ";", maxSplits: 1).first ?? ""
      // The size comes from the peer: compare by subtraction, which cannot overflow.
      guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16),
        size >= 0, size <= Self.maximumBodyBytes - body.count
      else { return nil }
      if size == 0 {
        while let trailer = readLine(), !trailer.isEmpty {}
        return body
      }
      guard let chunk = readBytes(size), readLine() == "" else { return nil }
      body += chunk
    }
  }

  /// Reads one CRLF-terminated line (without the CRLF).
  private mutating func readLine() -> String? {
    let crlf: [UInt8] = [13, 10]
    while true {
      if let end = Self.find(crlf, in: buffer, from: 0) {
        let line = String(decoding: buffer[..<end], as: UTF8.self)
        buffer.removeFirst(end + 2)
        return line
      }
      if buffer.count > Self.maximumHeadBytes { return nil }
      guard fill() else { return nil }
    }
  }

  private mutating func readBytes(_ count: Int) -> [UInt8]? {
    while buffer.count < count {
      guard fill() else { return nil }
    }
    let bytes = Array(buffer[..<count])
    buffer.removeFirst(count)
    return bytes
  }

  /// Appends what the socket has; false when the peer closed.
  private mutating func fill() -> Bool {
    let bytes = Socket.receive(fd)
    buffer += bytes
    return !bytes.isEmpty
  }

  /// Splits a head into the request line's parts and the header fields.
  static func parse(head: String) -> (String, String, String, [(name: String, value: String)])? {
    let lines = head.components(separatedBy: "\r\n")
    let requestLine = lines[0].split(separator: " ", omittingEmptySubsequences: true)
    guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { return nil }
    var headers: [(name: String, value: String)] = []
    for line in lines.dropFirst() where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces)
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty else { return nil }
      headers.append((name, value))
    }
    return (String(requestLine[0]), String(requestLine[1]), String(requestLine[2]), headers)
  }

  /// The index where `needle` first occurs in `haystack` at or after `start`.
  static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard haystack.count >= needle.count, start <= haystack.count - needle.count else {
      return nil
    }
    var index = start
    while index <= haystack.count - needle.count {
      if haystack[index] == needle[0] && Array(haystack[index..<index + needle.count]) == needle {
        return index
      }
      index += 1
    }
    return nil
  }
}
