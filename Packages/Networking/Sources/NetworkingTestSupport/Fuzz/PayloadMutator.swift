import Foundation

/// Seeded mutations of a recorded payload, as a broken or hostile server might send it: bit
/// flips, truncation, huge numbers in numeric fields, deep nesting, control characters, C1
/// controls, DEL, bidi overrides and escape sequences spliced into strings, huge strings,
/// values of the wrong kind, and bytes cut or repeated.
///
/// ```swift
/// var rng = SplitMix64(seed: 7)
/// let (bytes, applied) = PayloadMutator.mutate(Array(payload), using: &rng)
/// ```
public enum PayloadMutator {
  /// How many mutations of each payload a fuzz test tries: `FUZZ_CASES` from the environment
  /// (`FUZZ_CASES=5000` for a long run), else 300.
  public static let casesPerPayload =
    ProcessInfo.processInfo.environment["FUZZ_CASES"].flatMap { Int($0) } ?? 300

  /// One way of breaking a payload.
  public enum Mutation: String, CaseIterable, Sendable {
    case bitFlips, truncation, hugeNumber, deepNesting, hostileText, hugeString, wrongType
    case byteSplice
  }

  /// The mutations drawn from: mostly those that keep the JSON readable, so that many cases
  /// get past the parser to the widget and the printers, and huge strings seldom, since every
  /// one costs a long layout (the widgets cut them, so a few are enough).
  public static let weighted: [Mutation] =
    [.bitFlips, .truncation, .deepNesting, .wrongType, .byteSplice].flatMap { [$0, $0] }
    + Array(repeating: .hostileText, count: 8) + Array(repeating: .hugeNumber, count: 4)
    + [.hugeString]

  /// `payload` with one to three mutations applied, and which ones, in order.
  public static func mutate(_ payload: [UInt8], using rng: inout SplitMix64) -> (
    [UInt8], [Mutation]
  ) {
    var bytes = payload
    let count = rng.pick([1, 1, 1, 1, 1, 1, 2, 2, 2, 3])
    var applied: [Mutation] = []
    for _ in 0..<count {
      let mutation = rng.pick(weighted)
      apply(mutation, to: &bytes, using: &rng)
      applied.append(mutation)
    }
    return (bytes, applied)
  }

  /// Numbers no server should send for an id, a status or a code.
  public static let hugeNumbers = [
    "9223372036854775807", "-9223372036854775808", "9223372036854775808",
    "-9223372036854775809", "18446744073709551616", "1" + String(repeating: "0", count: 400),
    "9223372036854775806", "2147483648", "-1", "0", "-0", "1e308", "1e309", "-1e400", "1.5",
    "9007199254740993", "1E2", "0.0000001", "\"9223372036854775807\"", "\"-1\"", "1" + "e99999",
  ]

  /// Hostile text as it is written inside a JSON string: escaped controls, escape sequences,
  /// bidi controls, line and paragraph separators, lone surrogates, combining and format marks.
  public static let escapedPieces = [
    #"\u0000"#, #"\u0007"#, #"\u0008"#, #"\u001b"#, #"\u001b[2J"#, #"\u001b[31m"#,
    #"\u001b[0m"#, #"\u001b]0;pwned\u0007"#, #"\u001b]8;;https://evil.example\u001b\\"#,
    #"\u001bP+q\u001b\\"#, #"\u001b_apc\u001b\\"#, #"\u001bc"#, #"\u001b(0"#, #"\u009b31m"#,
    #"\u009d0;title\u009c"#, #"\u0090dcs\u009c"#, #"\u007f"#, #"\u202e"#, #"\u202d"#,
    #"\u202a"#, #"\u2066"#, #"\u2067"#, #"\u2068"#, #"\u2069"#, #"\u200e"#, #"\u200f"#,
    #"\r\n"#, #"\r"#, #"\n"#, #"\n\n\n\n\n\n\n\n\n\n\n\n"#, #"\t"#, #"\u000b"#, #"\u000c"#,
    #"\u0085"#, #"\u2028"#, #"\u2029"#, #"\u0301"#, #"\u200b"#, #"\u200d"#, #"\ufeff"#,
    #"\ud83d\ude00"#, #"\ud800"#, #"\udfff"#, #"\""#, #"\\"#, #"\u"#, #"\x"#,
  ]

  /// Hostile text as raw bytes inside a JSON string: controls JSON forbids there, C1 controls
  /// and DEL and bidi overrides as UTF-8, wide and combining characters, broken UTF-8.
  public static let rawPieces: [[UInt8]] =
    [
      "\u{7F}", "\u{202E}", "\u{2066}", "\u{200F}", "\u{85}", "\u{9B}31m", "\u{2028}", "中文",
      "👩‍👩‍👧", "🇺🇸", "🇺", "e\u{301}", "\u{301}", "\u{FE0F}", "ｆｕｌｌ", "\u{E0041}", "\u{FFFD}",
    ].map { Array($0.utf8) } + [
      [0x1B], [0x1B, 0x5B, 0x32, 0x4A], [0x07], [0x0D, 0x0A], [0x09], [0x00], [0xFF], [0xC3],
      [0xE2, 0x80], [0xED, 0xA0, 0x80], [0xC0, 0xAF],
    ]

