import Foundation
import Timelines
import VotesDomain

/// One moment of the votes widget: a vote shown from `date`. Encoded as
/// `{"date": …, "vote": {…}}` in the timeline store and in `votes timeline --json`.
public struct VoteEntry: TimelineEntry, Hashable {
  /// When the entry starts to show.
  public var date: Date
  /// The vote it shows.
  public var vote: Vote

  /// Creates an entry.
  public init(date: Date, vote: Vote) {
    self.date = date
    self.vote = vote
  }

  /// The placeholder: the sample vote (``VotesDomain/Vote/sample``) from `date`.
  public static func placeholder(at date: Date) -> VoteEntry {
    VoteEntry(date: date, vote: .sample)
  }
}
