import Foundation
import Testing

@Suite struct EndToEndShellTests {
  @Test func testsRun() {
    #expect(ProcessInfo.processInfo.processIdentifier > 0)
  }
}
