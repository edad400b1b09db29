/// Finds the string, number and literal tokens of a JSON text well enough to aim a mutation at
/// a value; broken input (an unclosed string, stray bytes) ends the scan or is skipped, never
/// traps.
public enum JSONTokens {
  /// One token: where its bytes are, what kind it is, and whether it is an object's key.
  public struct Token: Equatable, Sendable {
    /// A string (with its quotes), a number, or `true`, `false` or `null`.
    public enum Kind: Sendable { case string, number, literal }
    /// The token's bytes, quotes included.
    public var range: Range<Int>
    /// What the token is.
    public var kind: Kind
    /// Whether a colon follows: the token is an object's key.
    public var isKey: Bool

    /// A token of `kind` over `range`.
    public init(range: Range<Int>, kind: Kind, isKey: Bool) {
      self.range = range
      self.kind = kind
      self.isKey = isKey
    }
  }

  /// The tokens of `bytes`, in order.
  public static func scan(_ bytes: [UInt8]) -> [Token] {
    var tokens: [Token] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        var end = index + 1
        var closed = false
        while end < bytes.count {
          if bytes[end] == UInt8(ascii: "\\") {
            end += 2
            continue
          }
          if bytes[end] == UInt8(ascii: "\"") {
            closed = true
            break
          }
          end += 1
        }
        guard closed else { break }
        tokens.append(
          Token(range: index..<(end + 1), kind: .string, isKey: isColon(after: end + 1, in: bytes)))
        index = end + 1
      } else if byte == UInt8(ascii: "-") || isDigit(byte) {
        let end = run(from: index + 1, in: bytes) { isDigit($0) || "+-.eE".utf8.contains($0) }
        tokens.append(Token(range: index..<end, kind: .number, isKey: false))
        index = end
      } else if "tfn".utf8.contains(byte) {
        let end = run(from: index + 1, in: bytes) { (UInt8(ascii: "a")...UInt8(ascii: "z")) ~= $0 }
        tokens.append(Token(range: index..<end, kind: .literal, isKey: false))
        index = end
      } else {
        index += 1
      }
    }
    return tokens
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")) ~= byte
  }

  /// The index after the run of bytes from `start` that satisfy `test`.
  private static func run(from start: Int, in bytes: [UInt8], while test: (UInt8) -> Bool) -> Int {
    var end = start
    while end < bytes.count, test(bytes[end]) { end += 1 }
    return end
  }

  /// Whether the first byte from `start` that is not a space is a colon.
  private static func isColon(after start: Int, in bytes: [UInt8]) -> Bool {
    let next = run(from: start, in: bytes) { " \t\r\n".utf8.contains($0) }
    return next < bytes.count && bytes[next] == UInt8(ascii: ":")
  }
}
