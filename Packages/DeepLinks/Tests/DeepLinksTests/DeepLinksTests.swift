import Testing

@testable import DeepLinks

@Suite struct DeepLinksShellTests {
  @Test func purposeIsStated() {
    #expect(!DeepLinks.purpose.isEmpty)
  }
}
