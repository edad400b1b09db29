import Foundation
import JokesDomain
import Testing
import Timelines

@testable import JokesWidget

@Suite struct JokeEntryTests {
  static let date = Date(timeIntervalSince1970: 1_795_356_000)

  static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test func entryEncodesAsDateAndJoke() throws {
    let entry = JokeEntry(
      date: Self.date,
      joke: Joke(text: "Knock knock.", type: .chuckNorris, source: .chucknorris, id: "x1"))
    #expect(
      try Self.json(entry)
        == #"{"date":"2026-11-22T14:00:00Z","joke":{"id":"x1","source":"chucknorris","#
        + #""text":"Knock knock.","type":"chucknorris"}}"#)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    #expect(try decoder.decode(JokeEntry.self, from: Data(try Self.json(entry).utf8)) == entry)
  }

  @Test(arguments: JokeType.allCases)
  func routeIsTheJokesType(_ type: JokeType) {
    let entry = JokeEntry(date: Self.date, joke: Joke(text: "…", type: type, source: .tutorial))
    #expect(entry.route.url.absoluteString == "dadjokes://joke?type=\(type.identifier)")
  }

  @Test func jokeTypeIsTheWidgetsConfigurationKeyedByIdentifier() {
    let key = WidgetKey(
      kind: JokeProvider.kind, family: .systemMedium, configuration: JokeType.yoMama)
    #expect(JokeType.yoMama.storageKey == "yomama")
    #expect(key.configurationKey == "yomama")
  }

  @Test func optionsAreTheIntentsInOrderWithDadJokeTheDefault() throws {
    #expect(JokeType.widgetDefault == .dadJoke)
    #expect(
      JokeType.widgetOptions.map { "\($0.identifier)=\($0.displayName)" }
        == ["chucknorris=Chuck Norris", "dadjoke=Dad Joke", "random=Random", "yomama=Yo Mama"])
    #expect(JokeType.widgetOptions.filter(\.isDefault).map(\.type) == [.dadJoke])
    let option = JokeTypeOption(type: .dadJoke, isDefault: true)
    #expect(
      try Self.json(option) == #"{"default":true,"displayName":"Dad Joke","identifier":"dadjoke"}"#)
    #expect(
      try JSONDecoder().decode(JokeTypeOption.self, from: Data(try Self.json(option).utf8))
        == option)
  }
}
