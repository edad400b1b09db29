/// One House vote as congress.gov's API v3 writes it, key for key.
///
/// The list (`/house-vote/{congress}/{session}`) and the detail
/// (`/house-vote/{congress}/{session}/{roll}`) share these keys; `url` is only in the list,
/// `votePartyTotal` and `voteQuestion` only in the detail. The amendment keys appear when the
/// vote was on a House amendment, the legislation keys when it was on a measure (a Speaker
/// election has neither). Its strings are bounded where they are decoded
/// (`CongressGovHouseVote+Decoding.swift`).
struct CongressGovHouseVote: Decodable, Sendable {
  let congress: Int
  let sessionNumber: Int
  let rollCallNumber: Int
  /// Congress, session, year and roll run together, e.g. 11912025240.
  let identifier: Int?
  let legislationType: String?
  let legislationNumber: String?
  let legislationUrl: String?
  let amendmentType: String?
  let amendmentNumber: String?
  let amendmentAuthor: String?
  let result: String?
  /// The Clerk's XML for the same vote, e.g. `https://clerk.house.gov/evs/2025/roll240.xml`.
  let sourceDataURL: String?
  /// ISO 8601 with an offset, e.g. `2025-09-08T18:56:00-04:00`.
  let startDate: String?
  let updateDate: String?
  let url: String?
  /// e.g. "2/3 Yea-And-Nay", "Yea-and-Nay", "Recorded Vote", "Quorum".
  let voteType: String?
  let voteQuestion: String?
  let votePartyTotal: [CongressGovPartyTotal]?
}

/// One `votePartyTotal` item: a party's counts, or for a Speaker election a candidate's total.
struct CongressGovPartyTotal: Decodable, Sendable {
  /// `{"name": "Democrat", "type": "D"}`.
  struct PartyName: Decodable, Sendable {
    let name: String?
    let type: String?
  }

  let party: PartyName?
  /// The party's code again, e.g. "D".
  let voteParty: String?
  let yeaTotal: Int?
  let nayTotal: Int?
  let presentTotal: Int?
  let notVotingTotal: Int?
  /// In a Speaker election, the candidate, e.g. "Johnson (LA)".
  let candidate: String?
  /// In a Speaker election, the candidate's votes.
  let total: Int?
}

/// The `request` object congress.gov echoes in every answer; its values are strings.
struct CongressGovRequestEcho: Decodable, Sendable {
  let congress: String?
  let session: String?
  let contentType: String?
  let format: String?
}

/// The list answer: `{houseRollCallVotes, pagination, request}`.
struct CongressGovListResponse: Decodable, Sendable {
  /// `{count, next}`; `next` is the URL of the following page, absent on the last.
  struct Pagination: Decodable, Sendable {
    let count: Int?
    let next: String?
  }

  let houseRollCallVotes: [CongressGovHouseVote]
  let pagination: Pagination?
  let request: CongressGovRequestEcho?
}

/// The detail answer: `{houseRollCallVote, request}`.
struct CongressGovDetailResponse: Decodable, Sendable {
  let houseRollCallVote: CongressGovHouseVote
  let request: CongressGovRequestEcho?
}
