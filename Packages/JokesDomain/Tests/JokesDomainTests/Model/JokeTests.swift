import Foundation
import Testing

@testable import JokesDomain

@Suite struct JokeTests {
  @Test func placeholderIsTheTutorialsJoke() {
    #expect(
      Joke.placeholder.text == "What did the ocean say to the shore? Nothing, it just waved.")
    #expect(Joke.placeholder.type == .dadJoke)
    #expect(Joke.placeholder.id == nil)
  }

  static let jokes: [Joke] = [
    .placeholder,
    Joke(text: "Setup?\nDelivery.", type: .random, source: .jokeapi, id: "9"),
    Joke(text: "\u{1B}[2Jclear\r\nscreen\u{07}", type: .dadJoke, source: .icanhazdadjoke, id: "x"),
    Joke(text: "Schrödinger's cat 🐈", type: .chuckNorris, source: .chucknorris, id: nil),
  ]

  @Test(arguments: jokes)
  func roundTripsThroughJSONUnchanged(joke: Joke) throws {
    let data = try JSONEncoder().encode(joke)
    #expect(try JSONDecoder().decode(Joke.self, from: data) == joke)
  }

  @Test func encodesTheTypeAndSourceByName() throws {
    let joke = Joke(text: "t", type: .yoMama, source: .tutorial, id: "7")
    let object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(joke)) as? [String: String])
    #expect(object == ["text": "t", "type": "yomama", "source": "tutorial", "id": "7"])
  }
}
