import Foundation
import Testing

@testable import Networking

/// RFC 9111 §4.2 freshness of a stored response: lifetime, current age, and the directives,
/// read from headers as hostile servers send them.
@Suite struct FreshnessTests {
  static let now = TestHarness.now
  static let nowText = RetryAfter.imfFixdate(now)
  static let largest: TimeInterval = 2_147_483_648

  static func freshness(_ headers: [String: String], delay: TimeInterval = 0) -> Freshness {
    Freshness(
      headers: HTTPHeaders(headers), requestedAt: now.addingTimeInterval(-delay), receivedAt: now)
  }

  struct LifetimeCase: Sendable, CustomStringConvertible {
    let name: String
    let headers: [String: String]
    let lifetime: TimeInterval
    var description: String { name }
  }

  static let lifetimes: [LifetimeCase] = [
    .init(name: "max-age", headers: ["Cache-Control": "max-age=60"], lifetime: 60),
    .init(
      name: "case, spaces, quotes", headers: ["cache-control": #" MAX-AGE = "60" "#], lifetime: 60),
    .init(
      name: "s-maxage ignored", headers: ["Cache-Control": "public, s-maxage=10, max-age=3600"],
      lifetime: 3600),
    .init(name: "s-maxage alone", headers: ["Cache-Control": "s-maxage=600"], lifetime: 0),
    .init(name: "negative max-age", headers: ["Cache-Control": "max-age=-1"], lifetime: 0),
    .init(name: "signed max-age", headers: ["Cache-Control": "max-age=+60"], lifetime: 0),
    .init(name: "fractional max-age", headers: ["Cache-Control": "max-age=1.5"], lifetime: 0),
    .init(name: "word max-age", headers: ["Cache-Control": "max-age=abc"], lifetime: 0),
    .init(name: "empty max-age", headers: ["Cache-Control": "max-age="], lifetime: 0),
    .init(name: "bare max-age", headers: ["Cache-Control": "max-age"], lifetime: 0),
    .init(
      name: "overflowing max-age", headers: ["Cache-Control": "max-age=99999999999999999999999"],
      lifetime: 0),
    .init(
      name: "max-age over 2^31 clamps", headers: ["Cache-Control": "max-age=9999999999"],
      lifetime: largest),
    .init(
      name: "first of duplicated max-age", headers: ["Cache-Control": "max-age=60, max-age=7200"],
      lifetime: 60),
    .init(
      name: "invalid first max-age wins", headers: ["Cache-Control": "max-age=x, max-age=7200"],
      lifetime: 0),
    .init(
      name: "garbage around max-age",
      headers: ["Cache-Control": #",, =5, foo="a,max-age=1", bar baz , max-age=60,,"#],
      lifetime: 60),
    .init(
      name: "Expires minus Date",
      headers: ["Expires": RetryAfter.imfFixdate(now.addingTimeInterval(3600)), "Date": nowText],
      lifetime: 3600),
    .init(
      name: "Expires minus an earlier Date",
      headers: [
        "Expires": RetryAfter.imfFixdate(now.addingTimeInterval(3600)),
        "Date": RetryAfter.imfFixdate(now.addingTimeInterval(-600)),
      ], lifetime: 4200),
    .init(
      name: "Expires without Date uses the response time",
      headers: ["Expires": RetryAfter.imfFixdate(now.addingTimeInterval(90))], lifetime: 90),
    .init(name: "Expires -1", headers: ["Expires": "-1", "Date": nowText], lifetime: 0),
    .init(name: "Expires 0", headers: ["Expires": "0"], lifetime: 0),
    .init(name: "Expires garbage", headers: ["Expires": "soon\u{0}"], lifetime: 0),
    .init(
      name: "Expires in the past",
      headers: ["Expires": RetryAfter.imfFixdate(now.addingTimeInterval(-60)), "Date": nowText],
      lifetime: 0),
    .init(
      name: "Expires in year 9999 clamps",
      headers: ["Expires": "Fri, 31 Dec 9999 23:59:59 GMT", "Date": nowText], lifetime: largest),
    .init(
      name: "max-age beats Expires",
      headers: [
        "Cache-Control": "max-age=60",
        "Expires": RetryAfter.imfFixdate(now.addingTimeInterval(3600)),
      ], lifetime: 60),
    .init(
      name: "max-age beats Expires -1",
      headers: ["Cache-Control": "max-age=43200", "Expires": "-1"], lifetime: 43200),
    .init(
      name: "invalid max-age beats Expires",
      headers: [
        "Cache-Control": "max-age=-5",
        "Expires": RetryAfter.imfFixdate(now.addingTimeInterval(3600)),
      ], lifetime: 0),
    .init(
      name: "nothing: no heuristic", headers: ["Last-Modified": "Mon, 01 Jan 2024 00:00:00 GMT"],
      lifetime: 0),
  ]

  @Test(arguments: lifetimes)
  func lifetimeFollowsMaxAgeThenExpires(_ testCase: LifetimeCase) {
    #expect(Self.freshness(testCase.headers).lifetime == testCase.lifetime)
  }

  struct AgeCase: Sendable, CustomStringConvertible {
    let name: String
    let headers: [String: String]
    let delay: TimeInterval
    let age: TimeInterval
    var description: String { name }
  }

  static let ages: [AgeCase] = [
    .init(name: "nothing", headers: [:], delay: 0, age: 0),
    .init(name: "Age", headers: ["Age": "100"], delay: 0, age: 100),
    .init(name: "Age plus the request's delay", headers: ["Age": "10"], delay: 5, age: 15),
    .init(name: "delay alone", headers: [:], delay: 5, age: 5),
    .init(
      name: "apparent age from Date",
      headers: ["Date": RetryAfter.imfFixdate(now.addingTimeInterval(-100))], delay: 0, age: 100),
    .init(
      name: "larger of apparent and corrected age",
      headers: ["Date": RetryAfter.imfFixdate(now.addingTimeInterval(-100)), "Age": "30"],
      delay: 0, age: 100),
    .init(
      name: "Date in the future",
      headers: ["Date": RetryAfter.imfFixdate(now.addingTimeInterval(5000))], delay: 0, age: 0),
    .init(name: "negative Age ignored", headers: ["Age": "-5"], delay: 0, age: 0),
    .init(name: "garbage Age ignored", headers: ["Age": "old"], delay: 0, age: 0),
    .init(name: "first of several Ages", headers: ["Age": "10, 20"], delay: 0, age: 10),
    .init(name: "huge Age clamps", headers: ["Age": "9999999999"], delay: 0, age: largest),
    .init(
      name: "overflowing Age clamps", headers: ["Age": "999999999999999999999999999"], delay: 0,
      age: largest),
    .init(name: "garbage Date ignored", headers: ["Date": "yesterday"], delay: 0, age: 0),
    .init(
      name: "Date in year 1",
      headers: ["Date": "Mon, 01 Jan 0001 00:00:00 GMT"], delay: 0,
      age: now.timeIntervalSince(RetryAfter.httpDate("Mon, 01 Jan 0001 00:00:00 GMT") ?? now)),
  ]

  @Test(arguments: ages)
  func currentAgeFollowsSection4_2_3(_ testCase: AgeCase) {
    let freshness = Self.freshness(testCase.headers, delay: testCase.delay)
    #expect(freshness.currentAge(at: Self.now) == testCase.age)
    // Resident time adds on.
    #expect(freshness.currentAge(at: Self.now.addingTimeInterval(7)) == testCase.age + 7)
    #expect(freshness.currentAge(at: Self.now.addingTimeInterval(-7)) == testCase.age)
  }

  @Test func freshUntilTheAgeReachesTheLifetime() throws {
    let freshness = Self.freshness(["Cache-Control": "max-age=60", "Age": "20"])
    #expect(freshness.freshAge(at: Self.now) == 20)
    #expect(freshness.freshAge(at: Self.now.addingTimeInterval(39)) == 59)
    #expect(freshness.freshAge(at: Self.now.addingTimeInterval(40)) == nil)
    #expect(Self.freshness(["Date": "Mon, 01 Jan 0001 00:00:00 GMT"]).freshAge(at: Self.now) == nil)
  }

  struct DirectiveCase: Sendable, CustomStringConvertible {
    let name: String
    let headers: [String: String]
    let noStore: Bool
    let revalidates: Bool
    var description: String { name }
  }

  static let directives: [DirectiveCase] = [
    .init(name: "none", headers: [:], noStore: false, revalidates: false),
    .init(
      name: "no-store", headers: ["Cache-Control": "No-Store"], noStore: true, revalidates: false),
    .init(
      name: "no-cache", headers: ["Cache-Control": "max-age=600, NO-CACHE"], noStore: false,
      revalidates: true),
    .init(
      name: "qualified no-cache", headers: ["Cache-Control": #"no-cache="Set-Cookie, Age""#],
      noStore: false, revalidates: true),
    .init(
      name: "no-store inside quotes is not a directive",
      headers: ["Cache-Control": #"foo="no-store, no-cache", max-age=5"#], noStore: false,
      revalidates: false),
    .init(name: "Pragma alone", headers: ["Pragma": "No-Cache"], noStore: false, revalidates: true),
    .init(
      name: "Pragma with Cache-Control",
      headers: ["Pragma": "no-cache", "Cache-Control": "max-age=60"], noStore: false,
      revalidates: false),
    .init(
      name: "Pragma with an empty Cache-Control",
      headers: ["Pragma": "no-cache", "Cache-Control": ""],
      noStore: false, revalidates: false),
    .init(name: "other Pragma", headers: ["Pragma": "x-foo"], noStore: false, revalidates: false),
  ]

  @Test(arguments: directives)
  func directivesAreReadLeniently(_ testCase: DirectiveCase) {
    let freshness = Self.freshness(testCase.headers)
    #expect(freshness.forbidsStorage == testCase.noStore)
    #expect(freshness.requiresRevalidation == testCase.revalidates)
    if testCase.revalidates {
      #expect(freshness.freshAge(at: Self.now) == nil)
      #expect(!freshness.allowsUseWithoutServer(at: Self.now))
    }
  }

  @Test func mustRevalidateForbidsUseWithoutTheServerOnlyOnceStale() {
    let strict = Self.freshness(["Cache-Control": "max-age=60, Must-Revalidate"])
    #expect(strict.allowsUseWithoutServer(at: Self.now.addingTimeInterval(59)))
    #expect(!strict.allowsUseWithoutServer(at: Self.now.addingTimeInterval(60)))
    let lax = Self.freshness(["Cache-Control": "max-age=60"])
    #expect(lax.allowsUseWithoutServer(at: Self.now.addingTimeInterval(3600)))
  }

  @Test func aNotModifiedReplacesFreshnessHeadersAndTimes() {
    var freshness = Self.freshness([
      "Cache-Control": "max-age=60", "Expires": "0", "Age": "50", "Date": Self.nowText,
    ])
    let later = Self.now.addingTimeInterval(1000)
    freshness.update(
      with: HTTPHeaders(["Cache-Control": "max-age=120"]),
      requestedAt: later.addingTimeInterval(-1),
      receivedAt: later)
    #expect(freshness.cacheControl == "max-age=120")
    #expect(freshness.expires == "0")
    #expect(freshness.age == nil && freshness.date == nil)
    #expect(freshness.receivedAt == later)
    #expect(freshness.freshAge(at: later.addingTimeInterval(10)) == 11)
  }

  @Test(arguments: ["", "0", "007", " 42 ", "-1", "4.2", "1e3", "٣", "+1", "99999999999999999999"])
  func deltaSecondsAreDigitsOnly(_ text: String) {
    let expected: [String: TimeInterval] = ["0": 0, "007": 7, " 42 ": 42]
    #expect(DeltaSeconds.parse(text, overflow: .isInvalid) == expected[text])
  }
}
