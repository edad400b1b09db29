import Testing

@testable import JokesDomain

@Suite struct JokesDomainShellTests {
  @Test func purposeIsStated() {
    #expect(!JokesDomain.purpose.isEmpty)
  }
}
