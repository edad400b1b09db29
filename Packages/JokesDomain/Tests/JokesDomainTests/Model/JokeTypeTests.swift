import Foundation
import Testing

@testable import JokesDomain

@Suite struct JokeTypeTests {
  @Test func theTutorialsFourTypesInOrder() {
    #expect(JokeType.allCases.map(\.identifier) == ["chucknorris", "dadjoke", "random", "yomama"])
    #expect(
      JokeType.allCases.map(\.displayName) == ["Chuck Norris", "Dad Joke", "Random", "Yo Mama"])
    #expect(JokeType.identifiers == "chucknorris, dadjoke, random, yomama")
  }

  @Test(arguments: JokeType.allCases)
  func identifierIsTheRawValueAndTheStorageKey(type: JokeType) {
    #expect(type.rawValue == type.identifier)
    #expect(type.storageKey == type.identifier)
    #expect("\(type)" == type.identifier)
    #expect(JokeType(parsing: type.identifier) == type)
    #expect(JokeType(parsing: type.displayName) == type)
  }

  static let spellings: [(String, JokeType)] = [
    ("chucknorris", .chuckNorris), ("chuck-norris", .chuckNorris), ("Chuck Norris", .chuckNorris),
    ("CHUCK_NORRIS", .chuckNorris), ("chuck", .chuckNorris), ("Chuck Norris Joke: ", .chuckNorris),
    ("dadjoke", .dadJoke), ("dad", .dadJoke), ("dad-joke", .dadJoke), ("Dad Joke", .dadJoke),
    ("Dad Joke: ", .dadJoke), ("  dad  ", .dadJoke),
    ("random", .random), ("Random", .random), ("random-joke", .random),
    ("yomama", .yoMama), ("yo-mama", .yoMama), ("Yo Mama", .yoMama), ("yo_mama", .yoMama),
    ("Yo Mama Joke", .yoMama), ("yo momma", .yoMama),
  ]

  @Test(arguments: spellings)
  func parsesFriendlySpellings(text: String, expected: JokeType) throws {
    #expect(JokeType(parsing: text) == expected)
    #expect(try JokeType.parse(text) == expected)
  }

  @Test(arguments: [
    "", " ", "joke", "dadjokes", "chuck norris jokes", "knock-knock", "yo", "mama",
    "programming", "dadjoke2", "🤡",
  ])
  func rejectsEverythingElse(text: String) {
    #expect(JokeType(parsing: text) == nil)
    #expect(throws: JokeError.unknownType(text)) { try JokeType.parse(text) }
  }

  @Test func unknownTypeListsTheValidIdentifiers() {
    #expect(
      JokeError.unknownType("knock-knock").description
        == "unknown joke type \"knock-knock\"; use one of: chucknorris, dadjoke, random, yomama")
  }

  @Test func encodesAsTheIdentifier() throws {
    let data = try JSONEncoder().encode(JokeType.allCases)
    #expect(
      String(decoding: data, as: UTF8.self) == #"["chucknorris","dadjoke","random","yomama"]"#)
    #expect(try JSONDecoder().decode([JokeType].self, from: data) == JokeType.allCases)
  }

  @Test(arguments: [#""dad""#, #""Dad Joke""#, #""""#, "1"])
  func decodingAcceptsOnlyIdentifiers(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(JokeType.self, from: Data(json.utf8))
    }
  }
}
