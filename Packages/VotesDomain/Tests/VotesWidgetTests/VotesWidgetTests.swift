import Testing

@testable import VotesWidget

@Suite struct VotesWidgetShellTests {
  @Test func purposeIsStated() {
    #expect(!VotesWidget.purpose.isEmpty)
  }
}
