import Foundation
import Networking

/// Votes from the Clerk of the House's roll-call XML, `evs/{year}/roll{NNN}.xml`: no key.
///
/// ```swift
/// let client = HTTPClient(baseURL: VoteSourceID.clerk.defaultBaseURL)
/// let folder = FileClerkRollStore.cacheFolder(for: client.baseURL, in: cacheFolder)
/// let source = ClerkVoteSource(
///   client: client,
///   hintStore: FileRollHintStore(fileURL: folder.appendingPathComponent("roll-hints.json")),
///   rollStore: FileClerkRollStore(directory: folder.appendingPathComponent("rolls")))
/// for vote in try await source.latestVotes(limit: 4) { print(vote.id, vote.result) }
/// ```
///
/// The Clerk has no list endpoint, so ``latestVotes(limit:)`` first finds the year's highest
/// roll by probing (see ``RollHintStore``: a warm run asks for the roll after the hint, and
/// for the hint itself only when the store does not hold it), reuses the probes' bodies,
/// takes the other newest rolls from the ``ClerkRollStore`` and fetches only those it lacks,
/// at most four at a time. So a warm run with nothing new makes one request, and about one
/// more per new roll. Every roll read is stored; a stored roll older than
/// ``revalidationAge`` is fetched again. Early in January, before the year's first roll,
/// the previous year's rolls are used.
///
/// The roll store is the source's only cache: its client's HTTP cache is left out
/// (``HTTPClient/with(cache:)``), so a roll is kept once, as the vote read from it, and
/// whether a copy stands in for the Clerk is the store's rule (``revalidationAge``).
public struct ClerkVoteSource: VoteSource {
  /// Always ``VoteSourceID/clerk``.
  public var id: VoteSourceID { .clerk }

  let client: HTTPClient
  let hintStore: any RollHintStore
  let rollStore: any ClerkRollStore
  let readsStoredRolls: Bool
  let now: @Sendable () -> Date

  /// How long a stored roll stands in for the Clerk's file: a week, after which it is
  /// fetched again (the Clerk does now and then correct a roll).
  public static let revalidationAge: TimeInterval = 7 * 24 * 60 * 60

  /// The most roll requests in flight at once when fetching the newest votes.
  static let maxConcurrentFetches = 4

  /// The Clerk's site asks robots to stay away from `/evs` (its robots.txt), so be gentle:
  /// one discovery round at once (4 requests) and 120 requests a minute for the process. Give
  /// the source a client held to this (`client.with(politeness:)`), as the votes app does.
  public static let politeness = Politeness(concurrency: 4, perMinute: 120)

  /// Creates a source.
  ///
  /// - Parameters:
  ///   - client: A client whose base URL is the Clerk's site (``VoteSourceID/defaultBaseURL``)
  ///     or a server with the same paths; used without its HTTP cache (the roll store is
  ///     the cache).
  ///   - hintStore: Where the highest roll of each year is remembered between runs.
  ///   - rollStore: Where the votes read from rolls are kept between runs, one site's only;
  ///     by default in memory, on `now`'s clock, for the life of this source.
  ///   - readsStoredRolls: Whether stored rolls stand in for requests; false fetches every
  ///     roll again (and still stores it), as `list --no-cache` and `widget --reload` do.
  ///   - now: The clock that says which year is current and how old a stored roll is.
  public init(
    client: HTTPClient,
    hintStore: any RollHintStore = InMemoryRollHintStore(),
    rollStore: (any ClerkRollStore)? = nil,
    readsStoredRolls: Bool = true,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.client = client.with(cache: nil)
    self.hintStore = hintStore
    self.rollStore = rollStore ?? InMemoryClerkRollStore(now: now)
    self.readsStoredRolls = readsStoredRolls
    self.now = now
  }

  /// The newest votes, newest first: the current year's highest rolls, then the previous
  /// year's (best effort) when the current one has fewer than `limit` (at most 50).
  ///
  /// A roll whose body is not readable vote XML, or that is missing although a higher one
  /// exists, is left out, so the list can be shorter than `limit`; when every roll wanted is
  /// unreadable the first one's error is thrown.
  ///
  /// - Throws: ``VoteError/network(_:_:)`` when the Clerk cannot be reached or fails;
  ///   ``VoteError/noRecentVotes(_:searched:)`` when neither year has a roll.
  public func latestVotes(limit: Int) async throws(VoteError) -> [Vote] {
    let limit = VoteSourceLimits.clamped(limit)
    guard limit > 0 else { return [] }
    let year = CongressSession.year(of: now())
    return try await LatestVotes.collect(
      from: [year, year - 1], limit: limit,
      fetch: { (year: Int, wanted: Int) async throws(VoteError) in
        let (found, stored) = try await discover(year: year, wanted: wanted)
        let oldest = found.highest - min(found.highest, wanted)
        let rolls = Array(stride(from: found.highest, to: oldest, by: -1))
        return try await fetchVotes(
          year: year, rolls: rolls, probed: found.outcomes, stored: stored)
      },
      nothingFound: .noRecentVotes(.clerk, searched: "\(year) or \(year - 1)"))
  }

  /// The vote with this identifier, read from the Clerk's roll of the same number in the
  /// session's calendar year (``VoteID/clerkRoll``).
  ///
  /// - Throws: ``VoteError/clerkRollNotFound(_:)`` when there is no such roll,
  ///   ``VoteError/voteNotFound(_:source:)`` when the roll is another Congress's vote or the
  ///   identifier is out of range (``VoteID/isInRange``: no request is made).
  public func vote(_ id: VoteID) async throws(VoteError) -> Vote {
    guard id.isInRange else { throw .voteNotFound(id, source: .clerk) }
    let vote = try await vote(year: id.clerkYear, roll: id.roll)
    guard vote.id == id else { throw .voteNotFound(id, source: .clerk) }
    return vote
  }

  /// The vote filed as roll `roll` of `year`: the stored one while it is younger than
  /// ``revalidationAge`` (no request), else fetched and stored.
  ///
  /// - Throws: ``VoteError/clerkRollNotFound(_:)`` when there is no such roll (a year or
  ///   roll out of range, ``ClerkRoll/years`` and ``VoteID/rolls``, without a request),
  ///   ``VoteError/invalidClerkXML(_:reason:)`` when its body is not readable,
  ///   ``VoteError/network(_:_:)`` when the Clerk cannot be reached or fails.
  public func vote(year: Int, roll: Int) async throws(VoteError) -> Vote {
    let clerkRoll = ClerkRoll(year: year, roll: roll)
    guard ClerkRoll.years.contains(year), VoteID.rolls.contains(roll) else {
      throw .clerkRollNotFound(clerkRoll)
    }
    if let vote = await freshStoredVotes([clerkRoll])[clerkRoll] { return vote }
    switch try await probe(clerkRoll) {
    case .exists(let result):
      if case .success(let vote) = result { await rollStore.store([clerkRoll: vote]) }
      return try result.get()
    case .missing: throw .clerkRollNotFound(clerkRoll)
    }
  }
}
