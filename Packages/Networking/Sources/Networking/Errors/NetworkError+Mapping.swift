import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension NetworkError {
  /// Maps any error thrown while talking to `url` into a ``NetworkError``.
  ///
  /// `NetworkError`s pass through, `CancellationError` becomes ``Code/cancelled``, URL loading
  /// errors are mapped by code, and anything else (say, from a ``ClosureTransport``) becomes
  /// ``Code/cannotConnect`` with the error's description.
  init(mapping error: any Error, url: URL) {
    if let error = error as? NetworkError {
      self = error
    } else if error is CancellationError {
      self = Self.cancelled(url: url)
    } else if (error as NSError).domain == NSURLErrorDomain {
      self = Self(urlErrorCode: (error as NSError).code, url: url, error: error)
    } else {
      self = Self.cannotConnect(url: url, reason: String(describing: error))
    }
  }

  /// Maps an `NSURLErrorDomain` code.
  private init(urlErrorCode code: Int, url: URL, error: any Error) {
    switch code {
    case NSURLErrorCancelled:
      self = Self.cancelled(url: url)
    case NSURLErrorTimedOut:
      self = Self.timedOut(url: url)
    case NSURLErrorCannotConnectToHost:
      self = Self.cannotConnect(url: url, reason: "connection refused")
    case NSURLErrorNetworkConnectionLost:
      self = Self.cannotConnect(url: url, reason: "connection lost")
    case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed:
      self = Self.cannotConnect(url: url, reason: "host not found")
    case NSURLErrorNotConnectedToInternet:
      self = Self.cannotConnect(url: url, reason: "not connected to the internet")
    // The client sends only http(s) URLs with a host that it has checked itself, so the
    // transport reports these when the server broke HTTP: a redirect to another scheme, a
    // reply without a status line (HTTP/0.9), an unreadable status line or header.
    case NSURLErrorBadURL, NSURLErrorUnsupportedURL:
      self = Self.badResponse(
        url: url, reason: "not an HTTP response, or a redirect to a non-HTTP URL")
    case NSURLErrorBadServerResponse:
      self = Self.badResponse(url: url, reason: "malformed response")
    case NSURLErrorHTTPTooManyRedirects:
      self = Self.badResponse(url: url, reason: "too many redirects")
    default:
      self = Self.cannotConnect(url: url, reason: error.localizedDescription)
    }
  }

  /// Whether a cached copy may stand in after this failure (connection, timeout, 5xx, or an
  /// answer that is not valid HTTP: like a 5xx, the service is broken, not the request).
  var allowsStaleFallback: Bool {
    switch detail {
    case .cannotConnect, .timedOut, .badResponse:
      return true
    case .httpStatus(let status, _, _):
      return (500...599).contains(status)
    case .rateLimited:
      return false
    case .invalidURL, .decoding, .responseTooLarge, .cancelled:
      return false
    }
  }

  /// 408 Request Timeout, 429 Too Many Requests and every 5xx.
  static func isRetryable(status: Int) -> Bool {
    status == 408 || status == 429 || (500...599).contains(status)
  }
}
