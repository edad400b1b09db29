import DeepLinks
import Foundation
import Testing

/// 100,000 seeded hostile strings: parsing each yields a route or a ``DeepLinkError`` (the typed
/// `throws` rules out any other error, and a crash would end the run), every route builds a
/// link that parses back to it, and every error's description is bounded.
@Suite struct RandomInputTests {
  /// 100,000 strings in four seeded chunks, which Swift Testing runs in parallel.
  static let chunkSize = 25_000

  @Test(arguments: 0..<4)
  func randomStringsYieldRoutesOrTypedErrors(chunk: Int) {
    var rng = SplitMix64(seed: 0x5EED_D33B_11A5 &+ UInt64(chunk))
    var tally = Tally()
    for number in 0..<Self.chunkSize {
      let (fixture, link) = Generate.link(number: number, using: &rng)
      switch fixture {
      case .todos:
        tally.record(link, Result { () throws(DeepLinkError) in try TodoRoute(string: link) })
      case .votes:
        tally.record(link, Result { () throws(DeepLinkError) in try VoteRoute(string: link) })
      case .jokes:
        tally.record(link, Result { () throws(DeepLinkError) in try JokeRoute(string: link) })
      case .notes:
        tally.record(link, Result { () throws(DeepLinkError) in try NoteRoute(string: link) })
      }
      // Foundation accepts some of these; what it accepts must be judged the same way.
      if number % 10 == 0, let url = URL(string: link) {
        tally.record(
          url.absoluteString, Result { () throws(DeepLinkError) in try NoteRoute(url: url) })
      }
    }
    #expect(tally.problems == [], "the first of \(tally.problemCount) problems")
    // The generator must reach deep into the parser, or this test proves little.
    #expect(tally.routes > 1_000)
    #expect(
      tally.reasons.count >= 20, "reached \(tally.reasons.sorted { $0.rawValue < $1.rawValue })")
  }
}

/// What the random run saw: how many routes, which reasons, and any broken promise.
private struct Tally {
  var routes = 0
  var reasons: Set<ReasonKind> = []
  var problems: [String] = []
  var problemCount = 0

  mutating func record<Route: URLRoute & Equatable>(
    _ link: String, _ result: Result<Route, DeepLinkError>
  ) {
    switch result {
    case .success(let route):
      routes += 1
      if (try? Route(string: route.urlString)) != route {
        report("\(link.debugDescription) parsed, but \(route.urlString) does not parse back")
      }
    case .failure(let error):
      reasons.insert(ReasonKind(error.reason))
      let line = error.description
      // Bounded whatever the link holds; sanitising is the printing side's job.
      if line.count > 1_000 {
        report("\(link.debugDescription) gave a bad description: \(line.debugDescription)")
      }
      if error.received != link || error.expected.isEmpty {
        report("\(link.debugDescription) gave an error without its context: \(line)")
      }
    }
  }

  private mutating func report(_ problem: String) {
    problemCount += 1
    if problems.count < 10 { problems.append(problem) }
  }
}
