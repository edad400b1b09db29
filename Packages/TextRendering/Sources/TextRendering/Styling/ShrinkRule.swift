/// How text that does not fit shrinks before it is truncated, standing in for SwiftUI's
/// `minimumScaleFactor` (a terminal cannot draw smaller letters).
///
/// When text wrapped at word boundaries needs more lines than it may have, the rule first
/// applies its abbreviations one after another (whole words, case-insensitive, keeping an
/// initial capital and trailing punctuation), as long as the text stays at least
/// `minimumScale` of its original width; then it wraps the shortest text tighter, breaking
/// between any two characters; only if that still does not fit is the text truncated with `…`.
public struct ShrinkRule: Sendable, Hashable {
  /// The smallest fraction of the original width that abbreviating may shrink the text to.
  public var minimumScale: Double
  /// Word replacements tried in order, such as `("minutes", "min")`.
  public var abbreviations: [Abbreviation]

  /// A rule with a scale limit and a list of abbreviations (by default ``commonAbbreviations``).
  public init(minimumScale: Double, abbreviations: [Abbreviation] = ShrinkRule.commonAbbreviations)
  {
    self.minimumScale = minimumScale.isFinite ? min(max(minimumScale, 0), 1) : 1
    self.abbreviations = abbreviations
  }

  /// A word and the shorter form that may replace it.
  public struct Abbreviation: Sendable, Hashable {
    /// The word to replace, matched case-insensitively as a whole word.
    public var word: String
    /// What replaces it.
    public var replacement: String

    /// An abbreviation of `word` to `replacement`.
    public init(_ word: String, _ replacement: String) {
      self.word = word
      self.replacement = replacement
    }
  }

  /// English abbreviations that read well in widgets: conjunctions, units, months, weekdays.
  public static let commonAbbreviations: [Abbreviation] =
    [
      ("and", "&"), ("with", "w/"), ("without", "w/o"), ("number", "no."), ("minutes", "min"),
      ("minute", "min"), ("seconds", "s"), ("hours", "h"), ("approximately", "approx."),
      ("January", "Jan"), ("February", "Feb"), ("March", "Mar"), ("April", "Apr"),
      ("August", "Aug"), ("September", "Sep"), ("October", "Oct"), ("November", "Nov"),
      ("December", "Dec"), ("Monday", "Mon"), ("Tuesday", "Tue"), ("Wednesday", "Wed"),
      ("Thursday", "Thu"), ("Friday", "Fri"), ("Saturday", "Sat"), ("Sunday", "Sun"),
    ].map { Abbreviation($0.0, $0.1) }

  /// `text` with `abbreviation` applied to every whole word it matches.
  static func apply(_ abbreviation: Abbreviation, to text: String) -> String {
    let target = abbreviation.word.lowercased()
    var changed = false
    let words = text.split(separator: " ", omittingEmptySubsequences: false).map {
      token -> Substring in
      let core = token.prefix { !",.;:!?".contains($0) }
      guard !core.isEmpty, core.lowercased() == target else { return token }
      changed = true
      var replacement = abbreviation.replacement
      if core.first?.isUppercase == true, let first = replacement.first {
        replacement = first.uppercased() + replacement.dropFirst()
      }
      return Substring(replacement + token.dropFirst(core.count))
    }
    return changed ? words.joined(separator: " ") : text
  }
}
