import CCurl
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request on a ``CurlEngine``: its libcurl easy handle, what has arrived, and the task
/// waiting for the outcome.
///
/// `@unchecked Sendable` is safe: the handle and every field of the response are touched only
/// on the engine's thread (libcurl calls the callbacks there, inside `curl_multi_perform`);
/// the fields other threads touch, the cancel flag and the continuation, are an `Atomic` and
/// a `Mutex`.
final class CurlTransfer: @unchecked Sendable {
  /// The URL errors name: the one the caller asked for, even on a redirect's hop.
  let reportedURL: URL
  let limits: TransportLimits
  /// The easy handle, configured for the request; cleaned up with the transfer.
  let handle: UnsafeMutableRawPointer
  private let headerList: UnsafeMutablePointer<curl_slist>?

  /// Set from any thread when the waiting task is cancelled; the engine acts on it.
  let cancelRequested = Atomic<Bool>(false)
  private let waiting = Mutex<CheckedContinuation<CurlOutcome, Never>?>(nil)

  // Engine-thread state.
  private var status = 0
  private var fields: [String: String] = [:]
  private var body = Data()
  /// A failure a callback decided (a refusal at the headers, a body over the cap); it wins
  /// over the error libcurl reports for the aborted transfer.
  private var failure: NetworkError?
  /// When a header line or body bytes last arrived, or the engine started the transfer.
  private(set) var lastActivity = ContinuousClock.now

  /// Marks the transfer started by the engine: its silence counts from now, not from when it
  /// was made. A transfer that waited for a busy engine's thread (a loaded machine, many
  /// transfers at once) was otherwise timed out the moment it was sent, and retried.
  func started() {
    lastActivity = .now
  }

  /// Configures an easy handle for `request`; nil when libcurl refuses it.
  init?(_ request: URLRequest, reportedURL: URL, limits: TransportLimits) {
    guard let url = request.url, let handle = curl_easy_init() else { return nil }
    self.reportedURL = reportedURL
    self.limits = limits
    self.handle = handle
    var list: UnsafeMutablePointer<curl_slist>?
    // A request says what it sends; libcurl's `Expect: 100-continue` would add a round trip.
    for line in Self.headerLines(request) + ["Expect:"] {
      list = curl_slist_append(list, line)
    }
    self.headerList = list
    let idle = Self.milliseconds(limits.idleTimeout)
    var code = ccurl_set_string(handle, CURLOPT_URL, url.absoluteString)
    for (option, value) in [
      (CURLOPT_NOSIGNAL, 1), (CURLOPT_FOLLOWLOCATION, 0), (CURLOPT_CONNECTTIMEOUT_MS, idle),
      (CURLOPT_NOPROGRESS, 1),
    ] where code == CURLE_OK {
      code = ccurl_set_long(handle, option, value)
    }
    if code == CURLE_OK { code = ccurl_allow_http_only(handle) }
    if code == CURLE_OK { code = Self.setMethod(request, on: handle) }
    if code == CURLE_OK { code = ccurl_set_headers(handle, list) }
    let context = Unmanaged.passUnretained(self).toOpaque()
    if code == CURLE_OK { code = ccurl_set_pointer(handle, CURLOPT_WRITEDATA, context) }
    if code == CURLE_OK { code = ccurl_set_pointer(handle, CURLOPT_HEADERDATA, context) }
    if code == CURLE_OK { code = ccurl_set_write_function(handle, curlBodyCallback) }
    if code == CURLE_OK { code = ccurl_set_header_function(handle, curlHeaderCallback) }
    guard code == CURLE_OK else { return nil }
  }

  deinit {
    curl_easy_cleanup(handle)
    curl_slist_free_all(headerList)
  }

  /// Sets the task to resume when the transfer ends.
  func wait(with continuation: CheckedContinuation<CurlOutcome, Never>) {
    waiting.withLock { $0 = continuation }
  }

  /// Resumes the waiting task once; later calls do nothing.
  func settle(_ outcome: CurlOutcome) {
    waiting.withLock { continuation in
      defer { continuation = nil }
      return continuation
    }?.resume(returning: outcome)
  }

  /// Settles the transfer once libcurl has finished it with `code`.
  func complete(_ code: CURLcode) {
    if let failure {
      settle(.failure(failure))
    } else if code != CURLE_OK {
      settle(.failure(CurlErrors.error(for: code, url: reportedURL)))
    } else {
      var location: UnsafeMutablePointer<CChar>?
      let target =
        ccurl_get_string(handle, CURLINFO_REDIRECT_URL, &location) == CURLE_OK
        ? location.map { String(cString: $0) } : nil
      let response = TransportResponse(
        status: status, headers: HTTPHeaders(lowercased: fields), body: body)
      body = Data()
      settle(.success(response, redirect: target))
    }
  }

  // MARK: Callbacks (engine thread)

