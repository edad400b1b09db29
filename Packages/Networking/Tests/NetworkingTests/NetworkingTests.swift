import Testing

@testable import Networking

@Suite struct NetworkingShellTests {
  @Test func purposeIsStated() {
    #expect(!Networking.purpose.isEmpty)
  }
}
