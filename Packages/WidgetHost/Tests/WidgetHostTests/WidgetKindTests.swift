import AppCommandLine
import Foundation
import Testing

@testable import WidgetHost

@Suite struct WidgetKindTests {
  let environment = AppEnvironment(app: "todos", variables: [:], stdoutIsTerminal: false)
  let publicURL = URL(string: "https://jsonplaceholder.typicode.com")!
  let local = URL(string: "http://127.0.0.1:8080")!

  @Test func thePublicServiceKeepsThePlainKind() {
    #expect(
      environment.widgetKind("todos", sourceURLs: [publicURL], publicURLs: [publicURL]) == "todos")
  }

  @Test func anotherServerGetsItsOwnKind() {
    #expect(
      environment.widgetKind("todos", sourceURLs: [local], publicURLs: [publicURL])
        == "todos@http://127.0.0.1:8080")
    #expect(
      environment.widgetKind("j", sourceURLs: [local, local, publicURL], publicURLs: [publicURL])
        == "j@http://127.0.0.1:8080")
  }

  /// The kind is stored (and used to be the file name): a password never goes into it.
  @Test func aPasswordNeverEntersTheKind() throws {
    let secret = try #require(URL(string: "http://ada:hunter2@127.0.0.1:8080/"))
    let kind = environment.widgetKind("todos", sourceURLs: [secret], publicURLs: [publicURL])
    #expect(kind == "todos@http://127.0.0.1:8080/")
  }
}
