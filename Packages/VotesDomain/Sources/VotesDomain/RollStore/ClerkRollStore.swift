/// Keeps the votes parsed from the Clerk's rolls, so that a roll is fetched once, not on
/// every run: roll calls do not change once published (``ClerkVoteSource`` still fetches a
/// roll again when its entry is older than ``ClerkVoteSource/revalidationAge``, as the Clerk
/// does now and then correct a file).
///
/// A store never throws: an entry that cannot be read is dropped (and fetched again), one
/// that cannot be written is lost, and either only costs requests. ``FileClerkRollStore``
/// keeps one small file per roll under the user's cache folder; ``InMemoryClerkRollStore``
/// keeps entries for the life of the process (and for tests).
///
/// A store holds one site's rolls: keep a fixture server's apart from the real Clerk's (see
/// ``FileClerkRollStore/cacheFolder(for:in:)``).
public protocol ClerkRollStore: Sendable {
  /// The entries stored for `rolls`, by roll; a roll with no readable entry is left out.
  func storedRolls(_ rolls: [ClerkRoll]) async -> [ClerkRoll: StoredClerkRoll]

  /// Keeps `votes` (by the roll each was read from), stamped with the store's clock and
  /// replacing what was there.
  func store(_ votes: [ClerkRoll: Vote]) async
}
