/// Random routes and link-like strings built from a ``SplitMix64``.
enum Generate {
  /// Text a `.text` parameter accepts: ASCII, sub-delims and characters that must be
  /// percent-encoded, accented letters (precomposed and combining), CJK and emoji.
  static let textPieces = [
    "a", "Z", "0", "9", " ", "+", "%", ":", "@", "~", "!", "'", "(", ")", "*", ",", ";", "$",
    "-", ".", "_", "<", ">", "\"", "|", "^", "`", "{", "}", "[", "]", "é", "e\u{301}", "ß",
    "Ω", "中", "文", "🙂", "👍🏽", "👩‍👩‍👧", "\u{00A0}", "ǅ", "…",
  ]

  static func text(using rng: inout SplitMix64, length: ClosedRange<Int>) -> String {
    let count = Int.random(in: length, using: &rng)
    return (0..<count).map { _ in rng.pick(textPieces) }.joined()
  }

  static func todo(using rng: inout SplitMix64) -> TodoRoute {
    TodoRoute(id: rng.pick([1, 7, 200, Int.max, Int.random(in: 1...Int.max, using: &rng)]))
  }

  static func vote(using rng: inout SplitMix64) -> VoteRoute {
    VoteRoute(
      congress: Int.random(in: 1...200, using: &rng),
      session: Int.random(in: 1...2, using: &rng),
      roll: rng.pick([1, 9999, Int.random(in: 1...9999, using: &rng)])
    )
  }

  static func joke(using rng: inout SplitMix64) -> JokeRoute {
    JokeRoute(type: rng.pick(JokeRoute.types))
  }

  static func note(using rng: inout SplitMix64) -> NoteRoute {
    let id = rng.pick([0, 999_999, Int.random(in: 0...999_999, using: &rng)])
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: return .list
    case 1: return .note(id: id)
    case 2: return .edit(id: id)
    default:
      let page = Bool.random(using: &rng) ? Int.random(in: 1...100, using: &rng) : nil
      return .search(text: text(using: &rng, length: 1...64), page: page)
    }
  }

  /// Pieces of a hostile link: scheme fragments, separators, escapes (valid, broken, encoded
  /// separators and controls), digits, letters, names from the patterns, Unicode, controls.
  static let linkPieces = [
    "todos", "votes", "dadjokes", "notes", "TODOS", "http", "://", ":", "//", "/", "/", "/",
    "?", "?", "=", "=", "&", "&", "#", "@", "%", "%2", "%2F", "%2f", "%3F", "%23", "%26",
    "%3D", "%5C", "%25", "%20", "%41", "%2E", "%2E%2E", "%0A", "%00", "%FF", "%C3%A9",
    "%E2%80%AE", "0", "1", "2", "7", "9", "00", "119", "9999", "99999999999999999999", "-", "+",
    ".", "..", "a", "z", "x", "todo", "vote", "joke", "note", "list", "search", "edit", "type",
    "dad", "chucknorris", "q", "page", "&type=", "&q=", "&page=", "é", "🙂", "中", " ", "\t", "\n",
    "\u{0}", "\u{7}",
    "\u{1B}[31m", "\u{202E}", "\\", "<", "~", "_",
  ]

  /// Prefixes that reach deep into a pattern before the random part begins, with the route
  /// they aim at (`nil`: any).
  static let linkPrefixes: [(Fixture?, String)] = [
    (nil, ""), (.todos, "todos://todo/"), (.todos, "TODOS://TODO/"), (.todos, "todos://todo/7"),
    (.votes, "votes://vote/"), (.votes, "votes://vote/119/1/"), (.votes, "votes://vote/119/1/2"),
    (.jokes, "dadjokes://joke"), (.jokes, "dadjokes://joke?type="),
    (.jokes, "dadjokes://joke?type=dad"), (.notes, "notes://"), (.notes, "notes://list"),
    (.notes, "notes://note/"), (.notes, "notes://note/1"), (.notes, "notes://search?q="),
    (.notes, "notes://search?q=a"),
  ]

  /// A link-like string and the route to parse it as: a prefix, then up to 24 pieces (often
  /// few, so that some stay valid); every 5,000th one is over 2 KB.
  static func link(number: Int, using rng: inout SplitMix64) -> (Fixture, String) {
    let (aim, prefix) = rng.pick(linkPrefixes)
    let fixture = aim ?? rng.pick(Fixture.allCases)
    if number % 5_000 == 0 {
      return (fixture, prefix + String(repeating: rng.pick(linkPieces), count: 2_100))
    }
    var link = prefix
    let pieces = Bool.random(using: &rng) ? 0...2 : 0...24
    for _ in 0..<Int.random(in: pieces, using: &rng) {
      link += rng.pick(linkPieces)
    }
    return (fixture, link)
  }
}
