/// A vote's result as published, with what it means: passed, failed or neither.
///
/// The outcome is read from the published words only, never from the counts: a two-thirds
/// vote fails with a simple majority, and a Speaker election's result is a name.
public struct VoteResult: Sendable, Codable, Hashable, CustomStringConvertible {
  /// What a result means for the question voted on.
  public enum Outcome: String, Sendable, Codable, Hashable, CaseIterable {
    /// Passed or agreed to.
    case passed
    /// Failed, not agreed to, defeated or rejected.
    case failed
    /// Anything else: a Speaker elected by name, a quorum call, a vacated vote.
    case other
  }

  /// The result as the source published it, e.g. "Passed", "Agreed to", "Johnson (LA)".
  public let published: String
  /// What the published result means.
  public let outcome: Outcome

  /// Reads a published result, case-insensitively: "Passed", "Agreed to", "Adopted" and
  /// phrases ending so (e.g. "On Motion to Table Agreed to") pass; "Failed", "Not Agreed to",
  /// "Defeated" and "Rejected" fail; anything else, such as a name or "Present", is `.other`.
  public init(published: String) {
    self.published = published.trimmed
    outcome = Self.outcome(of: self.published)
  }

  /// The result as published.
  public var description: String { published }

  private static let failing: Set<String> = ["failed", "defeated", "rejected", "lost"]
  private static let passing: Set<String> = ["passed", "agreed", "adopted", "carried"]

  private static func outcome(of published: String) -> Outcome {
    let words = published.lowercased()
      .split { !$0.isLetter }
      .map(String.init)
    for (index, word) in words.enumerated() {
      if failing.contains(word) { return .failed }
      if passing.contains(word) {
        return index > 0 && words[index - 1] == "not" ? .failed : .passed
      }
    }
    return .other
  }
}
