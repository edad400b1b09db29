import DeepLinks
import Foundation
import Testing

@testable import VotesDomain

@Suite struct VoteRouteTests {
  @Test func theDeclarationIsSound() {
    #expect(VoteRoute.router.declarationProblems == [])
  }

  @Test(arguments: ["119/1/23", "1/1/1", "200/2/9999", "118/2/1186", "101/2/1"])
  func routesRoundTrip(_ text: String) throws {
    let id = try #require(VoteID(text))
    let route = VoteRoute(id: id)
    #expect(route.urlString == "votes://vote/\(text)")
    #expect(try VoteRoute(url: route.url) == route)
    #expect(try VoteRoute(string: route.urlString).id == id)
  }

  @Test(arguments: ["VOTES://Vote/119/1/23", "votes://VOTE/119/1/23"])
  func schemeAndHostAreCaseInsensitive(_ link: String) throws {
    #expect(try VoteRoute(string: link).id == VoteID("119/1/23"))
  }

  @Test(arguments: [
    ("votes://vote/119/1", DeepLinkError.Reason.missingSegment("<roll>")),
    ("votes://vote/119/1/23/4", .extraSegment("4")),
    ("votes://vote/119/3/23", .outOfRange(parameter: "session", value: "3")),
    ("votes://vote/0/1/23", .outOfRange(parameter: "congress", value: "0")),
    ("votes://vote/201/1/23", .outOfRange(parameter: "congress", value: "201")),
    ("votes://vote/119/1/10000", .outOfRange(parameter: "roll", value: "10000")),
    ("votes://vote/119/1/023", .notAnInteger(parameter: "roll", value: "023")),
    ("votes://vote/119/1/-2", .notAnInteger(parameter: "roll", value: "-2")),
    ("votes://vote/119/first/23", .notAnInteger(parameter: "session", value: "first")),
    ("votes://roll/119/1/23", .unknownHost("roll")),
    ("todos://vote/119/1/23", .wrongScheme("todos")),
    ("votes://vote/119/1/23/", .emptySegment),
    ("votes://vote/119/1/23#x", .fragmentNotAllowed),
    ("", .empty),
  ])
  func malformedLinksAreRejectedWithTheirReason(_ link: String, _ reason: DeepLinkError.Reason) {
    #expect(throws: DeepLinkError.self) { try VoteRoute(string: link) }
    do {
      _ = try VoteRoute(string: link)
    } catch {
      #expect(error.reason == reason)
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func theErrorSaysWhatWasExpected() {
    do {
      _ = try VoteRoute(string: "votes://vote/119/1")
      Issue.record("a link without a roll was accepted")
    } catch {
      #expect(error.description.contains("votes://vote/<congress>/<session>/<roll>"))
    }
  }
}