  /// Takes one header line; returns false to abort the transfer.
  func receiveHeader(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    lastActivity = .now
    // Bytes, not `String`: a pass of many widgets reads thousands of lines, and Foundation's
    // `trimmingCharacters(in:)` goes through `NSString`.
    var line = bytes[...]
    while let last = line.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") {
      line = line.dropLast()
    }
    if line.starts(with: "HTTP/".utf8) {
      // A status line: a new response (an interim 1xx, or the final one) starts here.
      let parts = line.split(separator: UInt8(ascii: " "), maxSplits: 2)
      guard parts.count >= 2, parts[1].count == 3,
        parts[1].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
      else {
        failure = .badResponse(url: reportedURL, reason: "malformed status line")
        return false
      }
      status = parts[1].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
      fields = [:]
      return true
    }
    if line.isEmpty {
      return headersEnded()
    }
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return true }
    let name = Self.trimmed(line[..<colon])
    guard !name.isEmpty else { return true }
    // A field name is a token (ASCII): lowercased byte by byte, as `HTTPHeaders` keeps it.
    let key = String(
      unsafeUninitializedCapacity: name.count,
      initializingUTF8With: { buffer in
        for (offset, byte) in name.enumerated() {
          buffer[offset] =
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
        }
        return name.count
      })
    let value = String(decoding: Self.trimmed(line[(colon + 1)...]), as: UTF8.self)
    fields[key] = fields[key].map { "\($0), \(value)" } ?? value
    return true
  }

  /// `bytes` without the spaces and tabs at either end.
  private static func trimmed(_ bytes: Slice<UnsafeBufferPointer<UInt8>>)
    -> Slice<UnsafeBufferPointer<UInt8>>
  {
    let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    guard let first = bytes.firstIndex(where: { !blank($0) }),
      let last = bytes.lastIndex(where: { !blank($0) })
    else { return bytes[bytes.startIndex..<bytes.startIndex] }
    return bytes[first...last]
  }

  /// The end of a response's header block: refuses what must not be read.
  private func headersEnded() -> Bool {
    guard status >= 200 else { return true }
    let headers = HTTPHeaders(lowercased: fields)
    let redirects = (300...399).contains(status) && headers["Location"] != nil
    let declared = headers["Content-Length"].flatMap { Int64($0) }
    if !redirects,
      let refusal = ResponseCheck.refusal(
        headers: headers, declaredLength: declared, url: reportedURL, limits: limits)
    {
      failure = refusal
      return false
    }
    if let declared, declared > 0, declared <= Int64(limits.maxResponseBytes) {
      body.reserveCapacity(Int(declared))
    }
    return true
  }

  /// Takes body bytes; returns false to abort the transfer at the cap.
  func receiveBody(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    lastActivity = .now
    guard bytes.count <= limits.maxResponseBytes - body.count else {
      failure = .responseTooLarge(url: reportedURL, limit: limits.maxResponseBytes)
      return false
    }
    body.append(bytes)
    return true
  }

  // MARK: Request

  /// `Name: value` lines for the request's header fields, and `Accept-Encoding: identity` in
  /// place of any the request has (a coded body is refused); a field whose name or value
  /// holds a line break is dropped rather than let it start a header of its own.
  private static func headerLines(_ request: URLRequest) -> [String] {
    let breaks = { (byte: UInt8) in byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") }
    let fields = (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }.compactMap {
      name, value -> String? in
      guard !name.utf8.contains(where: breaks), !value.utf8.contains(where: breaks),
        name.lowercased() != "accept-encoding"
      else {
        return nil
      }
      // `Name;` is libcurl's way of sending a field with an empty value.
      return value.isEmpty ? "\(name);" : "\(name): \(value)"
    }
    return fields + ["Accept-Encoding: identity"]
  }

  /// Sets the method and the body.
  private static func setMethod(_ request: URLRequest, on handle: UnsafeMutableRawPointer)
    -> CURLcode
  {
    let method = request.httpMethod?.uppercased() ?? "GET"
    switch method {
    case "GET" where request.httpBody == nil:
      return ccurl_set_long(handle, CURLOPT_HTTPGET, 1)
    case "HEAD":
      return ccurl_set_long(handle, CURLOPT_NOBODY, 1)
    default:
      let body = request.httpBody ?? Data()
      var code = ccurl_set_off(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
      if code == CURLE_OK {
        code = body.withUnsafeBytes { bytes in
          // COPYPOSTFIELDS copies the bytes; an empty body still needs a valid pointer.
          let empty: [CChar] = [0]
          return bytes.baseAddress.map {
            ccurl_set_pointer(handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: $0))
          }
            ?? empty.withUnsafeBufferPointer {
              ccurl_set_string(handle, CURLOPT_COPYPOSTFIELDS, $0.baseAddress)
            }
        }
      }
      if code == CURLE_OK, method != "POST" {
        code = ccurl_set_string(handle, CURLOPT_CUSTOMREQUEST, method)
      }
      return code
    }
  }

  /// `duration` in whole milliseconds, at least 1 and at most a day.
  static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    guard seconds < 86_400 else { return 86_400_000 }
    return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
  }
}

/// How a transfer ended: a response (and where a 3xx points), or a failure.
enum CurlOutcome: Sendable {
  case success(TransportResponse, redirect: String?)
  case failure(NetworkError)
}

/// libcurl's `CURLOPT_WRITEFUNCTION` for every transfer: body bytes to their transfer.
private let curlBodyCallback: curl_write_callback = {
  deliver($0, size: $1, count: $2, context: $3, to: CurlTransfer.receiveBody)
}

/// libcurl's `CURLOPT_HEADERFUNCTION` for every transfer: one header line to its transfer.
private let curlHeaderCallback: curl_write_callback = {
  deliver($0, size: $1, count: $2, context: $3, to: CurlTransfer.receiveHeader)
}

/// Hands the bytes of a libcurl callback to `receive` on the transfer that `context` points
/// to; returns what libcurl expects: the byte count to go on, anything else to abort.
private func deliver(
  _ pointer: UnsafeMutablePointer<CChar>?, size: Int, count: Int,
  context: UnsafeMutableRawPointer?,
  to receive: (CurlTransfer) -> (UnsafeBufferPointer<UInt8>) -> Bool
) -> Int {
  guard let pointer, let context else { return 0 }
  let length = size &* count
  let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
  let bytes = UnsafeBufferPointer(
    start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: length)
  return receive(transfer)(bytes) ? length : 0
}
