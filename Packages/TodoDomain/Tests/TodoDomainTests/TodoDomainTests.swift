import Testing

@testable import TodoDomain

@Suite struct TodoDomainShellTests {
  @Test func purposeIsStated() {
    #expect(!TodoDomain.purpose.isEmpty)
  }
}
