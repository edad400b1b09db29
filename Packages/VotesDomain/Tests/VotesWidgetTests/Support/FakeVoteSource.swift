import VotesDomain

/// A vote source that answers from memory: the votes it holds, or the error it was given.
/// It records the limits it was asked for, so a test can tell whether it was called.
struct FakeVoteSource: VoteSource {
  enum Answer: Sendable {
    case votes([Vote])
    case failure(VoteError)
  }

  let answer: Answer
  let calls = CallLog()

  var id: VoteSourceID { .clerk }

  func latestVotes(limit: Int) async throws(VoteError) -> [Vote] {
    await calls.record(limit)
    switch answer {
    case .votes(let votes): return Array(votes.prefix(max(limit, 0)))
    case .failure(let error): throw error
    }
  }

  func vote(_ id: VoteID) async throws(VoteError) -> Vote {
    throw .voteNotFound(id, source: self.id)
  }

  func vote(year: Int, roll: Int) async throws(VoteError) -> Vote {
    throw .clerkRollNotFound(ClerkRoll(year: year, roll: roll))
  }
}

/// The limits a fake source was asked for, in order.
actor CallLog {
  private(set) var limits: [Int] = []

  func record(_ limit: Int) {
    limits.append(limit)
  }
}
