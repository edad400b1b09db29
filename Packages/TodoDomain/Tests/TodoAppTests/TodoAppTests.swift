import Testing

@testable import TodoApp

@Suite struct TodoAppShellTests {
  @Test func purposeIsStated() {
    #expect(!TodoApp.purpose.isEmpty)
  }
}