  /// Pieces a huge string is made of: words, one unbreakable word, wide and combining
  /// characters, and escapes that the display must drop.
  public static let hugePieces = [
    "ha ", "x", "中", "👍🏽", #"e\u0301"#, #"\u001b[31m"#, #"\u202e"#, #"\u0085"#, #"a\n"#, " ",
  ]

  /// Applies `mutation` to `bytes`; a payload too small for it is left as it is.
  public static func apply(
    _ mutation: Mutation, to bytes: inout [UInt8], using rng: inout SplitMix64
  ) {
    let tokens = JSONTokens.scan(bytes)
    let values = tokens.filter { !$0.isKey }
    switch mutation {
    case .bitFlips:
      guard !bytes.isEmpty else { return }
      for _ in 0..<rng.int(1...8) {
        bytes[rng.int(0...(bytes.count - 1))] ^= UInt8(1) << UInt8(rng.int(0...7))
      }
    case .truncation:
      guard !bytes.isEmpty else { return }
      bytes = Array(bytes.prefix(rng.int(0...(bytes.count - 1))))
    case .hugeNumber:
      let numbers = values.filter { $0.kind == .number }
      let targets = numbers.isEmpty || rng.oneIn(4) ? values : numbers
      replace(rng.pickOrNil(targets), in: &bytes, with: Array(rng.pick(hugeNumbers).utf8), &rng)
    case .deepNesting:
      let depth = rng.int(1_000...5_000)
      let (open, close) = rng.pick([("[", "]"), (#"{"a":"#, "}")])
      let nested =
        String(repeating: open, count: depth) + "1"
        + (rng.oneIn(2) ? String(repeating: close, count: depth) : "")
      if values.isEmpty || rng.oneIn(3) {
        bytes = Array(nested.utf8)
      } else {
        replace(rng.pick(values), in: &bytes, with: Array(nested.utf8), &rng)
      }
    case .hostileText:
      var piece: [UInt8] = []
      for _ in 0..<rng.int(1...4) { piece += hostilePiece(using: &rng) }
      insertIntoString(piece, values: values, tokens: tokens, bytes: &bytes, using: &rng)
    case .hugeString:
      let piece = String(repeating: rng.pick(hugePieces), count: rng.int(200...8_000))
      insertIntoString(
        Array(piece.utf8), values: values, tokens: tokens, bytes: &bytes, using: &rng)
    case .wrongType:
      let kinds = ["null", "true", "false", "[]", "{}", #""""#, "0", "-1", #""   ""#, #""\n""#]
      replace(rng.pickOrNil(values), in: &bytes, with: Array(rng.pick(kinds).utf8), &rng)
    case .byteSplice:
      splice(&bytes, using: &rng)
    }
  }

  /// One piece of hostile text: escaped, raw, or a C1 control (U+0080–U+009F) either way.
  public static func hostilePiece(using rng: inout SplitMix64) -> [UInt8] {
    switch rng.int(0...3) {
    case 0: return Array(rng.pick(escapedPieces).utf8)
    case 1: return rng.pick(rawPieces)
    case 2:
      let c1 = rng.int(0x80...0x9F)
      return Array(("\\u00" + String(c1, radix: 16)).utf8)
    default:
      return [0xC2, UInt8(rng.int(0x80...0x9F))]
    }
  }

  /// Replaces `token` (or, without one, a random position) with `replacement`.
  private static func replace(
    _ token: JSONTokens.Token?, in bytes: inout [UInt8], with replacement: [UInt8],
    _ rng: inout SplitMix64
  ) {
    if let token {
      bytes.replaceSubrange(token.range, with: replacement)
    } else {
      bytes.insert(contentsOf: replacement, at: rng.int(0...bytes.count))
    }
  }

  /// Inserts `piece` inside a string value (a key when there is none; anywhere when there are
  /// no strings at all).
  private static func insertIntoString(
    _ piece: [UInt8], values: [JSONTokens.Token], tokens: [JSONTokens.Token],
    bytes: inout [UInt8], using rng: inout SplitMix64
  ) {
    let strings = values.filter { $0.kind == .string }
    let keys = tokens.filter { $0.kind == .string }
    guard let target = rng.pickOrNil(strings.isEmpty || rng.oneIn(8) ? keys : strings) else {
      bytes.insert(contentsOf: piece, at: rng.int(0...bytes.count))
      return
    }
    // Between the quotes: after the opening one, up to and including before the closing one.
    let position = rng.int((target.range.lowerBound + 1)...(target.range.upperBound - 1))
    bytes.insert(contentsOf: piece, at: position)
  }

  /// Cuts a run of bytes out, repeats one, or inserts random bytes.
  private static func splice(_ bytes: inout [UInt8], using rng: inout SplitMix64) {
    guard !bytes.isEmpty else {
      bytes = (0..<rng.int(1...8)).map { _ in UInt8(rng.int(0...255)) }
      return
    }
    let start = rng.int(0...(bytes.count - 1))
    let end = min(bytes.count, start + rng.int(1...16))
    switch rng.int(0...2) {
    case 0: bytes.removeSubrange(start..<end)
    case 1: bytes.insert(contentsOf: bytes[start..<end], at: rng.int(0...bytes.count))
    default:
      let noise = (0..<rng.int(1...8)).map { _ in UInt8(rng.int(0...255)) }
      bytes.insert(contentsOf: noise, at: start)
    }
  }
}
