import CCurl
import Foundation

/// What libcurl's result codes mean to a caller of ``HTTPClient``, in ``NetworkError``'s terms.
enum CurlErrors {
  /// The error for a transfer libcurl ended with `code` (never `CURLE_OK`).
  static func error(for code: CURLcode, url: URL) -> NetworkError {
    switch code {
    case CURLE_OPERATION_TIMEDOUT:
      return .timedOut(url: url)
    case CURLE_COULDNT_CONNECT:
      return .cannotConnect(url: url, reason: "connection refused")
    case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
      return .cannotConnect(url: url, reason: "host not found")
    case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE:
      return .cannotConnect(url: url, reason: "connection lost")
    // The client sends only http(s) URLs with a host it has checked itself, so these mean the
    // server broke HTTP: a reply with no status line (HTTP/0.9), an unreadable status line or
    // header, a body framed wrongly.
    case CURLE_UNSUPPORTED_PROTOCOL, CURLE_WEIRD_SERVER_REPLY, CURLE_HTTP2,
      CURLE_HTTP2_STREAM, CURLE_BAD_CONTENT_ENCODING:
      return .badResponse(url: url, reason: "malformed response")
    case CURLE_TOO_MANY_REDIRECTS:
      return .badResponse(url: url, reason: "too many redirects")
    default:
      let text = curl_easy_strerror(code).map { String(cString: $0) } ?? "error \(code.rawValue)"
      return .cannotConnect(url: url, reason: text)
    }
  }
}
