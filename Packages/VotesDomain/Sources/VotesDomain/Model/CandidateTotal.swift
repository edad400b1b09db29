/// One candidate's votes in an election of the Speaker.
public struct CandidateTotal: Sendable, Codable, Hashable {
  /// The candidate as published, e.g. "Johnson (LA)".
  public var name: String
  /// Members who voted for the candidate.
  public var total: Int

  /// Creates a candidate's total.
  public init(name: String, total: Int) {
    self.name = name
    self.total = total
  }

  /// The candidates with the most votes first; ties keep their published order.
  static func ranked(_ candidates: [CandidateTotal]) -> [CandidateTotal] {
    candidates.enumerated()
      .sorted { ($1.element.total, $0.offset) < ($0.element.total, $1.offset) }
      .map(\.element)
  }
}
