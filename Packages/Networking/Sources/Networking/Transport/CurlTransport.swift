import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live transport: libcurl's multi interface, driven by one thread of the package's own.
///
/// A request costs what libcurl costs and little more: no session to set up, no delegate
/// queue, one thread for the whole process (made by the first request, asleep while nothing
/// is in flight), and connections kept for the next request to the same host.
///
/// What a server sends is held to a few rules, whatever it is:
/// - Every request says `Accept-Encoding: identity`, and a response with any other
///   `Content-Encoding` is refused at its headers (``NetworkError/badResponse(url:reason:)``):
///   nothing here inflates a body, so none can grow past the size cap.
/// - A body larger than ``TransportLimits/maxResponseBytes`` (declared or streamed) fails
///   with ``NetworkError/responseTooLarge(url:limit:)`` as soon as it is known, and the
///   connection is dropped.
/// - Silence longer than ``TransportLimits/idleTimeout`` (connecting, waiting for headers or
///   between body bytes), or an exchange still running at ``TransportLimits/deadline``, fails
///   with ``NetworkError/timedOut(url:)``; cancelling the calling task ends the transfer at
///   once.
/// - Redirects are followed here, at most ``maximumRedirects`` of them, and only to `http` or
///   `https`. One to another origin (scheme, host, port) drops the credential headers (see
///   ``TransportLimits/credentialHeaderNames``) and the URL's user info. A 303, and a 301 or
///   302 answering a `POST`, is followed with a `GET` without the body, as browsers do.
public struct CurlTransport: HTTPTransport {
  /// A transport shared by every client that does not pass one. Every `CurlTransport` uses
  /// the same engine, so making more costs nothing.
  public static let shared = CurlTransport()

  /// The most redirects one request follows.
  public static let maximumRedirects = 10

  /// Creates a transport.
  public init() {}

  /// Sends `request`, following redirects, and enforcing `limits` as the body arrives.
  ///
  /// - Throws: ``NetworkError``: `cannotConnect`, `timedOut`, `responseTooLarge`, `cancelled`,
  ///   `badResponse`.
  public func send(_ request: URLRequest, limits: TransportLimits) async throws
    -> TransportResponse
  {
    guard let origin = request.url else { throw NetworkError.invalidURL("") }
    // `CurlTransfer` asks for `Accept-Encoding: identity` on every hop.
    var hop = request
    for _ in 0...Self.maximumRedirects {
      try Task.checkCancellation()
      if let deadline = limits.deadline, ContinuousClock.now >= deadline {
        throw NetworkError.timedOut(url: origin)
      }
      guard let transfer = CurlTransfer(hop, reportedURL: origin, limits: limits) else {
        throw NetworkError.cannotConnect(url: origin, reason: "libcurl refused the request")
      }
      switch await CurlEngine.shared.perform(transfer) {
      case .failure(let error):
        throw error
      case .success(let response, let location):
        guard [301, 302, 303, 307, 308].contains(response.status), let location else {
          return response
        }
        hop = try Self.redirect(
          hop, status: response.status, to: location, origin: origin, limits: limits)
      }
    }
    throw NetworkError.badResponse(url: origin, reason: "too many redirects")
  }

  /// The request that follows a redirect of `request` to `location`.
  static func redirect(
    _ request: URLRequest, status: Int, to location: String, origin: URL, limits: TransportLimits
  ) throws -> URLRequest {
    var next = request
    next.url = URL(string: location)
    let method = request.httpMethod?.uppercased() ?? "GET"
    if (status == 303 && method != "HEAD") || ([301, 302].contains(status) && method == "POST") {
      next.httpMethod = "GET"
      next.httpBody = nil
      next.setValue(nil, forHTTPHeaderField: "Content-Type")
      next.setValue(nil, forHTTPHeaderField: "Content-Length")
    }
    switch ResponseCheck.redirect(next, from: origin, limits: limits) {
    case .follow(let followed):
      return followed
    case .refuse(let error):
      throw error
    }
  }
}
