import Testing

@testable import JokesApp

@Suite struct JokesAppShellTests {
  @Test func purposeIsStated() {
    #expect(!JokesApp.purpose.isEmpty)
  }
}
