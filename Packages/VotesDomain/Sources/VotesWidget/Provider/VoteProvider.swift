import Foundation
import Timelines
import VotesDomain

/// The votes widget's timeline provider: the newest four votes, one every 15 minutes, and a
/// reload after an hour.
///
/// Fewer than four votes make a shorter timeline (the tutorial's provider never called its
/// completion handler then, and the widget stayed blank); no votes at all make a placeholder
/// timeline that reloads after 15 minutes. A failed fetch throws: the scheduler keeps the last
/// good timeline on screen, else ``fallback(for:error:in:)`` (the placeholder), and retries
/// with backoff (5, 10, 20, then every 30 minutes) while saying why on stderr.
public struct VoteProvider: TimelineProvider {
  /// How many votes a timeline holds.
  public static let voteCount = 4
  /// How far apart the entries are: 15 minutes.
  public static let entrySpacing: TimeInterval = 15 * 60
  /// How long a timeline is good for: one hour.
  public static let reloadInterval: TimeInterval = 60 * 60
  /// When to ask again after a source answered no votes: 15 minutes.
  public static let emptyReloadInterval: TimeInterval = 15 * 60

  private let source: any VoteSource

  /// Creates a provider over a vote source (the Clerk's XML or congress.gov).
  public init(source: any VoteSource) {
    self.source = source
  }

  /// The sample vote; no I/O.
  public func placeholder(in context: Context) -> VoteEntry {
    VoteEntry.placeholder(at: context.date)
  }

  /// The newest vote, or the sample when it cannot be fetched (and in a preview, without I/O).
  public func snapshot(for configuration: NoConfiguration, in context: Context) async -> VoteEntry {
    guard !context.isPreview, let vote = try? await source.latestVotes(limit: 1).first else {
      return placeholder(in: context)
    }
    return VoteEntry(date: context.date, vote: vote)
  }

  /// The newest votes as entries 15 minutes apart from now, newest first; reload after an hour.
  /// No votes: the placeholder, reloading after 15 minutes.
  ///
  /// - Throws: ``VotesDomain/VoteError`` when the votes cannot be fetched.
  public func timeline(for configuration: NoConfiguration, in context: Context) async throws
    -> Timeline<VoteEntry>
  {
    let votes = try await source.latestVotes(limit: Self.voteCount)
    return Self.timeline(of: votes, at: context.date)
  }

  /// The timeline for votes fetched at `now`: at most ``voteCount`` entries
  /// ``entrySpacing`` apart and a reload after ``reloadInterval``; for no votes, the
  /// placeholder and a reload after ``emptyReloadInterval``.
  static func timeline(of votes: [Vote], at now: Date) -> Timeline<VoteEntry> {
    guard !votes.isEmpty else {
      return Timeline(
        entries: [.placeholder(at: now)],
        policy: .after(now.addingTimeInterval(emptyReloadInterval)))
    }
    let entries = votes.prefix(voteCount).enumerated().map { index, vote in
      VoteEntry(date: now.addingTimeInterval(Double(index) * entrySpacing), vote: vote)
    }
    return Timeline(entries: entries, policy: .after(now.addingTimeInterval(reloadInterval)))
  }
}
