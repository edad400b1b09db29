/// A political party, named the way the Clerk names it.
///
/// Sources disagree on spelling: congress.gov says "Democrat" where the Clerk says
/// "Democratic", and member records use one-letter codes. ``init(_:)`` folds these together,
/// so parties compare equal across sources. Parties sort Republican, Democratic, Independent,
/// then any other party by name.
public struct Party: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The party's name, e.g. "Democratic".
  public let name: String

  /// The Republican Party.
  public static let republican = Party(canonicalName: "Republican")
  /// The Democratic Party (congress.gov's "Democrat").
  public static let democratic = Party(canonicalName: "Democratic")
  /// Independent members.
  public static let independent = Party(canonicalName: "Independent")

  private static let wellKnown: [Party] = [.republican, .democratic, .independent]

  private init(canonicalName: String) {
    name = canonicalName
  }

  /// Creates a party from a published name or code: "Republican"/"R", "Democratic"/"Democrat"/"D"
  /// and "Independent"/"I" become the well-known parties (case-insensitively); any other name is
  /// kept as published, trimmed.
  public init(_ published: String) {
    let name = published.trimmed
    switch name.lowercased() {
    case "republican", "r", "rep": self = .republican
    case "democratic", "democrat", "d", "dem": self = .democratic
    case "independent", "i", "ind": self = .independent
    default: self.init(canonicalName: name)
    }
  }

  /// The party's one-letter code for the three well-known parties ("R", "D", "I"); nil otherwise.
  public var code: String? {
    Self.wellKnown.contains(self) ? String(name.prefix(1)) : nil
  }

  /// The party's name.
  public var description: String { name }

  private var rank: Int { Self.wellKnown.firstIndex(of: self) ?? Self.wellKnown.count }

  /// The display order: Republican, Democratic, Independent, then others by name.
  public static func < (lhs: Party, rhs: Party) -> Bool {
    (lhs.rank, lhs.name) < (rhs.rank, rhs.name)
  }

  /// Decodes a party from its name, normalising it as ``init(_:)`` does.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the party as its name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
