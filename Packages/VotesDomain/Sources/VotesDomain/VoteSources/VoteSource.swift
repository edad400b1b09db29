/// Where votes come from: the Clerk's XML (``ClerkVoteSource``) or congress.gov
/// (``CongressGovVoteSource``). The app and the widget take any source.
///
/// Every error a source throws is a ``VotesError``; transport failures arrive as
/// ``VotesError/network(_:_:)`` with the ``Networking/NetworkError`` inside.
public protocol VoteSource: Sendable {
  /// Which service this source reads.
  var service: VoteService { get }

  /// The newest votes, newest first: at most `limit` (and at most 50) from the current
  /// year's session, topped up from the one before when it has fewer (early in January);
  /// none when `limit` is below 1. Topping up is best effort: when the earlier period fails,
  /// the votes already found are returned.
  ///
  /// - Throws: ``VotesError``; ``VotesError/noRecentVotes(_:searched:)`` when neither period
  ///   has any vote.
  func latestVotes(limit: Int) async throws(VotesError) -> [Vote]

  /// The vote with this Congress, session and roll number.
  ///
  /// - Throws: ``VotesError``; a vote that does not exist is
  ///   ``VotesError/clerkRollNotFound(_:)`` or ``VotesError/voteNotFound(_:service:)``
  ///   (``VotesError/isNotFound`` is true for both).
  func vote(_ id: VoteID) async throws(VotesError) -> Vote

  /// The vote with this roll number in this calendar year, e.g. 2025 and 23 (the Clerk's
  /// own numbering: rolls restart every year).
  ///
  /// - Throws: ``VotesError``, as ``vote(_:)`` does.
  func vote(year: Int, roll: Int) async throws(VotesError) -> Vote
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
