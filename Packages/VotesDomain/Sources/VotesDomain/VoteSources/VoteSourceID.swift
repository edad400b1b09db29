import Foundation

/// Which of the two public sources of House roll-call votes: the Clerk's XML or congress.gov.
///
/// The raw value is the name a command line takes (`--source clerk`, `--source congress-gov`);
/// the description is the site a person knows (`clerk.house.gov`, `congress.gov`).
public enum VoteSourceID: String, Sendable, Codable, Hashable, CaseIterable,
  CustomStringConvertible
{
  /// The Clerk of the House's roll-call XML: no key, no list endpoint.
  case clerk = "clerk"
  /// congress.gov's API v3: a list endpoint and details, with an API key.
  case congressGov = "congress-gov"

  /// The site's name, e.g. "clerk.house.gov".
  public var description: String {
    switch self {
    case .clerk: "clerk.house.gov"
    case .congressGov: "congress.gov"
    }
  }

  /// Where the source answers: `https://clerk.house.gov` or `https://api.congress.gov`.
  public var defaultBaseURL: URL {
    switch self {
    case .clerk: URL(string: "https://clerk.house.gov")!  // a valid literal
    case .congressGov: URL(string: "https://api.congress.gov")!  // a valid literal
    }
  }

  /// What a person can do instead when this source fails.
  var alternative: String {
    switch self {
    case .clerk: "or set CONGRESS_API_KEY to use congress.gov"
    case .congressGov: "or use the Clerk's XML"
    }
  }
}
