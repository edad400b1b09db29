import Testing

@testable import Timelines

@Suite struct TimelinesShellTests {
  @Test func purposeIsStated() {
    #expect(!Timelines.purpose.isEmpty)
  }
}
