/// What a byte read from the terminal in `widget --watch` completes: a key, a mouse click
/// (SGR mouse reporting, `ESC [ < b ; x ; y M`), or another sequence (an arrow key, a mouse
/// release).
public enum WatchInput: Sendable, Equatable {
  /// A printable ASCII key, or a control key such as Enter.
  case key(UInt8)
  /// A press of the left button at a cell; `column` and `row` count from 1 at the top left,
  /// as the terminal reports them.
  case click(column: Int, row: Int)
  /// Anything else that ended: an escape sequence, a release, another button, a UTF-8 key.
  case other
}

/// Decodes the bytes a terminal sends, one at a time. A sequence longer than
/// ``maximumSequenceLength`` is dropped, so a flood of garbage costs nothing.
public struct WatchInputDecoder: Sendable, Hashable {
  /// The longest escape sequence kept.
  public static let maximumSequenceLength = 32

  private enum State: Sendable, Hashable {
    case ground
    case escape
    case sequence([UInt8])
    case singleShift
    case utf8(remaining: Int)
  }

  private var state = State.ground

  /// A decoder in its ground state.
  public init() {}

  /// Takes one byte; returns what it completes, if anything.
  public mutating func consume(_ byte: UInt8) -> WatchInput? {
    switch state {
    case .ground:
      switch byte {
      case 0x1B:
        state = .escape
        return nil
      case 0xC0...0xDF:
        state = .utf8(remaining: 1)
        return nil
      case 0xE0...0xEF:
        state = .utf8(remaining: 2)
        return nil
      case 0xF0...0xF7:
        state = .utf8(remaining: 3)
        return nil
      case 0x80...0xFF:
        return nil
      default:
        return .key(byte)
      }
    case .utf8(let remaining):
      state = remaining > 1 ? .utf8(remaining: remaining - 1) : .ground
      return remaining > 1 ? nil : .other
    case .escape:
      switch byte {
      case UInt8(ascii: "["):
        state = .sequence([])
        return nil
      case UInt8(ascii: "O"):
        state = .singleShift
        return nil
      case 0x1B:
        return .other
      default:
        state = .ground
        return .other
      }
    case .singleShift:
      state = .ground
      return .other
    case .sequence(var bytes):
      if (0x40...0x7E).contains(byte) {
        state = .ground
        return Self.input(parameters: bytes, final: byte)
      }
      guard (0x20...0x3F).contains(byte), bytes.count < Self.maximumSequenceLength else {
        state = .ground
        return .other
      }
      bytes.append(byte)
      state = .sequence(bytes)
      return nil
    }
  }

  /// A left-button press from an SGR report, else `.other`.
  private static func input(parameters: [UInt8], final: UInt8) -> WatchInput {
    guard final == UInt8(ascii: "M"), parameters.first == UInt8(ascii: "<") else { return .other }
    let fields = String(decoding: parameters.dropFirst(), as: UTF8.self)
      .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    guard fields.count == 3, let button = fields[0], let column = fields[1], let row = fields[2],
      button == 0, column >= 1, row >= 1
    else { return .other }
    return .click(column: column, row: row)
  }
}
