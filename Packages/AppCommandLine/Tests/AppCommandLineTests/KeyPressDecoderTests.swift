import Testing

@testable import AppCommandLine

@Suite struct KeyPressDecoderTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let presses: Int
    var testDescription: String { name }
  }

  @Test(arguments: [
    Case(name: "a letter", bytes: Array("n".utf8), presses: 1),
    Case(name: "space, return, tab", bytes: [0x20, 0x0D, 0x09], presses: 3),
    Case(name: "right arrow", bytes: [0x1B, 0x5B, 0x43], presses: 1),
    Case(name: "F1 in SS3 form", bytes: [0x1B, 0x4F, 0x50], presses: 1),
    Case(name: "page down with a parameter", bytes: Array("\u{1B}[6~".utf8), presses: 1),
    Case(name: "alt-x", bytes: [0x1B, 0x78], presses: 1),
    Case(name: "é in UTF-8", bytes: Array("é".utf8), presses: 1),
    Case(name: "an emoji in UTF-8", bytes: Array("🙂".utf8), presses: 1),
    Case(name: "two arrows then a letter", bytes: Array("\u{1B}[C\u{1B}[Dq".utf8), presses: 3),
    Case(name: "a lone escape waits", bytes: [0x1B], presses: 0),
    Case(name: "escape escape x", bytes: [0x1B, 0x1B, 0x78], presses: 1),
  ])
  func countsEachKeyOnce(_ sample: Case) {
    var decoder = KeyPressDecoder()
    let presses = sample.bytes.filter { decoder.consume($0) }.count
    #expect(presses == sample.presses)
  }
}
