import Testing

@testable import TodoWidget

@Suite struct TodoWidgetShellTests {
  @Test func purposeIsStated() {
    #expect(!TodoWidget.purpose.isEmpty)
  }
}
