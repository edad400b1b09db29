import Testing

@testable import VotesApp

@Suite struct VotesAppShellTests {
  @Test func purposeIsStated() {
    #expect(!VotesApp.purpose.isEmpty)
  }
}
