import Testing

@testable import TextRendering

@Suite struct TerminalCapabilitiesTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let choice: ColorChoice
    let environment: [String: String]
    let isTTY: Bool
    let expected: OutputStyle
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "never beats everything", choice: .never,
      environment: ["FORCE_COLOR": "3", "COLORTERM": "truecolor"], isTTY: true, expected: .plain),
    Case(
      name: "always to a pipe", choice: .always, environment: ["TERM": "xterm-256color"],
      isTTY: false, expected: .ansi(.ansi256)),
    Case(
      name: "always beats NO_COLOR", choice: .always, environment: ["NO_COLOR": "1"],
      isTTY: false, expected: .ansi(.ansi16)),
    Case(
      name: "NO_COLOR on a TTY", choice: .auto,
      environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], isTTY: true, expected: .ansi(.none)),
    Case(
      name: "NO_COLOR to a pipe", choice: .auto, environment: ["NO_COLOR": "1"], isTTY: false,
      expected: .plain),
    Case(
      name: "empty NO_COLOR is ignored", choice: .auto,
      environment: ["NO_COLOR": "", "TERM": "xterm"], isTTY: true, expected: .ansi(.ansi16)),
    Case(
      name: "NO_COLOR beats FORCE_COLOR", choice: .auto,
      environment: ["NO_COLOR": "1", "FORCE_COLOR": "3"], isTTY: false, expected: .plain),
    Case(
      name: "FORCE_COLOR=0", choice: .auto, environment: ["FORCE_COLOR": "0"], isTTY: true,
      expected: .plain),
    Case(
      name: "FORCE_COLOR=1 to a pipe", choice: .auto, environment: ["FORCE_COLOR": "1"],
      isTTY: false, expected: .ansi(.ansi16)),
    Case(
      name: "FORCE_COLOR=2", choice: .auto, environment: ["FORCE_COLOR": "2"], isTTY: false,
      expected: .ansi(.ansi256)),
    Case(
      name: "FORCE_COLOR=3", choice: .auto, environment: ["FORCE_COLOR": "3"], isTTY: false,
      expected: .ansi(.trueColor)),
    Case(
      name: "FORCE_COLOR empty detects", choice: .auto,
      environment: ["FORCE_COLOR": "", "COLORTERM": "24bit"], isTTY: false,
      expected: .ansi(.trueColor)),
    Case(
      name: "FORCE_COLOR beats TERM=dumb", choice: .auto,
      environment: ["FORCE_COLOR": "1", "TERM": "dumb"], isTTY: true, expected: .ansi(.ansi16)),
    Case(
      name: "TERM=dumb on a TTY", choice: .auto, environment: ["TERM": "dumb"], isTTY: true,
      expected: .plain),
    Case(
      name: "pipe", choice: .auto, environment: ["TERM": "xterm-256color"], isTTY: false,
      expected: .plain),
    Case(
      name: "TTY with COLORTERM", choice: .auto,
      environment: ["TERM": "xterm", "COLORTERM": "truecolor"], isTTY: true,
      expected: .ansi(.trueColor)),
    Case(
      name: "TTY with 256color TERM", choice: .auto, environment: ["TERM": "screen-256color"],
      isTTY: true, expected: .ansi(.ansi256)),
    Case(
      name: "TTY, nothing known", choice: .auto, environment: [:], isTTY: true,
      expected: .ansi(.ansi16)),
  ]

  @Test(arguments: cases)
  func resolves(_ testCase: Case) {
    let style = TerminalCapabilities.resolve(
      choice: testCase.choice, environment: testCase.environment, isTTY: testCase.isTTY)
    #expect(style == testCase.expected)
  }

  @Test(arguments: [
    ("auto", ColorChoice.auto), ("ALWAYS", .always), ("never", .never), ("yes", .always),
    ("0", .never),
  ])
  func parsesChoices(_ argument: String, _ expected: ColorChoice) {
    #expect(ColorChoice(argument: argument) == expected)
  }

  @Test func rejectsUnknownChoice() {
    #expect(ColorChoice(argument: "sometimes") == nil)
  }

  @Test(arguments: [
    (Color.red, ColorDepth.trueColor, "31"),
    (Color.white, .ansi256, "97"),
    (Color(hex: 0x112233), .trueColor, "38;2;17;34;51"),
    (Color(hex: 0x000000), .ansi256, "38;5;16"),
    (Color(hex: 0xFFFFFF), .ansi256, "38;5;231"),
    (Color(hex: 0x808080), .ansi256, "38;5;244"),
    (Color(hex: 0xFF8700), .ansi256, "38;5;208"),
    (Color.darkGray, .ansi16, "90"),
    (Color(hex: 0xFF0000), .ansi16, "91"),
    (Color.orange, .ansi16, "33"),
    (Color.red, .none, ""),
  ])
  func downgradesColours(_ color: Color, _ depth: ColorDepth, _ expected: String) {
    #expect(ColorPalette.code(for: color, depth: depth, background: false) == expected)
  }

  @Test func backgroundCodes() {
    #expect(ColorPalette.code(for: .blue, depth: .ansi16, background: true) == "44")
    #expect(ColorPalette.code(for: .white, depth: .ansi16, background: true) == "107")
    #expect(
      ColorPalette.code(for: Color(hex: 0x010203), depth: .trueColor, background: true)
        == "48;2;1;2;3")
  }
}
