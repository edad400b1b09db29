import VotesDomain

/// A vote source that answers from memory: the votes it holds, or the error it was given.
/// It records the limits it was asked for, so a test can tell whether it was called.
struct FakeVoteSource: VoteSource {
  enum Answer: Sendable {
    case votes([Vote])
    case failure(VotesError)
  }

  let answer: Answer
  let calls = CallLog()

  var service: VoteService { .clerk }

  func latestVotes(limit: Int) async throws(VotesError) -> [Vote] {
    await calls.record(limit)
    switch answer {
    case .votes(let votes): return Array(votes.prefix(max(limit, 0)))
    case .failure(let error): throw error
    }
  }

  func vote(_ id: VoteID) async throws(VotesError) -> Vote {
    throw .voteNotFound(id, service: service)
  }

  func vote(year: Int, roll: Int) async throws(VotesError) -> Vote {
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
