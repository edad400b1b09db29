import Foundation
import Testing
import Timelines
import VotesDomain

@testable import VotesWidget

@Suite struct VoteProviderTests {
  static let now = Date(timeIntervalSince1970: 1_795_356_000)  // 2026-11-22 14:00 UTC

  /// `count` distinct votes, newest first: the sample renumbered 195, 194, …
  static func votes(_ count: Int) -> [Vote] {
    (0..<count).map { index in
      var vote = Vote.sample
      vote.id.roll = 195 - index
      return vote
    }
  }

  func context(preview: Bool = false) -> TimelineContext {
    TimelineContext(family: .systemMedium, isPreview: preview, date: Self.now)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let votes: Int
    let rolls: [Int]
    var testDescription: String { "\(votes) votes" }
  }

  @Test(arguments: [
    Case(votes: 4, rolls: [195, 194, 193, 192]),
    Case(votes: 6, rolls: [195, 194, 193, 192]),
    Case(votes: 2, rolls: [195, 194]),
    Case(votes: 1, rolls: [195]),
  ])
  func timelineIsTheNewestVotesFifteenMinutesApartReloadingAfterAnHour(_ test: Case) async throws {
    let source = FakeVoteSource(answer: .votes(Self.votes(test.votes)))
    let timeline = try await VoteProvider(source: source)
      .timeline(for: NoConfiguration(), in: context())
    #expect(timeline.entries.map(\.vote.rollCall) == test.rolls)
    let offsets = timeline.entries.map { $0.date.timeIntervalSince(Self.now) }
    #expect(offsets == Array([0, 900, 1800, 2700].prefix(test.rolls.count)))
    #expect(timeline.policy == .after(Self.now.addingTimeInterval(3600)))
    #expect(await source.calls.limits == [4])
  }

  @Test func noVotesIsThePlaceholderReloadingAfterFifteenMinutes() async throws {
    let timeline = try await VoteProvider(source: FakeVoteSource(answer: .votes([])))
      .timeline(for: NoConfiguration(), in: context())
    #expect(timeline.entries == [VoteEntry(date: Self.now, vote: .sample)])
    #expect(timeline.policy == .after(Self.now.addingTimeInterval(15 * 60)))
  }

  @Test(arguments: [
    VoteError.noRecentVotes(.clerk, searched: "2026 or 2025"),
    .rateLimited(retryAfter: .seconds(30)),
    .invalidClerkXML(ClerkRoll(year: 2026, roll: 3), reason: "the body is empty"),
  ])
  func aFailureThrowsSoTheSchedulerFallsBackAndRetries(_ error: VoteError) async {
    let provider = VoteProvider(source: FakeVoteSource(answer: .failure(error)))
    await #expect(throws: error) {
      try await provider.timeline(for: NoConfiguration(), in: context())
    }
    let fallback = provider.fallback(for: NoConfiguration(), error: error, in: context())
    #expect(fallback == VoteEntry.placeholder(at: Self.now))
  }

  @Test func placeholderIsTheSampleVote() {
    let entry = VoteProvider(source: FakeVoteSource(answer: .votes([])))
      .placeholder(in: context())
    #expect(entry.date == Self.now)
    #expect(entry.vote.displayNumber == "H R 1")
    #expect(entry.vote.result.outcome == .passed)
    #expect(entry.vote.tally.yea == 218 && entry.vote.tally.nay == 214)
  }

  @Test func snapshotIsTheNewestVoteOrTheSample() async {
    let good = await VoteProvider(source: FakeVoteSource(answer: .votes(Self.votes(3))))
      .snapshot(for: NoConfiguration(), in: context())
    #expect(good.vote.rollCall == 195)
    let failing = FakeVoteSource(answer: .failure(.apiKeyMissing))
    let failed = await VoteProvider(source: failing)
      .snapshot(for: NoConfiguration(), in: context())
    #expect(failed == VoteEntry.placeholder(at: Self.now))
    #expect(await failing.calls.limits == [1])
    let empty = await VoteProvider(source: FakeVoteSource(answer: .votes([])))
      .snapshot(for: NoConfiguration(), in: context())
    #expect(empty.vote == .sample)
  }

  @Test func previewSnapshotDoesNoIO() async {
    let source = FakeVoteSource(answer: .votes(Self.votes(4)))
    let entry = await VoteProvider(source: source)
      .snapshot(for: NoConfiguration(), in: context(preview: true))
    #expect(entry.vote == .sample)
    #expect(await source.calls.limits.isEmpty)
  }

  @Test func aSimulatedDayReloadsTwentyFourTimesAndShowsNinetySixEntries() async {
    let clock = ManualWidgetClock(now: Self.now, advancesOnSleep: true)
    let source = FakeVoteSource(answer: .votes(Self.votes(4)))
    let scheduler = TimelineScheduler(
      kind: "votes", provider: VoteProvider(source: source), family: .systemSmall,
      clock: clock, store: InMemoryTimelineStore())
    let end = Self.now.addingTimeInterval(24 * 3600)
    var reloads = 0
    var shown: [Int] = []
    for await update in scheduler.updates() {
      guard update.date < end else { break }
      if case .reloaded = update.reason { reloads += 1 }
      if case .timeline = update.source { shown.append(update.entry.vote.rollCall) }
    }
    #expect(reloads == 24)
    #expect(shown.count == 96)
    #expect(shown.prefix(8) == [195, 194, 193, 192, 195, 194, 193, 192])
    // The 25th fetch is the reload at the end of the day, made before the loop sees its date.
    #expect(await source.calls.limits == Array(repeating: 4, count: 25))
  }

  @Test func entryEncodesAsDateAndVote() throws {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    let data = try encoder.encode(VoteEntry.placeholder(at: Self.now))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(object.keys) == ["date", "vote"])
    #expect(object["date"] as? String == "2026-11-22T14:00:00Z")
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    #expect(try decoder.decode(VoteEntry.self, from: data) == .placeholder(at: Self.now))
  }
}
