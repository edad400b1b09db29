import Foundation
import Networking
import Testing

@testable import JokesDomain

/// Every source bounds what it decodes: a 1 MB joke becomes 1000 characters ending in `…`, an
/// id too long to be one is dropped (never cut), and a server's message is a sentence at most.
@Suite struct SourceTextBoundTests {
  static let huge = String(repeating: "Why did the chicken cross the road? ", count: 30_000)
  static let textLimit = TextLimit.text.maximumCharacters

  struct Case: Sendable, CustomTestStringConvertible {
    let ask: Ask
    let payload: [String: any Sendable]
    var testDescription: String { "\(ask)" }
  }

  static let cases: [Case] = [
    Case(
      ask: .tutorial(.random),
      payload: ["status": 200, "response": huge, "joke": huge, "type": huge]),
    Case(ask: .icanhazdadjoke, payload: ["status": 200, "id": huge, "joke": huge]),
    Case(ask: .chuckNorris, payload: ["id": huge, "value": huge]),
    Case(ask: .jokeAPI, payload: ["error": false, "type": "single", "joke": huge, "id": 1]),
    Case(
      ask: .jokeAPI,
      payload: ["error": false, "type": "twopart", "setup": huge, "delivery": huge, "id": 2]),
  ]

  static func stub(_ payload: [String: any Sendable]) throws -> StubSource {
    let body = try JSONSerialization.data(withJSONObject: payload)
    return StubSource(
      answering: TransportResponse(
        status: 200, headers: ["Content-Type": "application/json"], body: body))
  }

  @Test(arguments: cases)
  func aOneMegabyteJokeIsCutWithAnEllipsis(_ row: Case) async throws {
    #expect(Self.huge.utf8.count > 1_000_000)
    let joke = try await row.ask.run(on: try Self.stub(row.payload).client)
    #expect(joke.text.count == Self.textLimit)
    #expect(joke.text.hasSuffix("…"))
    #expect(Self.huge.hasPrefix(joke.text.dropLast()))
    #expect(joke.id == nil || joke.id?.count ?? 0 <= TextLimit.identifier.maximumCharacters)
  }

  /// An id is never cut: at the limit it is kept, one character more drops it.
  @Test(arguments: [("icanhazdadjoke", Ask.icanhazdadjoke), ("chucknorris", Ask.chuckNorris)])
  func anIdIsKeptWholeOrDropped(_ name: String, _ ask: Ask) async throws {
    let limit = TextLimit.identifier.maximumCharacters
    let exact = String(repeating: "R7", count: limit / 2)
    for (id, expected) in [(exact, exact), (exact + "x", nil)] {
      let payload: [String: any Sendable] =
        ask.sourceID == .chucknorris
        ? ["id": id, "value": "A joke."] : ["status": 200, "id": id, "joke": "A joke."]
      let joke = try await ask.run(on: try Self.stub(payload).client)
      #expect(joke.text == "A joke.")
      #expect(joke.id == expected, "\(name)")
    }
  }

  @Test func aTwoPartJokeOfExactlyTheLimitIsKept() async throws {
    let setup = String(repeating: "s", count: Self.textLimit / 2)
    let delivery = String(repeating: "d", count: Self.textLimit - setup.count - 1)
    let payload: [String: any Sendable] = [
      "type": "twopart", "setup": setup, "delivery": delivery, "id": 3,
    ]
    let joke = try await Ask.jokeAPI.run(on: try Self.stub(payload).client)
    #expect(joke.text == setup + "\n" + delivery)
    let longer = payload.merging(["delivery": delivery + "!"]) { $1 }
    let cut = try await Ask.jokeAPI.run(on: try Self.stub(longer).client)
    #expect(cut.text == setup + "\n" + delivery.dropLast() + "…")
  }

  /// What a server says instead of a joke is a sentence: its message and causes are bounded.
  @Test func errorMessagesAreBounded() throws {
    let titleLimit = TextLimit.title.maximumCharacters
    let icanhaz = try JSONDecoder().decode(
      ICanHazDadJokeSource.Payload.self,
      from: JSONSerialization.data(withJSONObject: ["status": 404, "message": Self.huge]))
    #expect(icanhaz.message?.count == titleLimit)
    #expect(icanhaz.message?.hasSuffix("…") == true)
    let envelope = try JSONDecoder().decode(
      JokeAPIErrorEnvelope.self,
      from: JSONSerialization.data(withJSONObject: [
        "error": true, "code": 106, "message": Self.huge, "causedBy": [Self.huge, "short"],
      ]))
    #expect(envelope.message.count == titleLimit)
    #expect(envelope.causedBy?.map(\.count) == [titleLimit, 5])
  }

  /// A joke stored before sources bounded their text is bounded when it is read back; a
  /// bounded one reads back unchanged.
  @Test func aStoredJokeIsBoundedWhenDecoded() throws {
    let stored = Joke(text: Self.huge, type: .dadJoke, source: .icanhazdadjoke, id: Self.huge)
    let decoded = try JSONDecoder().decode(Joke.self, from: JSONEncoder().encode(stored))
    #expect(decoded.text.count == Self.textLimit)
    #expect(decoded.id == nil)
    #expect(try JSONDecoder().decode(Joke.self, from: JSONEncoder().encode(decoded)) == decoded)
  }
}
