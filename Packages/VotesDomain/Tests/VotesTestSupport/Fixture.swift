import Foundation
import VotesDomain

/// The recorded payloads every test target of the package reads: the Clerk's roll-call XML,
/// congress.gov's answers and its error bodies, kept once in `Fixtures/` beside this file.
public enum Fixture {
  /// A fixture that is not in `Fixtures/`.
  public struct Missing: Error, CustomStringConvertible {
    /// The name asked for.
    public let name: String
    /// "no fixture named … in Fixtures/".
    public var description: String { "no fixture named \(name) in Fixtures/" }
  }

  /// A Clerk file's year and roll, as its name gives them.
  public struct ClerkRollName: Equatable, Sendable {
    /// The year, e.g. 2025.
    public let year: Int
    /// The roll, e.g. 23.
    public let roll: Int
  }

  /// The folder holding the payloads.
  public static var directory: URL {
    get throws {
      guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
        throw Missing(name: "(the directory itself)")
      }
      return url
    }
  }

  /// The bytes of the fixture `name`, exactly as recorded.
  public static func data(_ name: String) throws -> Data {
    let url = try directory.appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: url.path) else { throw Missing(name: name) }
    return try Data(contentsOf: url)
  }

  /// The fixture `name` as UTF-8 text.
  public static func text(_ name: String) throws -> String {
    String(decoding: try data(name), as: UTF8.self)
  }

  /// The names of the fixtures ending in `suffix` (e.g. `.xml`), sorted.
  public static func names(withExtension suffix: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(suffix) }
      .sorted()
  }

  /// The Clerk's roll-call files (`roll-YYYY-NNN_….xml`), sorted.
  public static var clerkFiles: [String] {
    get throws { try names(withExtension: ".xml").filter { $0.hasPrefix("roll-") } }
  }

  /// congress.gov's detail answers (`GET_house-vote_C_S_R_….json`), sorted.
  public static let congressGovDetails = [
    "GET_house-vote_119_1_240_bill-suspension.json",
    "GET_house-vote_119_1_245_amendment.json",
    "GET_house-vote_119_1_2_election-of-speaker.json",
  ]

  /// congress.gov's list answer (two votes, unsorted, with pagination).
  public static let congressGovList = "GET_house-vote_119_1_limit-2_list.json"

  /// A Clerk file's year and roll, read from its name: `roll-2025-023_…xml` → 2025/23.
  public static func clerkRoll(_ name: String) -> ClerkRollName? {
    let parts = name.split(separator: "_").first?.split(separator: "-") ?? []
    guard parts.count == 3, let year = Int(parts[1]), let roll = Int(parts[2]) else { return nil }
    return ClerkRollName(year: year, roll: roll)
  }

  /// The roll a Clerk file holds, named after the file; 0/0 for another name.
  public static func roll(for name: String) -> ClerkRoll {
    let parsed = clerkRoll(name)
    return ClerkRoll(year: parsed?.year ?? 0, roll: parsed?.roll ?? 0)
  }
}
