/// Where votes come from: the Clerk's XML (``ClerkVoteSource``) or congress.gov
/// (``CongressGovVoteSource``). The app and the widget take any source.
///
/// Every error a source throws is a ``VoteError``; transport failures arrive as
/// ``VoteError/network(_:_:)`` with the ``Networking/NetworkError`` inside.
public protocol VoteSource: Sendable {
  /// Which source this is: the Clerk's XML or congress.gov.
  var id: VoteSourceID { get }

  /// The newest votes, newest first: at most `limit` (and at most 50) from the current
  /// year's session, topped up from the one before when it has fewer (early in January);
  /// none when `limit` is below 1. Topping up is best effort: when the earlier period fails,
  /// the votes already found are returned.
  ///
  /// - Throws: ``VoteError``; ``VoteError/noRecentVotes(_:searched:)`` when neither period
  ///   has any vote.
  func latestVotes(limit: Int) async throws(VoteError) -> [Vote]

  /// The vote with this Congress, session and roll number.
  ///
  /// - Throws: ``VoteError``; a vote that does not exist is
  ///   ``VoteError/clerkRollNotFound(_:)`` or ``VoteError/voteNotFound(_:source:)``
  ///   (``VoteError/isNotFound`` is true for both).
  func vote(_ id: VoteID) async throws(VoteError) -> Vote

  /// The vote with this roll number in this calendar year, e.g. 2025 and 23 (the Clerk's
  /// own numbering: rolls restart every year).
  ///
  /// - Throws: ``VoteError``, as ``vote(_:)`` does.
  func vote(year: Int, roll: Int) async throws(VoteError) -> Vote
}

/// The limits every source applies.
enum VoteSourceLimits {
  /// The most votes ``VoteSource/latestVotes(limit:)`` returns: each is one request.
  static let maximumLatest = 50
  /// The highest roll number looked for (``VoteID/rolls``); the House has never held more
  /// than ~1,200 roll calls in a year.
  static let highestRoll = VoteID.rolls.upperBound

  /// `limit` clamped to 0…``maximumLatest``.
  static func clamped(_ limit: Int) -> Int {
    min(max(limit, 0), maximumLatest)
  }
}
