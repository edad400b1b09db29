import Testing

@testable import Networking

/// The sleep raced against every request: it ends at its deadline, and a cancellation ends it
/// at once, with `CancellationError`, even when it comes before the sleep starts.
@Suite struct PromptSleepTests {
  @Test func itEndsAtItsDeadline() async throws {
    let deadline = ContinuousClock.now + .milliseconds(100)
    try await PromptSleep.until(deadline)
    #expect(ContinuousClock.now >= deadline)
  }

  @Test func aCancellationEndsAnHourLongSleep() async {
    let sleeper = Task { try await PromptSleep.until(.now + .seconds(3600)) }
    sleeper.cancel()
    let result = await sleeper.result
    #expect(throws: CancellationError.self) { try result.get() }
  }

  @Test func aTaskCancelledBeforeItSleepsDoesNotSleep() async {
    let result = await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await PromptSleep.until(.now + .seconds(3600))
    }.result
    #expect(throws: CancellationError.self) { try result.get() }
  }
}
