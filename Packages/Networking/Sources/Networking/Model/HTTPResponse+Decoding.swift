import Foundation

extension HTTPResponse {
  /// The body decoded as JSON of type `T`: what ``HTTPClient/fetch(_:as:decoder:)`` returns,
  /// for a body that came another way (the answer of ``HTTPClient/send(_:method:json:)``).
  ///
  /// ```swift
  /// let saved = try response.decoded(as: Todo.self)
  /// ```
  ///
  /// - Throws: ``NetworkError/decoding(type:url:codingPath:reason:)``, naming the type, the
  ///   response's URL (without user info) and where the body went wrong.
  public func decoded<T: Decodable>(as type: T.Type = T.self, decoder: JSONDecoder = JSONDecoder())
    throws -> T
  {
    do {
      return try decoder.decode(T.self, from: body)
    } catch {
      throw NetworkError(decoding: T.self, url: url, error: error).redactingUserInfo
    }
  }
}
