/// Turns the bytes a terminal sends for key presses into presses: a letter is one byte, a
/// character outside ASCII several, an arrow or function key an escape sequence
/// (`ESC [ C`, `ESC O P`); each counts once.
///
/// ```swift
/// var keys = KeyPressDecoder()
/// [0x1B, 0x5B, 0x43].map { keys.consume($0) }  // [false, false, true]: one press of →
/// ```
public struct KeyPressDecoder: Sendable, Hashable {
  private enum State: Sendable, Hashable {
    case ground
    case escape
    case sequence
  }

  private var state = State.ground

  /// A decoder between key presses.
  public init() {}

  /// Takes the next byte read from the terminal.
  ///
  /// - Returns: Whether the byte ends a key press. A lone Escape key ends only with the next
  ///   byte, which it then shares a press with.
  public mutating func consume(_ byte: UInt8) -> Bool {
    switch state {
    case .ground:
      if byte == 0x1B {
        state = .escape
        return false
      }
      return !(0x80...0xBF).contains(byte)  // a UTF-8 continuation byte is not a new press
    case .escape:
      if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") {
        state = .sequence
        return false
      }
      state = byte == 0x1B ? .escape : .ground
      return byte != 0x1B
    case .sequence:
      if (0x20...0x3F).contains(byte) { return false }
      state = .ground
      return (0x40...0x7E).contains(byte)
    }
  }
}
