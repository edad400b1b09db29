import Escaping
import Testing

@Suite struct ScalarEscapingTests {
  /// tmux's `#` doubled: one replacement, every other scalar kept as it was.
  @Test(arguments: [
    ("", ""),
    ("plain", "plain"),
    ("#", "##"),
    ("#[fg=red]#(rm)", "##[fg=red]##(rm)"),
    ("é#\u{301}🙂", "é##\u{301}🙂"),
  ])
  func replacesOnlyTheScalarsItIsGiven(text: String, expected: String) {
    #expect(ScalarEscaping.escaped(text) { $0 == "#" ? "##" : nil } == expected)
  }

  /// A mark that joins `&` into one character is still a scalar of its own: the `&` is found.
  @Test func seesScalarsInsideAGraphemeCluster() {
    let text = "a&\u{301}b"
    #expect(text.count == 3)
    #expect(ScalarEscaping.escaped(text) { $0 == "&" ? "+" : nil } == "a+\u{301}b")
  }

  @Test func appendsAfterWhatIsThere() {
    var output = "<"
    ScalarEscaping.append("x\ny", replacing: { $0 == "\n" ? " " : nil }, to: &output)
    #expect(output == "<x y")
  }

  /// A replacement may be empty (the scalar is dropped) or longer than one scalar.
  @Test func replacementsMayDropOrGrow() {
    let escaped = ScalarEscaping.escaped("a\u{7}b\u{9B}c") { scalar in
      switch scalar.value {
      case 0x07: ""
      case 0x9B: "\\u009b"
      default: nil
      }
    }
    #expect(escaped == "ab\\u009bc")
  }
}
