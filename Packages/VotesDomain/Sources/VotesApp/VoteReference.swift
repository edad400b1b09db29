import AppCommandLine
import TextRendering
import VotesDomain
import WidgetHost

/// The vote `votes show` names: `CONGRESS/SESSION/ROLL` (`119/1/23`) or the Clerk's
/// `YEAR/ROLL` (`2025/23`).
enum VoteReference: Hashable, CustomStringConvertible {
  /// A Congress, session and roll.
  case id(VoteID)
  /// A calendar year and roll, as the Clerk files them.
  case clerk(year: Int, roll: Int)

  /// The Congresses a reference may name, as `votes://` links allow.
  static let congresses = VoteID.congresses
  /// The years a reference may name: the first Congress to the link's last.
  static let years = ClerkRoll.years
  /// The roll numbers a reference may name.
  static let rolls = VoteID.rolls

  /// The forms, for error messages.
  static let expectedForms = "CONGRESS/SESSION/ROLL such as 119/1/23, or YEAR/ROLL such as 2025/23"

  /// Reads `119/1/23` or `2025/23`.
  /// - Throws: ``AppCommandLine/CommandFailure`` (usage) naming the expected forms.
  init(parsing text: String) throws(CommandFailure) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { part -> Int? in
      guard !part.isEmpty, part.count <= 5, part.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        return nil
      }
      return Int(part)
    }
    switch (parts.count, numbers.count) {
    case (3, 3)
    where Self.congresses.contains(numbers[0]) && VoteID.sessions.contains(numbers[1])
      && Self.rolls.contains(numbers[2]):
      self = .id(VoteID(congress: numbers[0], session: numbers[1], roll: numbers[2]))
    case (2, 2) where Self.years.contains(numbers[0]) && Self.rolls.contains(numbers[1]):
      self = .clerk(year: numbers[0], roll: numbers[1])
    default:
      throw .usage("expected \(Self.expectedForms), got '\(ParsedArguments.quoted(text))'")
    }
  }

  /// `119/1/23` or `2025/23`.
  var description: String {
    switch self {
    case .id(let id): id.description
    case .clerk(let year, let roll): "\(year)/\(roll)"
    }
  }

  /// The vote, from a source.
  func vote(from source: any VoteSource) async throws(VoteError) -> Vote {
    switch self {
    case .id(let id): try await source.vote(id)
    case .clerk(let year, let roll): try await source.vote(year: year, roll: roll)
    }
  }
}
