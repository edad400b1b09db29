import Foundation
import Testing

@testable import Networking

@Suite struct RetryPolicyTests {
  struct DelayCase: Sendable, CustomStringConvertible {
    let attempt: Int
    let random: Double
    let retryAfter: Duration?
    let expected: Duration
    var description: String {
      "attempt \(attempt), random \(random), after \(String(describing: retryAfter))"
    }
  }

  static let policy = RetryPolicy(
    maxAttempts: 5, baseDelay: .milliseconds(100), maxDelay: .milliseconds(350))

  static let delays: [DelayCase] = [
    .init(attempt: 1, random: 1, retryAfter: nil, expected: .milliseconds(100)),
    .init(attempt: 2, random: 1, retryAfter: nil, expected: .milliseconds(200)),
    .init(attempt: 3, random: 1, retryAfter: nil, expected: .milliseconds(350)),  // capped
    .init(attempt: 9, random: 1, retryAfter: nil, expected: .milliseconds(350)),
    .init(attempt: 2, random: 0.5, retryAfter: nil, expected: .milliseconds(100)),
    .init(attempt: 2, random: 0, retryAfter: nil, expected: .zero),  // full jitter reaches zero
    .init(attempt: 1, random: 0.5, retryAfter: .seconds(7), expected: .seconds(7)),
  ]

  @Test(arguments: delays)
  func delayUsesFullJitterUnderADoublingCap(_ testCase: DelayCase) {
    let delay = Self.policy.delay(
      afterAttempt: testCase.attempt, retryAfter: testCase.retryAfter, random: testCase.random)
    #expect(delay == testCase.expected)
  }

  @Test func retryAfterIsIgnoredWhenNotHonoured() {
    var policy = Self.policy
    policy.honorsRetryAfter = false
    #expect(policy.delay(afterAttempt: 1, retryAfter: .seconds(7), random: 1) == .milliseconds(100))
  }

  struct RetryAfterCase: Sendable, CustomStringConvertible {
    let header: String?
    let expected: Duration?
    var description: String { header ?? "nil" }
  }

  static let retryAfters: [RetryAfterCase] = [
    .init(header: nil, expected: nil),
    .init(header: "", expected: nil),
    .init(header: "120", expected: .seconds(120)),
    .init(header: " 3 ", expected: .seconds(3)),
    .init(header: "0", expected: .zero),
    .init(header: "99999999999999999999", expected: RetryAfter.longest),
    .init(header: "Wed, 01 Jan 2025 00:00:30 GMT", expected: .seconds(30)),  // IMF-fixdate
    .init(header: "Wednesday, 01-Jan-25 00:01:00 GMT", expected: .seconds(60)),  // RFC 850
    .init(header: "Wed Jan  1 00:00:05 2025", expected: .seconds(5)),  // asctime
    .init(header: "Tue, 31 Dec 2024 23:00:00 GMT", expected: .zero),  // in the past
    .init(header: "soon", expected: nil),
    .init(header: "-5", expected: nil),
  ]

  @Test(arguments: retryAfters)
  func retryAfterAcceptsSecondsAndHTTPDates(_ testCase: RetryAfterCase) {
    #expect(RetryAfter.delay(testCase.header, now: TestHarness.now) == testCase.expected)
  }

  @Test func imfFixdateRoundTrips() throws {
    let text = RetryAfter.imfFixdate(TestHarness.now)
    #expect(text == "Wed, 01 Jan 2025 00:00:00 GMT")
    #expect(RetryAfter.httpDate(text) == TestHarness.now)
  }
}
