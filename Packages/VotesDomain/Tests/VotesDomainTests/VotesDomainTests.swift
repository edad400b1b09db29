import Testing

@testable import VotesDomain

@Suite struct VotesDomainShellTests {
  @Test func purposeIsStated() {
    #expect(!VotesDomain.purpose.isEmpty)
  }
}
