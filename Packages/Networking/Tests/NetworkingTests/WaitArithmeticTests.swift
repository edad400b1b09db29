import Foundation
import Testing

@testable import Networking

/// Numbers from the network (`Retry-After`, waits derived from it) go through arithmetic that
/// must never trap, and print sanely however silly they are.
@Suite struct WaitArithmeticTests {
  struct WaitCase: Sendable, CustomStringConvertible {
    let duration: Duration
    let expected: String
    var description: String { expected }
  }

  @Test(arguments: [
    WaitCase(duration: .seconds(30), expected: "30 s"),
    WaitCase(duration: .milliseconds(1500), expected: "2 s"),
    WaitCase(duration: .seconds(120), expected: "2 min"),
    WaitCase(duration: .seconds(86_400), expected: "1440 min"),
    WaitCase(duration: .seconds(86_401), expected: "more than a day"),
    WaitCase(duration: .seconds(Int64.max), expected: "more than a day"),
    WaitCase(duration: .seconds(Int64.max) + .milliseconds(1), expected: "more than a day"),
    WaitCase(duration: .seconds(Int64.max) * 4, expected: "more than a day"),
    WaitCase(duration: .seconds(-5), expected: "0 s"),
    WaitCase(duration: .seconds(Int64.min), expected: "0 s"),
  ])
  func waitsPrintWithoutTrapping(_ testCase: WaitCase) {
    #expect(NetworkError.seconds(testCase.duration) == testCase.expected)
    let error = NetworkError.rateLimited(
      url: URL(fileURLWithPath: "/"), retryAfter: testCase.duration)
    #expect(error.description.hasSuffix("asking to wait \(testCase.expected)"))
  }

  @Test(arguments: [
    "1e308", "+5", "99999999999999999999999999999999999999999", "0x10", "١٢", "5.5", "Infinity",
    "Fri, 31 Dec 9999 23:59:59 GMT", "Mon, 01 Jan 0001 00:00:00 GMT",
  ])
  func absurdRetryAfterIsAbsentOrWithinADay(_ header: String) {
    let delay = RetryAfter.delay(header, now: TestHarness.now)
    #expect(delay.map { $0 >= .zero && $0 <= RetryAfter.longest } ?? true)
  }

  @Test func hugeRetryAfterStillLetsTheClientGiveUpAtItsDeadline() {
    let policy = RetryPolicy(
      maxAttempts: 5, baseDelay: .seconds(Int64.max), maxDelay: .seconds(Int64.max))
    for attempt in [1, 2, 4, 100, Int.max] {
      let wait = policy.delay(afterAttempt: attempt, retryAfter: nil, random: 0.99)
      #expect(wait >= .zero && wait <= .seconds(Int64.max))
      #expect(ContinuousClock.now.advanced(by: wait) > ContinuousClock.now)
    }
    let asked = RetryAfter.delay("99999999999999999999", now: TestHarness.now)
    #expect(policy.delay(afterAttempt: 1, retryAfter: asked, random: 0) == RetryAfter.longest)
  }
}
