import Foundation
import Testing

/// A service that answers 429 with `Retry-After: 86400` is not asked again for a day, by any
/// of the three apps, and `--verbose` says why.
@Suite(.serialized) struct RetryAfterTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer(["--clerk-year", "2026", "--fault", "429-day"])
    scratch = try ScratchDirectory()
  }

  @Test(arguments: AppUnderTest.all)
  func aDayLongRetryAfterHoldsTheWidgetBackForADay(_ app: AppUnderTest) throws {
    let url = server.url.absoluteString
    let first = try app.run(["widget", "--verbose"], baseURL: url, scratch: scratch)
    #expect(first.stderr.contains("the service asked to wait 24 h"), "\(first.stderr)")
    let asked = try server.requestCounts().total
    #expect(asked >= 1)

    // Five minutes, then 23 hours later (the old backoff retried after 5 minutes): nothing.
    for start in ["2026-11-22T14:06:00Z", "2026-11-23T13:00:00Z"] {
      let later = try app.run(
        ["widget", "--verbose"], baseURL: url, scratch: scratch,
        extra: ["WIDGETS_CLOCK_START": start])
      #expect(later.status == 0, "\(later.stderr)")
      #expect(try server.requestCounts().total == asked, "\(later.stderr)")
    }
    // A day later it tries again.
    let nextDay = try app.run(
      ["widget"], baseURL: url, scratch: scratch,
      extra: ["WIDGETS_CLOCK_START": "2026-11-23T14:01:00Z"])
    #expect(nextDay.status == 0)
    #expect(try server.requestCounts().total > asked)
  }
}
