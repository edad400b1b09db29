import Foundation
import Networking
import Testing

@testable import JokesDomain

/// Every source against recorded payloads: the joke read from each.
@Suite struct SourceParsingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let fixture: String
    let ask: Ask
    let expected: Joke
    var testDescription: String { "\(ask) ← \(fixture)" }
  }

  static let cases: [Case] = [
    Case(
      fixture: "tutorial/placeholder_from-tutorial-swift-model.json", ask: .tutorial(.dadJoke),
      expected: Joke(
        text: "What did the ocean say to the shore? Nothing, it just waved", type: .dadJoke,
        source: .tutorial)),
    // A random joke takes the type its label reports.
    Case(
      fixture: "tutorial/retrieveJokes_type-random_phpunit-mock.json", ask: .tutorial(.random),
      expected: Joke(
        text: "What did the ocean say to the beach? Thanks for all the sediment.", type: .dadJoke,
        source: .tutorial)),
    Case(
      fixture: "tutorial/CRAFTED_yomama_label-without-suffix.json", ask: .tutorial(.random),
      expected: Joke(
        text: "Yo mama is so old, she knew Burger King when he was still a prince.",
        type: .yoMama, source: .tutorial)),
    Case(
      fixture: "tutorial/CRAFTED_yomama_label-without-suffix.json", ask: .tutorial(.yoMama),
      expected: Joke(
        text: "Yo mama is so old, she knew Burger King when he was still a prince.",
        type: .yoMama, source: .tutorial)),
    Case(
      fixture: "tutorial/CRAFTED_random_unknown-label.json", ask: .tutorial(.random),
      expected: Joke(
        text: "Knock knock. Who is there? A label nobody knows.", type: .random,
        source: .tutorial)),
    // A type asked for is kept, whatever the label says.
    Case(
      fixture: "tutorial/retrieveJokes_type-random_phpunit-mock.json",
      ask: .tutorial(.chuckNorris),
      expected: Joke(
        text: "What did the ocean say to the beach? Thanks for all the sediment.",
        type: .chuckNorris, source: .tutorial)),
    Case(
      fixture: "tutorial/CRAFTED_status-as-string.json", ask: .tutorial(.dadJoke),
      expected: Joke(
        text: "What did the ocean say to the beach? Thanks for all the sediment.", type: .dadJoke,
        source: .tutorial)),
    // Escape sequences and CR LF are data: kept exactly, neutralised only when displayed.
    Case(
      fixture: "tutorial/CRAFTED_escape-sequences.json", ask: .tutorial(.dadJoke),
      expected: Joke(
        text: "\u{1B}[2J\u{1B}[31mWhy did the terminal blush?\u{1B}[0m\r\nIt saw the "
          + "\u{1B}]8;;https://example.com\u{07}escape\u{1B}]8;;\u{07} sequence.",
        type: .dadJoke, source: .tutorial)),
    Case(
      fixture: "icanhazdadjoke/GET_root_accept-json.json", ask: .icanhazdadjoke,
      expected: Joke(
        text: "My dog used to chase people on a bike a lot. It got so bad I had to take his bike "
          + "away.", type: .dadJoke, source: .icanhazdadjoke, id: "R7UfaahVfFd")),
    Case(
      fixture: "icanhazdadjoke/GET_j_R7UfaahVfFd.json", ask: .icanhazdadjokeID("R7UfaahVfFd"),
      expected: Joke(
        text: "My dog used to chase people on a bike a lot. It got so bad I had to take his bike "
          + "away.", type: .dadJoke, source: .icanhazdadjoke, id: "R7UfaahVfFd")),
    Case(
      fixture: "chucknorris/GET_jokes_random.json", ask: .chuckNorris,
      expected: Joke(
        text: "The lord giveth and Chuck Norris taketh away", type: .chuckNorris,
        source: .chucknorris, id: "CfW0ccNFTpeq_v1r13IjTQ")),
    Case(
      fixture: "chucknorris/GET_jokes_random_category-money.json",
      ask: .chuckNorris(category: "money"),
      expected: Joke(
        text: "Chuck Norris loans money to the World Bank.", type: .chuckNorris,
        source: .chucknorris, id: "EXq1Zi3pTPeLWJvidak70w")),
    Case(
      fixture: "chucknorris/GET_jokes_random_older-icon-host.json", ask: .chuckNorris,
      expected: Joke(
        text: "Chuck Norris has more subscribers than Pewdiepie.", type: .chuckNorris,
        source: .chucknorris, id: "ZYuYuFQVSfamBUYfzFADMQ")),
    Case(
      fixture: "jokeapi/client-fixture_GET_joke_single.json", ask: .jokeAPI,
      expected: Joke(
        text: "Schrödinger's cat walks into a bar and doesn't.", type: .random, source: .jokeapi,
        id: "209")),
    // A two-part joke: setup and delivery on two lines.
    Case(
      fixture: "jokeapi/client-fixture_GET_joke_twopart.json", ask: .jokeAPI,
      expected: Joke(
        text: "How did the programmer die in the shower?\n"
          + "He read the shampoo bottle instructions: Lather. Rinse. Repeat.",
        type: .random, source: .jokeapi, id: "9")),
    // Older answers have no `error` or `safe` field.
    Case(
      fixture: "jokeapi/docs_GET_joke_Any_type-twopart_no-error-no-safe-fields.json",
      ask: .jokeAPI(safeMode: false),
      expected: Joke(
        text: "What is a dying programmer's last program?\nGoodbye, world!", type: .random,
        source: .jokeapi, id: "58")),
  ]

  @Test(arguments: cases)
  func readsTheJoke(_ row: Case) async throws {
    let stub = try StubSource.fixture(row.fixture)
    let joke = try await row.ask.run(on: stub.client)
    #expect(joke == row.expected)
    #expect(joke.source == row.ask.sourceID)
  }

  static let labels: [(String, String, JokeType?)] = [
    ("Dad Joke: ", "Dad Joke", .dadJoke),
    ("Chuck Norris Joke: ", "Chuck Norris Joke", .chuckNorris),
    ("Yo Mama Joke", "Yo Mama Joke", .yoMama),
    ("Random: ", "Random", .random),
    ("Dad Joke:", "Dad Joke:", .dadJoke),
    (": ", "", nil),
    ("", "", nil),
    ("Knock Knock: ", "Knock Knock", nil),
  ]

  @Test(arguments: labels)
  func tutorialLabelsLoseTheirSuffixSafely(label: String, name: String, type: JokeType?) {
    #expect(TutorialJokeSource.labelName(label) == name)
    #expect(TutorialJokeSource.jokeType(label: label) == type)
  }
}
