/// Identifies a House roll-call vote: the Congress, its session and the roll number.
///
/// Roll numbers restart with every session, so all three parts are needed. The text form is
/// `congress/session/roll`, e.g. `119/1/23`, and round-trips through ``init(_:)``.
public struct VoteID: Sendable, Codable, Hashable, Comparable, LosslessStringConvertible {
  /// The Congress, e.g. 119.
  public var congress: Int
  /// The session of that Congress: 1 or 2.
  public var session: Int
  /// The roll-call number within the session.
  public var roll: Int

  /// The Congresses a vote can belong to: the 1st (1789) to the 200th (2187–2188), as far as
  /// `votes://` links go.
  public static let congresses = 1...200
  /// A Congress's sessions: 1 or 2.
  public static let sessions = 1...2
  /// The roll numbers a session can reach; the House has never held more than ~1,200 roll
  /// calls in a year.
  public static let rolls = 1...9_999

  /// Whether the Congress, session and roll are all in their ranges (``congresses``,
  /// ``sessions``, ``rolls``): what a `votes://` link can name and a source can look up.
  public var isInRange: Bool {
    Self.congresses.contains(congress) && Self.sessions.contains(session)
      && Self.rolls.contains(roll)
  }

  /// Creates an identifier from its three parts.
  public init(congress: Int, session: Int, roll: Int) {
    self.congress = congress
    self.session = session
    self.roll = roll
  }

  /// Reads the text form `congress/session/roll`, e.g. `119/1/23`; nil for anything else.
  public init?(_ description: String) {
    let parts = description.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3 else { return nil }
    let numbers = parts.compactMap(\.decimalValue)
    guard numbers.count == 3, numbers.allSatisfy({ $0 > 0 }) else { return nil }
    self.init(congress: numbers[0], session: numbers[1], roll: numbers[2])
  }

  /// The text form, e.g. `119/1/23`.
  public var description: String { "\(congress)/\(session)/\(roll)" }

  /// Orders by Congress, then session, then roll number: older votes first.
  public static func < (lhs: VoteID, rhs: VoteID) -> Bool {
    (lhs.congress, lhs.session, lhs.roll) < (rhs.congress, rhs.session, rhs.roll)
  }
}
