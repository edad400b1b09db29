/// One page of congress.gov's vote list, newest roll first.
///
/// A list item has no question and no counts: a source fetches each vote's detail for those.
struct CongressGovVoteList: Sendable, Hashable {
  /// What the list says about one vote.
  struct Entry: Sendable, Hashable {
    let id: VoteID
    /// Where the Clerk files the same vote, read from `sourceDataURL`.
    let clerkRoll: ClerkRoll?
    let result: VoteResult
    let voteType: VoteType
    let legislation: Legislation?
    let time: VoteTime
  }

  /// The page's votes, sorted by roll number, highest first (the API does not sort them).
  let entries: [Entry]
  /// How many votes the whole list holds, across pages.
  let totalCount: Int?
  /// The URL of the next page, absent on the last page.
  let next: String?

  /// Entries sorted newest first: by Congress, session, then roll number, all descending.
  static func sortedByRollDescending(_ entries: [Entry]) -> [Entry] {
    entries.sorted { $0.id > $1.id }
  }
}
