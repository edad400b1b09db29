import Foundation
import Networking
import Testing

@testable import JokesDomain

@Suite struct JokeErrorTests {
  static let dad = URL(string: "https://icanhazdadjoke.com/")!
  static let tutorial = URL(
    string: "https://jokes.guyliangilsing.me/retrieveJokes.php?type=yomama")!

  static let tooLarge = NetworkError.responseTooLarge(url: tutorial, limit: 1_048_576)

  static let descriptions: [(JokeError, String)] = [
    (
      .unknownType("knock\u{1B}[2J\nknock"),
      "unknown joke type \"knock\u{1B}[2J\nknock\"; use one of: chucknorris, dadjoke, random, yomama"
    ),
    (
      .unsupportedType(.chuckNorris, source: .icanhazdadjoke),
      "icanhazdadjoke.com has no Chuck Norris jokes; it serves: dadjoke"
    ),
    (
      .network(source: .icanhazdadjoke, .timedOut(url: dad)),
      "icanhazdadjoke.com: timed out waiting for https://icanhazdadjoke.com/; "
        + "try again later, or use `--source tutorial`"
    ),
    (
      .network(source: .tutorial, .cannotConnect(url: tutorial, reason: "host not found")),
      "jokes.guyliangilsing.me: cannot connect to \(tutorial) (host not found); "
        + "try again later; joke types other than yomama work without `--source tutorial`"
    ),
    (
      .network(source: .jokeapi, .httpStatus(status: 502, url: dad, bodyExcerpt: "")),
      "v2.jokeapi.dev: HTTP 502 (bad gateway) from https://icanhazdadjoke.com/; "
        + "try again later, or use `--source tutorial`"
    ),
    // A failure that waiting will not mend names the stand-in alone, not "try again later".
    (
      .network(source: .chucknorris, .httpStatus(status: 403, url: dad, bodyExcerpt: "no")),
      "api.chucknorris.io: HTTP 403 (forbidden) from https://icanhazdadjoke.com/: no; "
        + "`--source tutorial` may work meanwhile"
    ),
    (
      .network(source: .tutorial, tooLarge),
      "jokes.guyliangilsing.me: \(tooLarge); "
        + "joke types other than yomama work without `--source tutorial`"
    ),
    (
      .notFound(source: .icanhazdadjoke, id: "abc"),
      "icanhazdadjoke.com has no joke with id \"abc\"; check the id, or ask for a random joke"
    ),
    (
      .unknownCategory(source: .chucknorris, category: "nope"),
      "api.chucknorris.io has no joke category \"nope\"; leave the category out, or use one it "
        + "lists"
    ),
    (
      .sourceError(source: .jokeapi, message: "No match\n(code 106)"),
      "v2.jokeapi.dev answered with an error: No match\n(code 106); try again later, or use "
        + "`--source tutorial`"
    ),
    (
      .sourceError(source: .tutorial, message: "status 400 (error)"),
      "jokes.guyliangilsing.me answered with an error: status 400 (error); try again later; "
        + "joke types other than yomama work without `--source tutorial`"
    ),
    (
      .rateLimited(source: .jokeapi, retryAfter: .seconds(30)),
      "v2.jokeapi.dev is limiting requests (HTTP 429); try again in 30 s, or use "
        + "`--source tutorial`"
    ),
    (
      .rateLimited(source: .icanhazdadjoke, retryAfter: .milliseconds(1500)),
      "icanhazdadjoke.com is limiting requests (HTTP 429); try again in 2 s, or use "
        + "`--source tutorial`"
    ),
    (
      .rateLimited(source: .jokeapi, retryAfter: nil),
      "v2.jokeapi.dev is limiting requests (HTTP 429); try again later, or use `--source tutorial`"
    ),
    (
      .malformed(source: .chucknorris, reason: "no \"value\""),
      "api.chucknorris.io sent an answer that is not a joke (no \"value\"); try again later, or "
        + "use `--source tutorial`"
    ),
  ]

