import Networking

/// congress.gov's strings bounded where they are decoded: a question or an amendment's author
/// to ``TextLimit/title``, names, codes, numbers and dates to ``TextLimit/name``; a link is
/// kept whole up to ``TextLimit/link`` or dropped, never cut.
extension CongressGovHouseVote {
  private enum CodingKeys: String, CodingKey {
    case congress, sessionNumber, rollCallNumber, identifier, legislationType, legislationNumber
    case legislationUrl, amendmentType, amendmentNumber, amendmentAuthor, result, sourceDataURL
    case startDate, updateDate, url, voteType, voteQuestion, votePartyTotal
  }

  init(from decoder: any Decoder) throws {
    let keys = try decoder.container(keyedBy: CodingKeys.self)
    func name(_ key: CodingKeys) throws -> String? {
      try keys.decodeIfPresent(String.self, forKey: key, limit: .name)
    }
    func link(_ key: CodingKeys) throws -> String? {
      TextLimit.link.fitting(try keys.decodeIfPresent(String.self, forKey: key))
    }
    congress = try keys.decode(Int.self, forKey: .congress)
    sessionNumber = try keys.decode(Int.self, forKey: .sessionNumber)
    rollCallNumber = try keys.decode(Int.self, forKey: .rollCallNumber)
    identifier = try keys.decodeIfPresent(Int.self, forKey: .identifier)
    legislationType = try name(.legislationType)
    legislationNumber = try name(.legislationNumber)
    legislationUrl = try link(.legislationUrl)
    amendmentType = try name(.amendmentType)
    amendmentNumber = try name(.amendmentNumber)
    amendmentAuthor = try keys.decodeIfPresent(String.self, forKey: .amendmentAuthor, limit: .title)
    result = try name(.result)
    sourceDataURL = try link(.sourceDataURL)
    startDate = try name(.startDate)
    updateDate = try name(.updateDate)
    url = try link(.url)
    voteType = try name(.voteType)
    voteQuestion = try keys.decodeIfPresent(String.self, forKey: .voteQuestion, limit: .title)
    votePartyTotal = try keys.decodeIfPresent([CongressGovPartyTotal].self, forKey: .votePartyTotal)
  }
}

extension CongressGovPartyTotal {
  private enum CodingKeys: String, CodingKey {
    case party, voteParty, yeaTotal, nayTotal, presentTotal, notVotingTotal, candidate, total
  }

  init(from decoder: any Decoder) throws {
    let keys = try decoder.container(keyedBy: CodingKeys.self)
    party = try keys.decodeIfPresent(PartyName.self, forKey: .party)
    voteParty = try keys.decodeIfPresent(String.self, forKey: .voteParty, limit: .name)
    yeaTotal = try keys.decodeIfPresent(Int.self, forKey: .yeaTotal)
    nayTotal = try keys.decodeIfPresent(Int.self, forKey: .nayTotal)
    presentTotal = try keys.decodeIfPresent(Int.self, forKey: .presentTotal)
    notVotingTotal = try keys.decodeIfPresent(Int.self, forKey: .notVotingTotal)
    candidate = try keys.decodeIfPresent(String.self, forKey: .candidate, limit: .name)
    total = try keys.decodeIfPresent(Int.self, forKey: .total)
  }
}

extension CongressGovPartyTotal.PartyName {
  private enum CodingKeys: String, CodingKey {
    case name, type
  }

  init(from decoder: any Decoder) throws {
    let keys = try decoder.container(keyedBy: CodingKeys.self)
    name = try keys.decodeIfPresent(String.self, forKey: .name, limit: .name)
    type = try keys.decodeIfPresent(String.self, forKey: .type, limit: .name)
  }
}

extension CongressGovRequestEcho {
  private enum CodingKeys: String, CodingKey {
    case congress, session, contentType, format
  }

  init(from decoder: any Decoder) throws {
    let keys = try decoder.container(keyedBy: CodingKeys.self)
    congress = try keys.decodeIfPresent(String.self, forKey: .congress, limit: .name)
    session = try keys.decodeIfPresent(String.self, forKey: .session, limit: .name)
    contentType = try keys.decodeIfPresent(String.self, forKey: .contentType, limit: .name)
    format = try keys.decodeIfPresent(String.self, forKey: .format, limit: .name)
  }
}

extension CongressGovListResponse.Pagination {
  private enum CodingKeys: String, CodingKey {
    case count, next
  }

  init(from decoder: any Decoder) throws {
    let keys = try decoder.container(keyedBy: CodingKeys.self)
    count = try keys.decodeIfPresent(Int.self, forKey: .count)
    next = TextLimit.link.fitting(try keys.decodeIfPresent(String.self, forKey: .next))
  }
}
