import Foundation
import JokesDomain
import Networking
import Testing
import Timelines

@testable import JokesWidget

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct JokeProviderTests {
  static let now = Date(timeIntervalSince1970: 1_795_356_000)

  /// One answer per service, in its real format, keyed by the path it is asked on.
  static let answers: [String: String] = [
    "/": #"{"id":"R7UfaahVfFd","joke":"My dog used to chase people on a bike a lot."#
      + #" It got so bad I had to take his bike away.","status":200}"#,
    "/jokes/random": #"{"categories":[],"created_at":"2020-01-05 13:42:19.576875","#
      + #""icon_url":"https://api.chucknorris.io/img/avatar/chuck-norris.png","id":"abc","#
      + #""updated_at":"2020-01-05 13:42:19.576875","url":"https://api.chucknorris.io/jokes/abc","#
      + #""value":"Chuck Norris counted to infinity. Twice."}"#,
    "/joke/Any": #"{"error":false,"category":"Pun","type":"single","#
      + #""joke":"I'm reading a book about anti-gravity. It's impossible to put down.","#
      + #""id":42,"safe":true,"lang":"en"}"#,
    "/retrieveJokes.php": #"{"status":200,"response":"success","#
      + #""joke":"Yo mama is so old, her birth certificate says expired.","type":"Yo Mama Joke"}"#,
  ]

  /// A provider whose four services answer through `answer`, without retries.
  func provider(
    _ answer: @escaping @Sendable (URLRequest) -> TransportResponse
  ) -> JokeProvider {
    let transport = ClosureTransport { request in answer(request) }
    let catalog = JokeCatalog { baseURL in
      HTTPClient(baseURL: baseURL, configuration: .init(retry: .never), transport: transport)
    }
    return JokeProvider(catalog: catalog)
  }

  /// A provider whose services answer with ``answers``, counting calls.
  func recordedProvider(calls: Counter = Counter()) -> JokeProvider {
    provider { request in
      calls.increment()
      guard let path = request.url?.path, let body = Self.answers[path] else {
        return TransportResponse(status: 404)
      }
      return .json(body)
    }
  }

  func context(preview: Bool = false) -> TimelineContext {
    TimelineContext(family: .systemMedium, isPreview: preview, date: Self.now)
  }

  @Test func placeholderIsThePlaceholderJokeWithoutIO() {
    let calls = Counter()
    let entry = recordedProvider(calls: calls).placeholder(in: context())
    #expect(entry == JokeEntry(date: Self.now, joke: .placeholder))
    #expect(entry.isPlaceholder)
    #expect(calls.value == 0)
  }

  struct TypeCase: Sendable, CustomTestStringConvertible {
    let type: JokeType
    let source: JokeSourceID
    let start: String
    var testDescription: String { type.identifier }
  }

  static let typeCases = [
    TypeCase(type: .dadJoke, source: .icanhazdadjoke, start: "My dog used to chase"),
    TypeCase(type: .chuckNorris, source: .chucknorris, start: "Chuck Norris counted"),
    TypeCase(type: .random, source: .jokeapi, start: "I'm reading a book"),
    TypeCase(type: .yoMama, source: .tutorial, start: "Yo mama is so old"),
  ]

  @Test(arguments: typeCases)
  func timelineIsOneEntryNowReloadingAfterThirtyMinutes(_ sample: TypeCase) async throws {
    let timeline = try await recordedProvider().timeline(for: sample.type, in: context())
    let entry = try #require(timeline.entries.first)
    #expect(timeline.entries.count == 1)
    #expect(entry.date == Self.now)
    #expect(entry.joke.type == sample.type)
    #expect(entry.joke.source == sample.source)
    #expect(entry.joke.text.hasPrefix(sample.start))
    #expect(timeline.policy == .after(Self.now.addingTimeInterval(30 * 60)))
  }

  struct FailureCase: Sendable, CustomTestStringConvertible {
    let name: String
    let response: TransportResponse
    let expected: JokeError
    var testDescription: String { name }
  }

  static let failures = [
    FailureCase(
      name: "rate limited", response: TransportResponse(status: 429),
      expected: .rateLimited(source: .icanhazdadjoke, retryAfter: nil)),
    FailureCase(
      name: "not a joke", response: .json(#"{"status":200}"#),
      expected: .malformed(source: .icanhazdadjoke, reason: "no joke in the answer")),
  ]

  @Test(arguments: failures)
  func timelineFailureThrowsSoTheSchedulerFallsBack(_ failure: FailureCase) async {
    let provider = provider { _ in failure.response }
    await #expect(throws: failure.expected) {
      try await provider.timeline(for: .dadJoke, in: context())
    }
  }

  @Test func serverErrorThrowsServiceFailed() async {
    let provider = provider { _ in TransportResponse(status: 503) }
    let error = await #expect(throws: JokeError.self) {
      try await provider.timeline(for: .chuckNorris, in: context())
    }
    #expect(error?.source == .chucknorris)
    #expect(error?.isTemporary == true)
  }

  @Test func fallbackAfterAFailureIsThePlaceholder() {
    let entry = recordedProvider().fallback(
      for: .yoMama, error: JokeError.unknownType("x"), in: context())
    #expect(entry.isPlaceholder)
    #expect(entry.date == Self.now)
  }

  @Test func snapshotIsOneFetchedJokeOrThePlaceholder() async {
    let good = await recordedProvider().snapshot(for: .chuckNorris, in: context())
    #expect(good.joke.type == .chuckNorris)
    #expect(!good.isPlaceholder)
    let failed = await provider { _ in TransportResponse(status: 500) }
      .snapshot(for: .chuckNorris, in: context())
    #expect(failed == JokeEntry.placeholder(at: Self.now))
  }

  @Test func previewSnapshotDoesNoIO() async {
    let calls = Counter()
    let entry = await recordedProvider(calls: calls).snapshot(
      for: .dadJoke, in: context(preview: true))
    #expect(entry.isPlaceholder)
    #expect(calls.value == 0)
  }

  @Test func aSimulatedDayReloadsFortyEightTimesWithAFreshJokeEach() async {
    let calls = Counter()
    let clock = ManualWidgetClock(now: Self.now, advancesOnSleep: true)
    let scheduler = TimelineScheduler(
      kind: JokeProvider.kind, provider: recordedProvider(calls: calls),
      configuration: JokeType.chuckNorris, family: .systemMedium, clock: clock,
      store: InMemoryTimelineStore())
    let end = Self.now.addingTimeInterval(24 * 3600)
    var reloads = 0
    for await update in scheduler.updates() {
      guard update.date < end else { break }
      if case .reloaded = update.reason { reloads += 1 }
      #expect(update.entry.joke.type == .chuckNorris)
    }
    #expect(reloads == 48)
    #expect(calls.value == 49)  // one fetch a reload, and the one at midnight that ended the loop
  }

  @Test func anOutageShowsThePlaceholderAndRetriesWithBackoff() async throws {
    let clock = ManualWidgetClock(now: Self.now, advancesOnSleep: true)
    let scheduler = TimelineScheduler(
      kind: JokeProvider.kind, provider: provider { _ in TransportResponse(status: 503) },
      configuration: JokeType.dadJoke, family: .systemMedium, clock: clock,
      store: InMemoryTimelineStore())
    var retries: [TimeInterval] = []
    for await update in scheduler.updates() {
      #expect(update.entry.isPlaceholder)
      guard case .failed(_, let retryAt) = update.reason else { continue }
      retries.append(retryAt.timeIntervalSince(update.date) / 60)
      if retries.count == 5 { break }
    }
    #expect(retries == [5, 10, 20, 30, 30])
  }
}

/// A thread-safe call counter for transports; `@unchecked` is safe: every access holds the lock.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func increment() {
    lock.withLock { count += 1 }
  }
}
