import Foundation
import Networking

/// One source's side of a request: builds endpoints that always carry the headers the
/// services ask for, sends them through the caller's client, and turns every failure into a
/// ``JokeError`` naming the source.
struct SourceCall: Sendable {
  /// The headers on every endpoint: JSON wanted. Who is asking is the client's
  /// `User-Agent` (``HTTPClient/Configuration/userAgent``): icanhazdadjoke asks for one naming
  /// the app and a contact URL, which is the app's to give.
  static let headers = ["Accept": "application/json"]

  /// The source the requests go to.
  let source: JokeSourceID

  /// The client, whose base URL stands for the service.
  let client: HTTPClient

  /// An endpoint with ``headers``.
  static func endpoint(_ path: String, query: [URLQueryItem] = []) -> Endpoint {
    Endpoint(path, queryItems: query, headers: headers)
  }

  /// Fetches `endpoint`, mapping a failure to a ``JokeError``.
  ///
  /// - Parameters:
  ///   - endpoint: The request.
  ///   - status: Reads an HTTP error status (and the start of its body) the service gives a
  ///     meaning to, such as chucknorris.io's 404 for an unknown category; `nil` leaves the
  ///     generic mapping.
  /// - Returns: The 2xx response.
  /// - Throws: what `status` makes of an HTTP error status,
  ///   ``JokeError/rateLimited(source:retryAfter:)`` for 429, and
  ///   ``JokeError/network(source:_:)`` for everything else.
  func response(
    _ endpoint: Endpoint,
    status: (_ code: Int, _ bodyExcerpt: String) -> JokeError? = { _, _ in nil }
  ) async throws(JokeError) -> HTTPResponse {
    do {
      return try await client.fetchResponse(endpoint)
    } catch let error as NetworkError {
      throw map(error, status: status)
    } catch is CancellationError {
      throw .network(source: source, .cancelled(url: client.baseURL))
    } catch {
      throw .network(
        source: source, .cannotConnect(url: client.baseURL, reason: "\(error)"))
    }
  }

  /// Decodes the body of `response` as `T`.
  ///
  /// - Throws: ``JokeError/malformed(source:reason:)`` saying where the body went wrong.
  func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse) throws(JokeError) -> T {
    do {
      return try JSONDecoder().decode(T.self, from: response.body)
    } catch {
      throw .malformed(source: source, reason: Self.reason(error))
    }
  }

  /// The ``JokeError`` for a network failure: what `status` makes of an HTTP error status, the
  /// source's rate limit, or the failure as it is.
  private func map(
    _ error: NetworkError, status: (Int, String) -> JokeError?
  ) -> JokeError {
    switch error.code {
    case .httpStatus:
      if let code = error.status, let meaning = status(code, error.bodyExcerpt ?? "") {
        return meaning
      }
      return .network(source: source, error)
    case .rateLimited:
      return .rateLimited(source: source, retryAfter: error.retryAfter)
    default:
      return .network(source: source, error)
    }
  }

  /// The text of a joke in an answer, which must be there and not blank.
  ///
  /// - Throws: ``JokeError/malformed(source:reason:)``: "no joke in the answer".
  func jokeText(_ text: String?) throws(JokeError) -> String {
    guard let text, !text.allSatisfy(\.isWhitespace) else {
      throw .malformed(source: source, reason: "no joke in the answer")
    }
    return text
  }

  /// Checks the status a service reports in its body (icanhazdadjoke, the tutorial's API):
  /// 200, even when the HTTP status was.
  ///
  /// - Throws: ``bodyStatusError(_:detail:)`` for any other status.
  func checkBodyStatus(_ status: Int, detail: String?) throws(JokeError) {
    guard status == 200 else { throw bodyStatusError(status, detail: detail) }
  }

  /// ``JokeError/sourceError(source:message:)`` for a body's failed status:
  /// "status 500 (detail)".
  func bodyStatusError(_ status: Int, detail: String?) -> JokeError {
    .sourceError(source: source, message: "status \(status)" + (detail.map { " (\($0))" } ?? ""))
  }

  /// A short reason for a decoding failure: which key or value was wrong.
  static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "not JSON" }
    switch error {
    case .keyNotFound(let key, let context):
      return "no \"\(path(context.codingPath + [key]))\""
    case .valueNotFound(_, let context):
      return "\"\(path(context.codingPath))\" is null"
    case .typeMismatch(let type, let context):
      return "\"\(path(context.codingPath))\" is not \(noun(for: type))"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "not JSON" : "\"\(path(context.codingPath))\" is not valid"
    @unknown default:
      return "not JSON"
    }
  }

  /// `setup`, `jokes[0].joke`, or `body` for the top level.
  private static func path(_ keys: [any CodingKey]) -> String {
    let text = NetworkError.codingPathText(keys)
    return text.isEmpty ? "body" : text
  }

  /// "a string", "a number", "a true or false", "the expected kind of value".
  private static func noun(for type: Any.Type) -> String {
    if type == String.self { return "a string" }
    if type == Int.self || type == Double.self { return "a number" }
    if type == Bool.self { return "true or false" }
    return "the expected kind of value"
  }
}
