/// A roll-call vote as the Clerk of the House files it: by calendar year and roll number.
///
/// The Clerk publishes `https://clerk.house.gov/evs/{year}/roll{NNN}.xml`, with the roll
/// zero-padded to three digits; ``path`` is that path relative to the site's root.
public struct ClerkRoll: Sendable, Codable, Hashable, CustomStringConvertible {
  /// The calendar year of the vote, e.g. 2025.
  public var year: Int
  /// The roll-call number within that year.
  public var roll: Int

  /// The years a vote can be in: those of the 1st to the 200th Congress
  /// (``VoteID/congresses``).
  public static let years = 1789...2188

  /// Creates a reference from a year and a roll number.
  public init(year: Int, roll: Int) {
    self.year = year
    self.roll = roll
  }

  /// Reads a Clerk URL or path ending in `evs/{year}/roll{NNN}.xml`, such as congress.gov's
  /// `sourceDataURL`; nil when it has another shape, or a year or roll out of range
  /// (``years``, ``VoteID/rolls``).
  public init?(sourceDataURL: String) {
    let parts = sourceDataURL.split(separator: "/")
    guard parts.count >= 3, parts[parts.count - 3] == "evs",
      let year = parts[parts.count - 2].decimalValue, Self.years.contains(year)
    else { return nil }
    let file = parts[parts.count - 1]
    guard file.hasPrefix("roll"), file.hasSuffix(".xml") else { return nil }
    let digits = file.dropFirst("roll".count).dropLast(".xml".count)
    guard let roll = digits.decimalValue, VoteID.rolls.contains(roll) else { return nil }
    self.init(year: year, roll: roll)
  }

  /// The path of the roll's XML on the Clerk's site, e.g. `evs/2025/roll023.xml`.
  public var path: String {
    let digits = String(roll)
    let padded = String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    return "evs/\(year)/roll\(padded).xml"
  }

  /// The year and roll, e.g. `2025/23`.
  public var description: String { "\(year)/\(roll)" }
}