  @Test(arguments: descriptions)
  func describesWhatHappenedAndWhatToTry(error: JokeError, expected: String) {
    #expect(error.description == expected)
  }

  static let hostile =
    "\u{1B}]8;;https://evil.example\u{07}click\u{1B}]8;;\u{07}\r\n\u{202E}x"
    + String(repeating: "long ", count: 40)

  /// A loop, not arguments: the test log would print each hostile description as it is.
  @Test func outsideTextIsQuotedAsSentAndShort() {
    let errors: [JokeError] = [
      .unknownType(Self.hostile), .notFound(source: .icanhazdadjoke, id: Self.hostile),
      .unknownCategory(source: .chucknorris, category: Self.hostile),
      .sourceError(source: .jokeapi, message: Self.hostile),
      .malformed(source: .tutorial, reason: Self.hostile),
    ]
    let quoted = JokeError.quote(Self.hostile)
    #expect(quoted.count == JokeError.quoteLimit)
    #expect(quoted.hasPrefix("\u{1B}]8;;https://evil.example\u{07}click"))
    #expect(quoted.hasSuffix("long…"))
    for error in errors {
      // Sanitising is the printing side's job, once (AppCommandLine's `Console`).
      let text = error.description
      #expect(text.contains(quoted), "\(text.debugDescription)")
      #expect(text.count < JokeError.quoteLimit + 200, "\(text.debugDescription)")
    }
  }

  static let temporary: [(JokeError, Bool)] = [
    (.network(source: .jokeapi, .timedOut(url: dad)), true),
    (.network(source: .jokeapi, .cannotConnect(url: dad, reason: "refused")), true),
    (.network(source: .jokeapi, .httpStatus(status: 503, url: dad, bodyExcerpt: "")), true),
    (.network(source: .jokeapi, .httpStatus(status: 404, url: dad, bodyExcerpt: "")), false),
    (.network(source: .jokeapi, .invalidURL("x")), false),
    (.network(source: .jokeapi, .cancelled(url: dad)), false),
    (.rateLimited(source: .jokeapi, retryAfter: nil), true),
    (.malformed(source: .jokeapi, reason: "x"), false),
    (.notFound(source: .icanhazdadjoke, id: "x"), false),
    (.sourceError(source: .tutorial, message: "x"), false),
    (.unknownType("x"), false),
  ]

  @Test(arguments: temporary)
  func saysWhetherTryingAgainMayHelp(error: JokeError, expected: Bool) {
    #expect(error.isTemporary == expected)
  }

  @Test func keepsTheNetworkErrorReachable() {
    let failure = NetworkError.timedOut(url: Self.dad)
    #expect(JokeError.network(source: .icanhazdadjoke, failure).networkError == failure)
    #expect(JokeError.malformed(source: .jokeapi, reason: "x").networkError == nil)
    #expect(JokeError.rateLimited(source: .jokeapi, retryAfter: nil).networkError == nil)
    #expect(JokeError.unknownType("x").source == nil)
  }

  /// A widget waits as long as the source asked, whether the wait came in the transport's
  /// 429 or in the source's own answer.
  @Test func carriesTheWaitTheServiceAskedFor() {
    let limited = NetworkError.rateLimited(url: Self.dad, retryAfter: .seconds(90))
    let errors: [(JokeError, Duration?)] = [
      (.network(source: .icanhazdadjoke, limited), .seconds(90)),
      (.rateLimited(source: .jokeapi, retryAfter: .seconds(30)), .seconds(30)),
      (.rateLimited(source: .jokeapi, retryAfter: nil), nil),
      (.network(source: .jokeapi, .timedOut(url: Self.dad)), nil),
      (.malformed(source: .jokeapi, reason: "x"), nil),
    ]
    for (error, wait) in errors {
      #expect(error.retryAfter == wait)
      #expect((error as any Error as? any RetryAdvice)?.retryAfter == wait)
    }
  }
}
