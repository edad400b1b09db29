import Foundation
import Networking

extension ClerkVoteSource {
  /// The year's highest roll, searched from the remembered hint (else from a
  /// ``RollEstimate`` by the date and the previous year's hint), which is then updated; and
  /// the fresh stored votes of the `wanted` rolls up to the hint, which the search holds
  /// (they exist: no request) and the caller uses (no fetch).
  func discover(year: Int, wanted: Int) async throws(VoteError)
    -> (found: RollDiscovery.Found, stored: [ClerkRoll: Vote])
  {
    let hint = await hintStore.highestRoll(year: year)
    var estimate: Int?
    var stored: [ClerkRoll: Vote] = [:]
    if let hint, VoteID.rolls.contains(hint) {
      let oldest = max(1, hint - max(1, wanted) + 1)
      stored = await freshStoredVotes((oldest...hint).map { ClerkRoll(year: year, roll: $0) })
    } else {
      let previous = await hintStore.highestRoll(year: year - 1)
      estimate = RollEstimate.rolls(year: year, at: now(), previousYearCount: previous)
    }
    var discovery = RollDiscovery { [self] (roll: Int) async throws(VoteError) in
      try await probe(ClerkRoll(year: year, roll: roll))
    }
    discovery.held = Set(stored.keys.map(\.roll))
    let found = try await discovery.highestRoll(hint: hint, estimate: estimate)
    if found.highest > 0, found.highest != hint {
      await hintStore.setHighestRoll(found.highest, year: year)
    }
    return (found, stored)
  }

  /// Fetches one roll: its vote (or why it cannot be read), or `.missing` for the Clerk's 404.
  ///
  /// - Throws: ``VoteError/network(_:_:)`` for any other failure.
  func probe(_ roll: ClerkRoll) async throws(VoteError) -> RollDiscovery.Outcome {
    switch await client.response(endpoint(roll)) {
    case .success(let response): return Self.outcome(of: response, roll: roll)
    case .failure(let error): return try Self.outcome(of: error, roll: roll)
    }
  }

  /// The votes of `rolls` (newest first) in `year`, in that order: `probed` outcomes, then
  /// `stored` votes (fresh ones the caller looked up) and the other fresh stored ones, then
  /// the rest fetched at most ``maxConcurrentFetches`` at a time, each read as it arrives
  /// (``ConcurrentProbes``). Missing rolls are left out; unreadable ones are failures. Every
  /// vote read from the Clerk (the probes' too) is stored.
  ///
  /// - Throws: ``VoteError/network(_:_:)`` for the first roll that could not be fetched.
  func fetchVotes(
    year: Int, rolls: [Int], probed: [Int: RollDiscovery.Outcome],
    stored known: [ClerkRoll: Vote] = [:]
  ) async throws(VoteError) -> [Result<Vote, VoteError>] {
    let unprobed = rolls.filter { probed[$0] == nil }.map { ClerkRoll(year: year, roll: $0) }
    var stored = known.filter { unprobed.contains($0.key) }
    stored.merge(await freshStoredVotes(unprobed.filter { known[$0] == nil })) { old, _ in old }
    let unfetched = unprobed.filter { stored[$0] == nil }
    let answers = await ConcurrentProbes.run(unfetched, maxConcurrent: Self.maxConcurrentFetches) {
      [self] (roll: ClerkRoll) async throws(VoteError) in try await probe(roll)
    }
    var outcomes = probed
    var failure: VoteError?
    for (roll, answer) in zip(unfetched, answers) {
      switch answer {
      case .success(let outcome): outcomes[roll.roll] = outcome
      case .failure(let error): failure = failure ?? error
      }
    }
    var read: [ClerkRoll: Vote] = [:]
    for (roll, outcome) in outcomes {
      if case .exists(.success(let vote)) = outcome {
        read[ClerkRoll(year: year, roll: roll)] = vote
      }
    }
    await rollStore.store(read)
    if let failure { throw failure }
    for (roll, vote) in stored { outcomes[roll.roll] = .exists(.success(vote)) }
    return rolls.compactMap { roll in
      if case .exists(let result) = outcomes[roll] { result } else { nil }
    }
  }

  /// The stored votes of `rolls` younger than ``revalidationAge``; none when
  /// ``readsStoredRolls`` is off.
  func freshStoredVotes(_ rolls: [ClerkRoll]) async -> [ClerkRoll: Vote] {
    guard readsStoredRolls, !rolls.isEmpty else { return [:] }
    let date = now()
    return await rollStore.storedRolls(rolls).compactMapValues { entry in
      entry.isFresh(at: date, maximumAge: Self.revalidationAge) ? entry.vote : nil
    }
  }

  /// The request for a roll's XML.
  func endpoint(_ roll: ClerkRoll) -> Endpoint {
    Endpoint(roll.path, headers: ["Accept": "application/xml, text/xml;q=0.9, */*;q=0.5"])
  }

  /// What a body says: vote XML, the Clerk's HTML 404 page, or something unreadable.
  static func outcome(of response: HTTPResponse, roll: ClerkRoll) -> RollDiscovery.Outcome {
    do throws(VoteError) {
      return .exists(.success(try ClerkXMLParser.vote(from: response.body, roll: roll)))
    } catch let error where error.isNotFound {
      return .missing
    } catch {
      return .exists(.failure(error))
    }
  }

  /// What a failure says: HTTP 404 is a missing roll; anything else is thrown.
  static func outcome(of error: NetworkError, roll: ClerkRoll) throws(VoteError)
    -> RollDiscovery.Outcome
  {
    if error.code == .httpStatus && error.status == 404 { return .missing }
    throw .network(.clerk, error)
  }
}
