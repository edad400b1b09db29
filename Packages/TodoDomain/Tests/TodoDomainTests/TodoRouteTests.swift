import DeepLinks
import Foundation
import Testing

@testable import TodoDomain

@Suite struct TodoRouteTests {
  @Test func declarationIsSound() {
    #expect(TodoRoute.router.declarationProblems == [])
  }

  @Test(arguments: [1, 7, 200, Int.max])
  func roundTrips(_ id: Int) throws {
    let route = TodoRoute(id: id)
    #expect(route.url.absoluteString == "todos://todo/\(id)")
    #expect(try TodoRoute(url: route.url) == route)
  }

  @Test(arguments: ["TODOS://Todo/7", "todos://todo/7"])
  func schemeAndHostAreCaseInsensitive(_ link: String) throws {
    #expect(try TodoRoute(string: link).id == 7)
  }

  @Test(arguments: [
    "todos://todo/abc", "todos://todo/0", "todos://todo/-1", "todos://todo/007",
    "todos://todo", "todos://todo/1/2", "todos://note/1", "votes://todo/1",
    "todos://todo/1?x=1", "todos://todo/1#frag", "todos://todo/%31", "",
  ])
  func rejectsMalformedLinks(_ link: String) {
    #expect(throws: DeepLinkError.self) { try TodoRoute(string: link) }
  }

  @Test func errorSaysWhatWasExpected() {
    do {
      _ = try TodoRoute(string: "todos://todo/abc")
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("todos://todo/<id>"))
      #expect(!error.description.contains("\n"))
    }
  }
}
