import Foundation

extension NetworkError {
  /// The kind of a ``NetworkError``, for telling failures apart without matching on values.
  ///
  /// Kinds may be added in a minor version: a `switch` over a code has a `default`.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    /// The kind's name, e.g. `"timedOut"`.
    public let description: String

    private init(_ name: String) {
      description = name
    }

    /// See ``NetworkError/invalidURL(_:)``.
    public static let invalidURL = Code("invalidURL")
    /// See ``NetworkError/cannotConnect(url:reason:)``.
    public static let cannotConnect = Code("cannotConnect")
    /// See ``NetworkError/timedOut(url:)``.
    public static let timedOut = Code("timedOut")
    /// See ``NetworkError/httpStatus(status:url:bodyExcerpt:)``.
    public static let httpStatus = Code("httpStatus")
    /// See ``NetworkError/rateLimited(url:retryAfter:)``.
    public static let rateLimited = Code("rateLimited")
    /// See ``NetworkError/decoding(type:url:codingPath:reason:)``.
    public static let decoding = Code("decoding")
    /// See ``NetworkError/responseTooLarge(url:limit:)``.
    public static let responseTooLarge = Code("responseTooLarge")
    /// See ``NetworkError/cancelled(url:)``.
    public static let cancelled = Code("cancelled")
    /// See ``NetworkError/badResponse(url:reason:)``.
    public static let badResponse = Code("badResponse")
  }

  /// What kind of failure this is.
  public var code: Code {
    switch detail {
    case .invalidURL: .invalidURL
    case .cannotConnect: .cannotConnect
    case .timedOut: .timedOut
    case .httpStatus: .httpStatus
    case .rateLimited: .rateLimited
    case .decoding: .decoding
    case .responseTooLarge: .responseTooLarge
    case .cancelled: .cancelled
    case .badResponse: .badResponse
    }
  }

  /// The URL the error is about, when there is one (every kind but ``Code/invalidURL``).
  public var url: URL? {
    switch detail {
    case .invalidURL:
      return nil
    case .cannotConnect(let url, _), .timedOut(let url), .httpStatus(_, let url, _),
      .rateLimited(let url, _), .decoding(_, let url, _, _), .responseTooLarge(let url, _),
      .cancelled(let url), .badResponse(let url, _):
      return url
    }
  }

  /// The HTTP status the server answered: that of an ``Code/httpStatus`` failure, 429 for
  /// ``Code/rateLimited``; `nil` when no status arrived.
  public var status: Int? {
    switch detail {
    case .httpStatus(let status, _, _): status
    case .rateLimited: 429
    default: nil
    }
  }

  /// The first 200 bytes of an ``Code/httpStatus`` failure's body, as the server sent them
  /// (not made safe for a terminal); `nil` for other kinds.
  public var bodyExcerpt: String? {
    if case .httpStatus(_, _, let excerpt) = detail { excerpt } else { nil }
  }

  /// Whether the same request may succeed later without anything changing on the caller's
  /// side: the host was unreachable or slow, or answered 408, 429 or 5xx.
  public var isTemporary: Bool {
    switch detail {
    case .cannotConnect, .timedOut, .rateLimited: true
    case .httpStatus(let status, _, _): Self.isRetryable(status: status)
    case .invalidURL, .decoding, .responseTooLarge, .cancelled, .badResponse: false
    }
  }
}
