/// The counts of a vote: yeas (or ayes), nays (or noes), present and not voting.
///
/// A recorded vote's Ayes and Noes are counted as yeas and nays; ``VoteType/usesAyesAndNoes``
/// says which words to show.
public struct Tally: Sendable, Codable, Hashable, CustomStringConvertible {
  /// Members voting yea (or aye).
  public var yea: Int
  /// Members voting nay (or no).
  public var nay: Int
  /// Members answering present.
  public var present: Int
  /// Members not voting.
  public var notVoting: Int

  /// Creates a tally from its four counts.
  public init(yea: Int = 0, nay: Int = 0, present: Int = 0, notVoting: Int = 0) {
    self.yea = yea
    self.nay = nay
    self.present = present
    self.notVoting = notVoting
  }

  /// All zeros: the tally of a vacated vote, or of a Speaker election's yeas and nays.
  public static let zero = Tally()

  /// Every member counted: yeas, nays, present and not voting.
  public var total: Int { yea + nay + present + notVoting }

  /// The counts added field by field, e.g. party tallies summed to the whole House.
  public static func + (lhs: Tally, rhs: Tally) -> Tally {
    Tally(
      yea: lhs.yea + rhs.yea,
      nay: lhs.nay + rhs.nay,
      present: lhs.present + rhs.present,
      notVoting: lhs.notVoting + rhs.notVoting
    )
  }

  /// The four counts, e.g. `263-156, 0 present, 14 not voting`.
  public var description: String {
    "\(yea)-\(nay), \(present) present, \(notVoting) not voting"
  }
}

extension Sequence<Tally> {
  /// The field-by-field sum of the tallies; ``Tally/zero`` when there are none.
  func summed() -> Tally { reduce(.zero, +) }
}
