import AppCommandLine
import Foundation
import JokesWidget
import NetworkingTestSupport
import Testing
import TextRendering
import TextRenderingTestSupport
import WidgetHost

@testable import JokesApp
@testable import JokesDomain

/// Issue 10, hostile servers: every joke source fed seeded mutations of its recorded payloads.
/// Whatever comes back is a joke or a ``JokeError``; a joke draws in the medium family and in a
/// stack, exactly filling its box, and prints, with no control character, C1 control, DEL or
/// bidi control left; an error becomes one printable stderr line with a documented status.
///
/// A failure names the payload, the case and its seed. `FUZZ_CASES=5000` runs more cases.
/// The payloads are fuzzed one at a time, yielding between cases, so that the package's
/// loopback tests, whose clients have short timeouts, keep a thread.
@Suite(.serialized) struct HostileServerFuzzTests {
  /// Cases per payload.
  static let casesPerPayload = PayloadMutator.casesPerPayload

  /// The seed every case's seed is drawn from.
  static let seed: UInt64 = 0x4A4F_4B45_5346_555A

  /// One recorded payload, how it is served, and which source reads it.
  struct Target: Sendable, CustomTestStringConvertible {
    let fixture: String
    let ask: JokeAsk
    let status: Int
    /// Whether the payload as recorded is a joke (else the source's error).
    let isJoke: Bool

    init(_ fixture: String, _ ask: JokeAsk, status: Int = 200, isJoke: Bool = true) {
      self.fixture = fixture
      self.ask = ask
      self.status = status
      self.isJoke = isJoke
    }

    var testDescription: String { "\(ask) ← \(fixture) (HTTP \(status))" }
  }

  static let targets = [
    Target("icanhazdadjoke/GET_root_accept-json.json", .icanhazdadjoke),
    Target("icanhazdadjoke/GET_j_R7UfaahVfFd.json", .icanhazdadjokeID("R7UfaahVfFd")),
    Target(
      "icanhazdadjoke/GET_j_unknown-id_http200_body404.json",
      .icanhazdadjokeID("this-id-is-fake"), isJoke: false),
    Target("icanhazdadjoke/GET_root_accept-text-plain.txt", .icanhazdadjoke, isJoke: false),
    Target("chucknorris/GET_jokes_random.json", .chuckNorris(category: nil)),
    Target("chucknorris/GET_jokes_random_category-money.json", .chuckNorris(category: "money")),
    Target("chucknorris/GET_jokes_random_older-icon-host.json", .chuckNorris(category: nil)),
    Target(
      "chucknorris/GET_jokes_random_category-unknown_404_RECONSTRUCTED.json",
      .chuckNorris(category: "unknown"), status: 404, isJoke: false),
    Target("jokeapi/client-fixture_GET_joke_single.json", .jokeAPI),
    Target("jokeapi/client-fixture_GET_joke_twopart.json", .jokeAPI),
    Target("jokeapi/docs_GET_joke_Any_type-twopart_no-error-no-safe-fields.json", .jokeAPI),
    Target("jokeapi/docs_error_106_invalid-category.json", .jokeAPI, status: 400, isJoke: false),
    Target("jokeapi/docs_error_106_invalid-category.json", .jokeAPI, isJoke: false),
    Target("jokeapi/CRAFTED_error_429_rate-limited.json", .jokeAPI, status: 429, isJoke: false),
    Target("tutorial/placeholder_from-tutorial-swift-model.json", .tutorial(.dadJoke)),
    Target("tutorial/retrieveJokes_type-random_phpunit-mock.json", .tutorial(.random)),
    Target("tutorial/CRAFTED_yomama_label-without-suffix.json", .tutorial(.yoMama)),
    Target("tutorial/CRAFTED_random_unknown-label.json", .tutorial(.random)),
    Target("tutorial/CRAFTED_status-as-string.json", .tutorial(.chuckNorris)),
    Target("tutorial/CRAFTED_escape-sequences.json", .tutorial(.dadJoke)),
    Target("tutorial/CRAFTED_status-400_invalid-type.json", .tutorial(.random), isJoke: false),
  ]

  @Test(arguments: targets)
  func aHostileServerNeverBreaksTheApp(_ target: Target) async throws {
    let payload = Array(try RecordedFixtures.data(target.fixture))
    let recorded = await target.ask.run(answering: payload, status: target.status)
    let recordedIsJoke = (try? recorded.get()) != nil
    #expect(recordedIsJoke == target.isJoke, "as recorded: \(recorded)")
    var jokes = 0
    // Checking is a function of the joke: a joke already checked (a mutation that missed its
    // text) is not drawn again.
    var checked: Set<Joke> = []
    for index in 0..<Self.casesPerPayload {
      await Task.yield()
      let seed = Self.caseSeed(target.testDescription, index)
      var rng = SplitMix64(seed: seed)
      let (body, mutations) = PayloadMutator.mutate(payload, using: &rng)
      let problems: [String]
      switch await target.ask.run(answering: body, status: target.status) {
      case .success(let joke):
        jokes += 1
        let isNew = checked.insert(joke).inserted
        problems = isNew ? JokeOutputChecks.problems(drawing: joke, from: target.ask.sourceID) : []
      case .failure(let error):
        problems = JokeOutputChecks.problems(reporting: error, from: target.ask.sourceID)
      }
      for problem in problems {
        Issue.record(
          """
          \(problem)
          case \(index), seed 0x\(String(seed, radix: 16)), \(mutations.map(\.rawValue)); \
          body: \(HostileOutput.visible(String(decoding: body, as: UTF8.self)))
          """)
      }
    }
    if target.isJoke {
      // Enough cases must survive the mutations to reach the widget and the printer.
      #expect(jokes * 10 >= Self.casesPerPayload, "only \(jokes) cases were jokes")
    }
  }

  /// JokeAPI's error envelope read from any start of an error body, whole or cut short: its
  /// summary becomes one printable line.
  @Test(arguments: [
    "jokeapi/docs_error_106_invalid-category.json", "jokeapi/CRAFTED_error_429_rate-limited.json",
  ])
  func theErrorEnvelopeReadsAnyExcerpt(_ fixture: String) throws {
    let payload = Array(try RecordedFixtures.data(fixture))
    var envelopes = 0
    for index in 0..<Self.casesPerPayload {
      let seed = Self.caseSeed("envelope " + fixture, index)
      var rng = SplitMix64(seed: seed)
      var (body, mutations) = PayloadMutator.mutate(payload, using: &rng)
      if rng.oneIn(2) { body = Array(body.prefix(rng.int(0...240))) }
      let excerpt = String(decoding: body, as: UTF8.self)
      guard let envelope = JokeAPIErrorEnvelope(excerpt: excerpt) else { continue }
      envelopes += 1
      let error = JokeError.sourceError(source: .jokeapi, message: envelope.summary)
      for problem in JokeOutputChecks.problems(reporting: error, from: .jokeapi) {
        Issue.record(
          """
          \(problem)
          case \(index), seed 0x\(String(seed, radix: 16)), \(mutations.map(\.rawValue)); \
          excerpt: \(HostileOutput.visible(excerpt))
          """)
      }
    }
    #expect(envelopes * 4 >= Self.casesPerPayload, "only \(envelopes) excerpts were read")
  }

  /// The seed of case `index` of `target`: FNV-1a of its name, mixed with the suite's seed.
  static func caseSeed(_ target: String, _ index: Int) -> UInt64 {
    SplitMix64.caseSeed(suite: seed, target: target, index: index)
  }
}
