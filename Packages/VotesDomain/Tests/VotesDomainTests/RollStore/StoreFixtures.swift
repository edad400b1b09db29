import Foundation
import VotesTestSupport

@testable import VotesDomain

/// Votes and folders for the roll store's tests.
enum StoreFixtures {
  /// The recorded S 5 roll rewritten as roll `roll` of `year`, parsed.
  static func vote(_ roll: Int, year: Int = 2025) throws -> Vote {
    let template = try Fixture.text("roll-2025-023_S5-passage_yea-nay.xml")
    let clerkRoll = ClerkRoll(year: year, roll: roll)
    let xml = ClerkRollServer.xml(for: clerkRoll, template: template)
    return try ClerkXMLParser.vote(from: Data(xml.utf8), roll: clerkRoll)
  }

  /// A fresh directory under the system's temporary directory.
  static func temporaryDirectory() throws -> URL {
    try RollHintStoreTests.temporaryDirectory()
  }

  /// A fixed instant, `days` after 15 September 2025, 16:00 UTC.
  static func day(_ days: Double) -> Date {
    Date(timeIntervalSince1970: 1_757_952_000 + days * 86_400)
  }

  /// A clock stopped at `date`.
  static func clock(_ date: Date) -> @Sendable () -> Date { { date } }

  /// The names in `directory`, sorted.
  static func names(in directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }
}

/// Lines a store warned, in order, recorded as they come (the store calls back at once).
///
/// `@unchecked Sendable` is safe: every access to the lines holds the lock.
final class Warnings: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []

  var lines: [String] { lock.withLock { recorded } }

  /// A callback that records into this.
  var callback: @Sendable (String) -> Void {
    { line in self.lock.withLock { self.recorded.append(line) } }
  }
}
