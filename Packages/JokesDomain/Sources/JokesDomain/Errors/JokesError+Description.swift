import Networking

extension JokesError {
  /// The longest piece of outside text (a service's message, a typed name) quoted in a
  /// description, in characters.
  static let quoteLimit = 100

  /// One line saying what happened, with which service, and what to try.
  public var description: String {
    switch self {
    case .unknownType(let text):
      return "unknown joke type \"\(Self.quote(text))\"; use one of: \(JokeType.identifiers)"
    case .unsupportedType(let type, let source):
      return "\(source.serviceName) has no \(type.displayName) jokes; it serves: "
        + source.jokeTypes.map(\.identifier).joined(separator: ", ")
    case .network(let source, let error):
      return "\(source.serviceName) \(Self.failure(error)) (\(error)); \(Self.hint(for: source))"
    case .notFound(let source, let id):
      return "\(source.serviceName) has no joke with id \"\(Self.quote(id))\"; "
        + "check the id, or ask for a random joke"
    case .unknownCategory(let source, let category):
      return "\(source.serviceName) has no joke category \"\(Self.quote(category))\"; "
        + "leave the category out, or use one it lists"
    case .serviceError(let source, let message):
      return "\(source.serviceName) answered with an error: \(Self.quote(message)); "
        + Self.hint(for: source)
    case .rateLimited(let source, let retryAfter):
      let when =
        retryAfter.flatMap { $0 > .zero ? "try again in \(NetworkError.seconds($0))" : nil }
        ?? "try again later"
      return "\(source.serviceName) is limiting requests (HTTP 429); \(when)"
        + Self.alternative(for: source)
    case .malformed(let source, let reason):
      return "\(source.serviceName) sent an answer that is not a joke "
        + "(\(Self.quote(reason))); \(Self.hint(for: source))"
    }
  }

  /// What happened, as a verb phrase after the service's name.
  private static func failure(_ error: NetworkError) -> String {
    switch error {
    case .cannotConnect, .timedOut:
      return "is not answering"
    case .httpStatus(let code, _, _) where (500...599).contains(code):
      return "is failing"
    case .httpStatus:
      return "refused the request"
    case .rateLimited:
      return "is limiting requests"
    case .invalidURL:
      return "has no valid address"
    case .decoding:
      return "sent an answer that is not a joke"
    case .responseTooLarge:
      return "sent too large an answer"
    case .cancelled:
      return "was not reached"
    case .badResponse:
      return "sent an answer that is not valid HTTP"
    }
  }

  /// What to try after `source` failed: later, or the other family of services.
  private static func hint(for source: JokeSourceID) -> String {
    "try again later" + alternative(for: source)
  }

  /// What may stand in for `source` while it fails, as a clause of its own: for a program
  /// that words the failure itself and adds this after a semicolon.
  public static func standIn(for source: JokeSourceID) -> String {
    switch source {
    case .tutorial:
      return "joke types other than yomama work without `--source tutorial`"
    case .icanhazdadjoke, .chucknorris, .jokeapi:
      return "`--source tutorial` may work meanwhile"
    }
  }

  /// The other services that may stand in for `source`, as a clause starting with a comma or
  /// semicolon.
  private static func alternative(for source: JokeSourceID) -> String {
    switch source {
    case .tutorial: "; \(standIn(for: source))"
    case .icanhazdadjoke, .chucknorris, .jokeapi: ", or use `--source tutorial`"
    }
  }

  /// `text` as an error quotes it: as it came, cut to ``quoteLimit`` characters with `…`.
  /// It is not made safe for a terminal here; the app's `Console` sanitises each line it
  /// prints, once.
  static func quote(_ text: String) -> String {
    text.excerpt(maximumCharacters: quoteLimit)
  }
}
