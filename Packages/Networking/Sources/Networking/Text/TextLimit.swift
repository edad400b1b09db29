/// How many characters a string from a server may keep: every text a domain decodes is bounded
/// where it is decoded, so a broken or hostile server's 1 MB title costs nothing later (a
/// status line, a tooltip, a board, a stored timeline, a refresh).
///
/// Characters are grapheme clusters, as `String.count` counts them: a cut never splits an
/// emoji from its modifiers, a flag's two halves or a letter from its combining marks. The
/// bytes are bounded too (``maximumBytes``, 32 a character on average): one "character" of a
/// letter and a million combining marks is still 2 MB, and is cut, between its scalars.
/// ``bound(_:)`` keeps text of at most ``maximumCharacters`` characters as it is and cuts
/// longer text to its first `maximumCharacters - 1` characters followed by `…`, so the result
/// is never longer than the limit. Text that a cut would make wrong, an identifier or a link,
/// is kept whole or dropped: ``fitting(_:)``. Either costs work for at most
/// ``maximumCharacters`` characters, however long the text is.
///
/// The limits, per kind of field:
///
/// | limit | characters | for |
/// |---|---|---|
/// | ``name`` | 100 | names, codes and labels: a party, a candidate, a vote's type or result, a bill number, a date as published, a joke's type label |
/// | ``title`` | 300 | a title or a sentence: a todo's title, a vote's question, description and amendment author, a server's error message |
/// | ``text`` | 1000 | longer text: a joke (a two-part joke's setup and delivery together), a note |
/// | ``identifier`` | 100 | an id (never cut: ``fitting(_:)``) |
/// | ``link`` | 2048 | a URL (never cut: ``fitting(_:)``) |
///
/// ```swift
/// let title = TextLimit.title.bound(payload.title)  // at most 300 characters
/// let joke = try container.decode(String.self, forKey: .joke, limit: .text)
/// let id = TextLimit.identifier.fitting(payload.id)  // nil when longer than 100
/// ```
public struct TextLimit: Sendable, Hashable, CustomStringConvertible {
  /// The most characters (grapheme clusters) a bounded text has, its `…` included.
  public let maximumCharacters: Int

  /// A limit of `maximumCharacters` characters (0 when negative: every non-empty text becomes
  /// `…`).
  public init(maximumCharacters: Int) {
    self.maximumCharacters = Swift.max(0, maximumCharacters)
  }

  /// 100 characters: a name, a code or a label (a party, a candidate, a vote's type or
  /// result, a bill number, a date as published).
  public static let name = TextLimit(maximumCharacters: 100)

  /// 300 characters: a title or one sentence (a todo's title, a vote's question, a server's
  /// error message).
  public static let title = TextLimit(maximumCharacters: 300)

  /// 1000 characters: longer text (a joke, a note).
  public static let text = TextLimit(maximumCharacters: 1_000)

  /// 100 characters: an identifier a server gives, read with ``fitting(_:)``: a cut id would
  /// name something else.
  public static let identifier = TextLimit(maximumCharacters: 100)

  /// 2048 characters: a link a server gives, read with ``fitting(_:)``: a cut link would lead
  /// somewhere else.
  public static let link = TextLimit(maximumCharacters: 2_048)

  /// The most UTF-8 bytes a bounded text has, its `…` included: 32 a character (the longest
  /// emoji sequences take about 35).
  public var maximumBytes: Int { maximumCharacters * 32 }

  /// `text` when it has at most ``maximumCharacters`` characters and ``maximumBytes`` bytes;
  /// else as many of its first characters as fit in both, less one character and 3 bytes,
  /// then `…`. A single character larger than that (a letter with thousands of combining
  /// marks) keeps the scalars that fit.
  public func bound(_ text: String) -> String {
    guard exceeds(text) else { return text }
    let characters = Swift.max(maximumCharacters - 1, 0)
    let bytes = Swift.max(maximumBytes - "…".utf8.count, 0)
    var kept = String.UnicodeScalarView()
    var (count, size) = (0, 0)
    for character in text {
      guard count < characters else { break }
      let length = character.utf8.count
      guard size + length <= bytes else {
        // Never more than a part of one hostile character: after whole ones, stop.
        if count == 0 {
          for scalar in character.unicodeScalars {
            guard size + scalar.utf8.count <= bytes else { break }
            kept.append(scalar)
            size += scalar.utf8.count
          }
        }
        break
      }
      kept.append(contentsOf: character.unicodeScalars)
      (count, size) = (count + 1, size + length)
    }
    return String(kept) + "…"
  }

  /// `text` when it has at most ``maximumCharacters`` characters; `nil` when it is longer (or
  /// `nil`): for what a cut would make wrong, such as an id or a link.
  public func fitting(_ text: String?) -> String? {
    guard let text, !exceeds(text) else { return nil }
    return text
  }

  /// `12 characters`.
  public var description: String { "\(maximumCharacters) characters" }

  /// Whether `text` has more than ``maximumCharacters`` characters or ``maximumBytes`` bytes.
  /// Walks at most that many characters; text of no more bytes than the limit fits without a
  /// walk (a character is at least one byte).
  public func exceeds(_ text: String) -> Bool {
    guard text.utf8.count > maximumCharacters else { return false }
    guard text.utf8.count <= maximumBytes else { return true }
    let end = text.index(text.startIndex, offsetBy: maximumCharacters, limitedBy: text.endIndex)
    return end.map { $0 < text.endIndex } ?? false
  }
}
