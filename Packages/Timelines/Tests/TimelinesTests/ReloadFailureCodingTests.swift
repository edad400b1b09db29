import Foundation
import Testing

@testable import Timelines

/// A failure record keeps the key it was stored under in 0.2, so a widget's state written by
/// 0.2 still reads, with the server's wait.
@Suite struct ReloadFailureCodingTests {
  @Test func aRecordOf0_2ReadsWithItsWait() throws {
    let stored =
      #"{"message":"HTTP 429","consecutiveFailures":2,"retryAt":0,"serviceRetryAfter":90}"#
    let failure = try JSONDecoder().decode(ReloadFailure.self, from: Data(stored.utf8))
    #expect(failure.retryAfter == 90)
    #expect(failure.consecutiveFailures == 2)
  }

  @Test func theWaitIsWrittenUnderTheSameKey() throws {
    let failure = ReloadFailure(
      message: "m", consecutiveFailures: 1, retryAt: Date(timeIntervalSinceReferenceDate: 0),
      retryAfter: 30)
    let json = String(decoding: try JSONEncoder().encode(failure), as: UTF8.self)
    #expect(json.contains(#""serviceRetryAfter":30"#))
    #expect(try JSONDecoder().decode(ReloadFailure.self, from: Data(json.utf8)) == failure)
  }
}
