import DeepLinks
import Foundation
import Testing

@testable import JokesDomain

@Suite struct JokeRouteTests {
  @Test func theDeclarationIsSound() {
    #expect(JokeRoute.router.declarationProblems == [])
    #expect(JokeRoute.scheme == "dadjokes")
    #expect(
      JokeRoute.usage.contains("dadjokes://joke?type="),
      "usage: \(JokeRoute.usage)")
  }

  @Test(arguments: JokeType.allCases)
  func roundTrips(type: JokeType) throws {
    let route = JokeRoute(type: type)
    #expect(route.urlString == "dadjokes://joke?type=\(type.identifier)")
    #expect(route.url.absoluteString == route.urlString)
    #expect(try JokeRoute(url: route.url) == route)
    #expect(try JokeRoute(string: route.urlString) == route)
  }

  @Test(arguments: ["DADJOKES://JOKE?type=yomama", "DadJokes://joke?type=yomama"])
  func schemeAndHostIgnoreCase(link: String) throws {
    #expect(try JokeRoute(string: link) == JokeRoute(type: .yoMama))
  }

  static let rejections: [(String, DeepLinkError.Reason)] = [
    ("dadjokes://joke", .missingQueryItem("type")),
    ("dadjokes://joke?type=dad", .notAllowedValue(parameter: "type", value: "dad")),
    ("dadjokes://joke?type=DADJOKE", .notAllowedValue(parameter: "type", value: "DADJOKE")),
    ("dadjokes://joke?type=", .notAllowedValue(parameter: "type", value: "")),
    ("dadjokes://jokes?type=dadjoke", .unknownHost("jokes")),
    ("todos://joke?type=dadjoke", .wrongScheme("todos")),
    ("dadjokes://joke?type=dadjoke&type=random", .duplicateQueryItem("type")),
    ("dadjokes://joke?type=dadjoke&size=large", .unknownQueryItem("size")),
    ("dadjokes://joke/1?type=dadjoke", .extraSegment("1")),
    ("dadjokes://joke?type=dadjoke#top", .fragmentNotAllowed),
    ("dadjokes://joke?type=dad%20joke", .notAllowedValue(parameter: "type", value: "dad joke")),
  ]

  @Test(arguments: rejections)
  func rejectsMalformedLinks(link: String, reason: DeepLinkError.Reason) {
    #expect {
      _ = try JokeRoute(string: link)
    } throws: { error in
      (error as? DeepLinkError)?.reason == reason
    }
  }

  @Test func aRejectionSaysWhatWasExpected() {
    do {
      _ = try JokeRoute(string: "dadjokes://joke?type=knock")
      Issue.record("accepted a link with an unknown type")
    } catch {
      #expect(error.expected.contains("chucknorris"))
      #expect(error.received == "dadjokes://joke?type=knock")
    }
  }
}
