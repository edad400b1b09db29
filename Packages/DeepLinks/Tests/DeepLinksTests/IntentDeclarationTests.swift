import Testing

@testable import DeepLinks

/// An intent declared once is a link both ways: built from values, parsed back, and every
/// hostile variant rejected with one line.
@Suite struct IntentDeclarationTests {
  static let toggle = IntentDeclaration(
    "toggle", summary: "Toggle.",
    parameters: [.argument(.int("id", in: 1...), "ID", help: "The id.")],
    performs: "toggles", reloads: "the widget", key: "t")
  static let next = IntentDeclaration(
    "next", summary: "Next.",
    parameters: [.option(.string("type", allowed: ["dad", "programming"]), "T", help: "Type.")],
    performs: "fetches", reloads: "the widget", key: "n")
  static let intents = [toggle, next]

  @Test func buildsAndParsesItsLink() throws {
    let link = Self.toggle.link(scheme: "todos", ["id": .int(7)])
    #expect(link == "todos://intent/toggle?id=7")
    let parsed = try IntentInvocation(link, scheme: "todos", intents: Self.intents)
    #expect(parsed.declaration == Self.toggle)
    #expect(try parsed.match.int("id") == 7)
    #expect(parsed.link(scheme: "todos") == link)
  }

  @Test func anOptionIsAnOptionalQueryItem() throws {
    #expect(Self.next.link(scheme: "dadjokes") == "dadjokes://intent/next")
    let typed = try IntentInvocation(
      "dadjokes://intent/next?type=dad", scheme: "dadjokes", intents: Self.intents)
    #expect(typed.declaration == Self.next)
    #expect(try typed.match.string("type") == "dad")
    #expect(Self.next.linkPrefix(scheme: "dadjokes") == "dadjokes://intent/next")
    #expect(Self.toggle.linkPrefix(scheme: "todos") == "todos://intent/toggle?id=")
  }

  @Test func saysWhatItAccepts() {
    #expect(
      Self.toggle.usage(scheme: "todos") == "todos://intent/toggle?id=<id> (id: a positive integer)"
    )
  }

  @Test(arguments: [
    "todos://intent/toggle?id=abc", "todos://intent/toggle?id=0", "todos://intent/toggle",
    "todos://intent/toggle?id=1&id=2", "todos://intent/explode?id=1", "todos://intent",
    "todos://intent/toggle?id=1%0A", "todos://intent/toggle?id=1&extra=2",
    "todos://intent/toggle/more?id=1", "todos://intent/toggle?id=1#frag",
  ])
  func rejectsAHostileLinkInOneLine(_ link: String) {
    #expect(IntentDeclaration.isIntentLink(link, scheme: "todos"))
    do {
      _ = try IntentInvocation(link, scheme: "todos", intents: Self.intents)
      Issue.record("accepted \(link)")
    } catch {
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func tellsIntentLinksApart() {
    #expect(IntentDeclaration.isIntentLink("TODOS://Intent/toggle?id=1", scheme: "todos"))
    #expect(!IntentDeclaration.isIntentLink("todos://todo/7", scheme: "todos"))
    #expect(!IntentDeclaration.isIntentLink("todos://intentional/7", scheme: "todos"))
    #expect(!IntentDeclaration.isIntentLink("dadjokes://intent/next", scheme: "todos"))
  }
}
