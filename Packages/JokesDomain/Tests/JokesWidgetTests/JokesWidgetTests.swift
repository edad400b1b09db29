import Testing

@testable import JokesWidget

@Suite struct JokesWidgetShellTests {
  @Test func purposeIsStated() {
    #expect(!JokesWidget.purpose.isEmpty)
  }
}
