/// The bill or resolution a vote was on, such as `H R 1`, `S 5` or `H RES 488`.
///
/// Procedural entries the Clerk puts in the same field (`QUORUM`, `ADJOURN`, `JOURNAL`,
/// `MOTION`) are not legislation; see ``VoteKind``.
public struct Legislation: Sendable, Codable, Hashable, CustomStringConvertible {
  /// The kind of measure, with congress.gov's code as its raw value.
  public enum MeasureType: String, Sendable, Codable, Hashable, CaseIterable {
    /// A House bill, `H R`.
    case hr = "HR"
    /// A House simple resolution, `H RES`.
    case hres = "HRES"
    /// A House joint resolution, `H J RES`.
    case hjres = "HJRES"
    /// A House concurrent resolution, `H CON RES`.
    case hconres = "HCONRES"
    /// A Senate bill, `S`.
    case s = "S"
    /// A Senate simple resolution, `S RES`.
    case sres = "SRES"
    /// A Senate joint resolution, `S J RES`.
    case sjres = "SJRES"
    /// A Senate concurrent resolution, `S CON RES`.
    case sconres = "SCONRES"

    /// The Clerk's spelling, e.g. `H J RES`.
    public var clerkPrefix: String {
      switch self {
      case .hr: "H R"
      case .hres: "H RES"
      case .hjres: "H J RES"
      case .hconres: "H CON RES"
      case .s: "S"
      case .sres: "S RES"
      case .sjres: "S J RES"
      case .sconres: "S CON RES"
      }
    }
  }

  /// The kind of measure.
  public var type: MeasureType
  /// The measure's number, e.g. 1 for `H R 1`.
  public var number: Int

  /// Creates a reference to a measure.
  public init(type: MeasureType, number: Int) {
    self.type = type
    self.number = number
  }

  /// Reads the Clerk's `legis-num`, e.g. "H R 1", "H J RES 7"; spacing, dots and case are
  /// ignored ("H.R. 1", "hres 488"). Nil for anything that is not a measure and a number,
  /// such as "QUORUM", "ADJOURN", "JOURNAL", "MOTION" or "".
  public init?(clerkNumber: String) {
    let letters = clerkNumber.uppercased().filter { $0.isLetter || $0.isNumber }
    guard let firstDigit = letters.firstIndex(where: \.isNumber) else { return nil }
    self.init(code: String(letters[..<firstDigit]), number: letters[firstDigit...])
  }

  /// Reads congress.gov's `legislationType` and `legislationNumber`, e.g. "HR" and "1".
  public init?(congressGovType type: String, number: String) {
    self.init(code: type.uppercased().filter(\.isLetter), number: number.trimmed)
  }

  private init?(code: String, number: some StringProtocol) {
    guard let type = MeasureType(rawValue: code), let value = number.decimalValue, value > 0 else {
      return nil
    }
    self.init(type: type, number: value)
  }

  /// The Clerk's form, e.g. `H R 1`.
  public var description: String { "\(type.clerkPrefix) \(number)" }
}
