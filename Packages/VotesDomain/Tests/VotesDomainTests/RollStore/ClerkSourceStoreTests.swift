import Foundation
import Networking
import Testing

@testable import VotesDomain

/// The Clerk source with its roll store over loopback, counting every request the Clerk sees.
@Suite struct ClerkSourceStoreTests {
  /// Mid-September 2025, as the store's tests date it.
  static let now = StoreFixtures.day(0)

  /// A source on `clerk` sharing `hints` and `rolls`, at `date`.
  static func source(
    _ clerk: ClerkRollServer, hints: InMemoryRollHintStore, rolls: any ClerkRollStore,
    at date: Date = now, readsStoredRolls: Bool = true
  ) -> ClerkVoteSource {
    ClerkVoteSource(
      client: clerk.client, hintStore: hints, rollStore: rolls,
      readsStoredRolls: readsStoredRolls, now: StoreFixtures.clock(date))
  }

  static func ids(_ rolls: ClosedRange<Int>) -> [VoteID] {
    rolls.reversed().map { VoteID(congress: 119, session: 1, roll: $0) }
  }

  /// A cold run, then a new source (another run of the app) on the same stores: the store
  /// holds the hint's roll, so only the roll after it is asked for.
  @Test func aWarmListAsksOnlyForTheRollAfterTheHint() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    let hints = InMemoryRollHintStore()
    let rolls = InMemoryClerkRollStore(now: StoreFixtures.clock(Self.now))
    let cold = try await Self.source(clerk, hints: hints, rolls: rolls).latestVotes(limit: 20)
    #expect(cold.map(\.id) == Self.ids(176...195))
    #expect(await rolls.entries.count >= 20)
    clerk.server.clearRequests()
    let later = Self.now.addingTimeInterval(3_600)
    let warm = try await Self.source(clerk, hints: hints, rolls: rolls, at: later)
      .latestVotes(limit: 20)
    #expect(warm == cold)
    #expect(clerk.requestedRolls == [ClerkRoll(year: 2025, roll: 196)])
  }

  /// The hint's roll stored more than a week ago is not held: it is probed (and so fetched
  /// again) with the roll after it.
  @Test func aStaleStoredHintIsProbedAgain() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    let hints = InMemoryRollHintStore()
    let rolls = InMemoryClerkRollStore(now: StoreFixtures.clock(Self.now))
    _ = try await Self.source(clerk, hints: hints, rolls: rolls).latestVotes(limit: 1)
    clerk.server.clearRequests()
    let later = Self.now.addingTimeInterval(ClerkVoteSource.revalidationAge + 60)
    let votes = try await Self.source(clerk, hints: hints, rolls: rolls, at: later)
      .latestVotes(limit: 1)
    #expect(votes.map(\.id) == Self.ids(195...195))
    #expect(Set(clerk.requestedRolls.map(\.roll)) == [195, 196])
  }

  /// Three new rolls: the probes find them and carry their bodies; nothing older is fetched.
  @Test func newRollsAreFetchedOnceAndOlderOnesComeFromTheStore() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    let hints = InMemoryRollHintStore()
    let rolls = InMemoryClerkRollStore(now: StoreFixtures.clock(Self.now))
    _ = try await Self.source(clerk, hints: hints, rolls: rolls).latestVotes(limit: 20)
    await clerk.update { $0.rolls = [2025: 198] }
    clerk.server.clearRequests()
    let votes = try await Self.source(clerk, hints: hints, rolls: rolls).latestVotes(limit: 20)
    #expect(votes.map(\.id) == Self.ids(179...198))
    #expect(clerk.requestedRolls.allSatisfy { $0.roll >= 195 })
    #expect(clerk.requestCount == 5)  // 196 (195 is held), then 197…200 in one round
    let counts = Dictionary(grouping: clerk.requestedRolls, by: \.self).mapValues(\.count)
    #expect(counts.values.allSatisfy { $0 == 1 })
  }

  /// An entry stored more than a week ago is fetched again (and stored anew); one stored six
  /// days ago, or dated in the future, is treated accordingly.
  @Test(arguments: [(-8.0, true), (-6.0, false), (-6.99, false), (2.0, true)])
  func aStoredRollIsRevalidatedAfterAWeek(_ storedDaysAgo: Double, _ refetched: Bool)
    async throws
  {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    let storedAt = Self.now.addingTimeInterval(storedDaysAgo * 86_400)
    var entries: [ClerkRoll: StoredClerkRoll] = [:]
    for roll in 190...194 {
      entries[ClerkRoll(year: 2025, roll: roll)] = StoredClerkRoll(
        vote: try StoreFixtures.vote(roll), storedAt: storedAt)
    }
    let rolls = InMemoryClerkRollStore(entries, now: StoreFixtures.clock(Self.now))
    let source = Self.source(clerk, hints: InMemoryRollHintStore([2025: 195]), rolls: rolls)
    let votes = try await source.latestVotes(limit: 6)
    #expect(votes.map(\.id) == Self.ids(190...195))
    #expect(clerk.requestCount == (refetched ? 2 + 5 : 2))
    let dates = await rolls.entries.filter { $0.key.roll < 195 }.map(\.value.storedAt)
    #expect(dates.allSatisfy { $0 == (refetched ? Self.now : storedAt) })
  }

  @Test func theBypassFetchesEveryRollAgainAndStoresIt() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    let hints = InMemoryRollHintStore([2025: 195])
    let stale = StoreFixtures.day(-1)
    var entries: [ClerkRoll: StoredClerkRoll] = [:]
    for roll in 176...195 {
      entries[ClerkRoll(year: 2025, roll: roll)] = StoredClerkRoll(
        vote: try StoreFixtures.vote(roll), storedAt: stale)
    }
    let rolls = InMemoryClerkRollStore(entries, now: StoreFixtures.clock(Self.now))
    let source = Self.source(clerk, hints: hints, rolls: rolls, readsStoredRolls: false)
    #expect(try await source.latestVotes(limit: 20).map(\.id) == Self.ids(176...195))
    #expect(clerk.requestCount == 2 + 19)
    #expect(await rolls.lookups.isEmpty)
    #expect(await rolls.entries.values.allSatisfy { $0.storedAt == Self.now })
    clerk.server.clearRequests()
    #expect(try await source.vote(year: 2025, roll: 180).id.roll == 180)
    #expect(clerk.requestCount == 1)
  }

  @Test func oneVoteComesFromTheStoreOnceRead() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    let source = Self.source(
      clerk, hints: InMemoryRollHintStore(),
      rolls: InMemoryClerkRollStore(now: StoreFixtures.clock(Self.now)))
    let id = try #require(VoteID("119/1/23"))
    #expect(try await source.vote(id).id == id)
    #expect(try await source.vote(year: 2025, roll: 23).id == id)
    #expect(clerk.requestCount == 1)
  }

  /// A corrupt file among the stored rolls: one warning, one more request, the right list.
  @Test func aCorruptStoredRollIsFetchedAgainWithOneWarning() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    let directory = try StoreFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let warnings = Warnings()
    let rolls = FileClerkRollStore(
      directory: directory, now: StoreFixtures.clock(Self.now), warn: warnings.callback)
    let hints = InMemoryRollHintStore()
    _ = try await Self.source(clerk, hints: hints, rolls: rolls).latestVotes(limit: 10)
    try Data("{\"format\":1,".utf8).write(to: directory.appendingPathComponent("2025-190.json"))
    clerk.server.clearRequests()
    let votes = try await Self.source(clerk, hints: hints, rolls: rolls).latestVotes(limit: 10)
    #expect(votes.map(\.id) == Self.ids(186...195))
    #expect(clerk.requestCount == 1 + 1)
    #expect(clerk.requestedRolls.contains(ClerkRoll(year: 2025, roll: 190)))
    #expect(warnings.lines.count == 1)
    #expect(warnings.lines.first?.hasPrefix("stored roll 2025/190 was corrupt") == true)
    #expect(rolls.storedRolls([ClerkRoll(year: 2025, roll: 190)]).count == 1)
  }

  /// A roll is kept once, as the vote in the roll store: the client's HTTP cache is left
  /// out, so its bodies are not written a second time (nor read instead of the store's).
  @Test func aRollIsStoredOnceNotInTheHTTPCacheToo() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    let directory = try StoreFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = HTTPCache(directory: directory.appendingPathComponent("http"))
    let rolls = FileClerkRollStore(
      directory: directory.appendingPathComponent("rolls"), now: StoreFixtures.clock(Self.now))
    let source = ClerkVoteSource(
      client: clerk.client.with(cache: cache), hintStore: InMemoryRollHintStore([2025: 195]),
      rollStore: rolls, now: StoreFixtures.clock(Self.now))
    #expect(try await source.latestVotes(limit: 3).map(\.id) == Self.ids(193...195))
    #expect(StoreFixtures.names(in: directory) == ["rolls"])
    #expect(StoreFixtures.names(in: directory.appendingPathComponent("rolls")).count == 3)
  }

  /// Writes that fail (a full disk) still leave the votes to print.
  @Test func aFullDiskStillListsTheVotes() async throws {
    let clerk = try ClerkRollServer(rolls: [2025: 195])
    let directory = try StoreFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    let warnings = Warnings()
    let rolls = FileClerkRollStore(
      directory: directory, maxRolls: 400, maxBytes: 4 << 20,
      now: StoreFixtures.clock(Self.now), warn: warnings.callback,
      writeBytes: { _, buffer in write(full, buffer.baseAddress, buffer.count) })
    let votes = try await Self.source(
      clerk, hints: InMemoryRollHintStore([2025: 195]), rolls: rolls
    )
    .latestVotes(limit: 4)
    #expect(votes.map(\.id) == Self.ids(192...195))
    #expect(warnings.lines == ["cannot keep 4 rolls in the cache: No space left on device"])
    #expect(StoreFixtures.names(in: directory).isEmpty)
  }
}
