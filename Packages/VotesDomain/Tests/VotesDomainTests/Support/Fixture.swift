import Foundation

@testable import VotesDomain

/// Recorded payloads copied from the shared API samples into `Fixtures/`.
enum Fixture {
  struct Missing: Error, CustomStringConvertible {
    let name: String
    var description: String { "no fixture named \(name) in Fixtures/" }
  }

  static var directory: URL {
    get throws {
      guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
        throw Missing(name: "(the directory itself)")
      }
      return url
    }
  }

  static func data(_ name: String) throws -> Data {
    let url = try directory.appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: url.path) else { throw Missing(name: name) }
    return try Data(contentsOf: url)
  }

  static func text(_ name: String) throws -> String {
    String(decoding: try data(name), as: UTF8.self)
  }

  static func names(withExtension suffix: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(suffix) }
      .sorted()
  }

  /// A Clerk file's year and roll, read from its name: `roll-2025-023_…xml` → 2025/23.
  static func clerkRoll(_ name: String) -> ClerkRollName? {
    let parts = name.split(separator: "_").first?.split(separator: "-") ?? []
    guard parts.count == 3, let year = Int(parts[1]), let roll = Int(parts[2]) else { return nil }
    return ClerkRollName(year: year, roll: roll)
  }

  struct ClerkRollName: Equatable {
    let year: Int
    let roll: Int
  }
}

extension Date {
  /// A fixed instant written in ISO 8601, for expectations; nil when the text is not one.
  static func iso(_ text: String) -> Date? {
    try? Date(text, strategy: .iso8601)
  }
}

/// The error a parse throws, or nil when it succeeds.
func thrownError<T>(_ body: () throws(VotesError) -> T) -> VotesError? {
  do {
    _ = try body()
    return nil
  } catch {
    return error
  }
}
