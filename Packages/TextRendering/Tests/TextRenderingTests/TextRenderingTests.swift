import Testing

@testable import TextRendering

@Suite struct TextRenderingShellTests {
  @Test func purposeIsStated() {
    #expect(!TextRendering.purpose.isEmpty)
  }
}
