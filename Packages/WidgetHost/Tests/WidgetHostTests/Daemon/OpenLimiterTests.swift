import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// A click flood opens a link at most once a second, and only a few opens run at once.
@Suite struct OpenLimiterTests {
  @Test func aLinkOpensOnceASecond() {
    let limiter = OpenLimiter(inFlight: 4)
    let start = ContinuousClock.now
    #expect(limiter.admit("todos://todo/1", at: start))
    limiter.finished()
    #expect(!limiter.admit("todos://todo/1", at: start + .milliseconds(300)))
    #expect(!limiter.admit("todos://todo/1", at: start + .milliseconds(999)))
    #expect(limiter.admit("todos://todo/2", at: start + .milliseconds(999)))
    limiter.finished()
    #expect(limiter.admit("todos://todo/1", at: start + .seconds(1)))
  }

  @Test func noMoreThanTheLimitRunAtOnce() {
    let limiter = OpenLimiter(inFlight: 2)
    let now = ContinuousClock.now
    #expect(limiter.admit("a://1", at: now))
    #expect(limiter.admit("a://2", at: now))
    #expect(!limiter.admit("a://3", at: now))
    limiter.finished()
    #expect(limiter.admit("a://3", at: now))
  }
}
