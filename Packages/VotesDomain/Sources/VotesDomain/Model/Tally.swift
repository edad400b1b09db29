/// The counts of a vote: yeas (or ayes), nays (or noes), present and not voting.
///
/// A recorded vote's Ayes and Noes are counted as yeas and nays; ``VoteType/usesAyesAndNoes``
/// says which words to show.
///
/// The initialiser keeps any `Int` as given (the fields are mutable and a tally decodes from a
/// stored timeline, so clamping there would guard nothing); the parsers reject counts outside
/// ``plausibleCounts`` as malformed data, and ``total`` and `+` saturate at the ends of `Int`,
/// so no sum of a hand-built tally can trap.
public struct Tally: Sendable, Codable, Hashable, CustomStringConvertible {
  /// Members voting yea (or aye).
  public var yea: Int
  /// Members voting nay (or no).
  public var nay: Int
  /// Members answering present.
  public var present: Int
  /// Members not voting.
  public var notVoting: Int

  /// The counts a published vote can have: the House has 435 seats and 6 delegates, so any
  /// count beyond 1,000 (or below 0) is malformed data.
  public static let plausibleCounts = 0...1_000

  /// ``plausibleCounts`` as an error message writes it.
  static let plausibleCountsText = "0…1,000"

  /// Creates a tally from its four counts, kept as given.
  public init(yea: Int = 0, nay: Int = 0, present: Int = 0, notVoting: Int = 0) {
    self.yea = yea
    self.nay = nay
    self.present = present
    self.notVoting = notVoting
  }

  /// All zeros: the tally of a vacated vote, or of a Speaker election's yeas and nays.
  public static let zero = Tally()

  /// Every member counted: yeas, nays, present and not voting; held at `Int.max` (or
  /// `Int.min`) rather than overflowing.
  public var total: Int {
    yea.saturatingAdding(nay).saturatingAdding(present).saturatingAdding(notVoting)
  }

  /// The counts added field by field, e.g. party tallies summed to the whole House; each sum is
  /// held at the ends of `Int` rather than overflowing.
  public static func + (lhs: Tally, rhs: Tally) -> Tally {
    Tally(
      yea: lhs.yea.saturatingAdding(rhs.yea),
      nay: lhs.nay.saturatingAdding(rhs.nay),
      present: lhs.present.saturatingAdding(rhs.present),
      notVoting: lhs.notVoting.saturatingAdding(rhs.notVoting)
    )
  }

  /// The four counts, e.g. `263-156, 0 present, 14 not voting`.
  public var description: String {
    "\(yea)-\(nay), \(present) present, \(notVoting) not voting"
  }

  /// The first count outside ``plausibleCounts``, named ("yea", "nay", "present",
  /// "not voting"); nil when every count is plausible.
  var implausibleCount: (field: String, value: Int)? {
    let counts = [("yea", yea), ("nay", nay), ("present", present), ("not voting", notVoting)]
    return counts.first { !Self.plausibleCounts.contains($0.1) }.map { ($0.0, $0.1) }
  }
}

extension Sequence<Tally> {
  /// The field-by-field sum of the tallies; ``Tally/zero`` when there are none.
  func summed() -> Tally { reduce(.zero, +) }
}
