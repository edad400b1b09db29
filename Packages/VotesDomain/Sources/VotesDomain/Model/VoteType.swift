/// How a vote was taken and what it needed to pass, with the published wording kept.
///
/// The Clerk writes `2/3 YEA-AND-NAY` and congress.gov `2/3 Yea-And-Nay` or `Yea-and-Nay`;
/// both read as a yea-and-nay vote needing two thirds.
public struct VoteType: Sendable, Codable, Hashable, CustomStringConvertible {
  /// The way members were polled.
  public enum Method: String, Sendable, Codable, Hashable, CaseIterable {
    /// The yeas and nays were ordered: members vote Yea or Nay.
    case yeaAndNay
    /// A recorded vote: members vote Aye or No.
    case recordedVote
    /// A quorum call: members answer Present.
    case quorum
    /// Not stated or not recognised (a vacated vote publishes none).
    case other
  }

  /// The share of those voting needed for the question to carry.
  public enum Threshold: String, Sendable, Codable, Hashable, CaseIterable {
    /// A simple majority.
    case majority
    /// Two thirds, e.g. to suspend the rules.
    case twoThirds
    /// Three fifths.
    case threeFifths
  }

  /// The vote type as published, e.g. "2/3 YEA-AND-NAY".
  public let published: String
  /// How members were polled.
  public let method: Method
  /// What the question needed to carry.
  public let threshold: Threshold

  /// Reads a published vote type, ignoring case, hyphens and extra spaces.
  public init(published: String) {
    self.published = published.trimmed
    var words = self.published.uppercased()
      .split { $0 == "-" || $0.isWhitespace }
      .map(String.init)
    switch words.first {
    case "2/3":
      threshold = .twoThirds
      words.removeFirst()
    case "3/5":
      threshold = .threeFifths
      words.removeFirst()
    default:
      threshold = .majority
    }
    switch words.joined(separator: " ") {
    case "YEA AND NAY", "YEAS AND NAYS": method = .yeaAndNay
    case "RECORDED VOTE": method = .recordedVote
    case "QUORUM", "QUORUM CALL": method = .quorum
    default: method = .other
    }
  }

  /// Whether the counts are called Ayes and Noes (a recorded vote) rather than Yeas and Nays.
  public var usesAyesAndNoes: Bool { method == .recordedVote }

  /// The vote type as published.
  public var description: String { published }
}
