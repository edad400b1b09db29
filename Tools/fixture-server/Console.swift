import FixtureServerCore
import Foundation
import NetworkingTestSupport

/// Writes whole lines straight to stdout and stderr (unbuffered, so the base URL reaches a
/// parent process reading the pipe at once).
enum Console {
  /// Writes `line` and a newline to stdout.
  static func output(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Writes `line` and a newline to stderr.
  static func error(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// `GET /todos/1 -> 200 (83 bytes)`, plus the faults injected, for the request log.
  static func logLine(_ request: RecordedRequest, _ response: ScriptedResponse, _ plan: FaultPlan)
    -> String
  {
    var line =
      "\(request.method) \(request.target) -> \(response.status) (\(response.body.count) bytes)"
    if let kind = plan.kind { line += " fault=\(kind.rawValue)" }
    if let delay = plan.delay { line += " delay=\(delay)" }
    return line
  }
}

/// Where the fixtures are, and what year it is for the Clerk's rolls.
enum FixtureLocation {
  /// `override` if given; else the `Fixtures` resource copied next to the executable by
  /// SwiftPM (`…_fixture-server.resources`); else the source checkout's
  /// `Tools/fixture-server/Fixtures`. Looked up by hand rather than through `Bundle.module`,
  /// whose accessor traps when the bundle is missing.
  static func directory(override: String?) throws(FixtureServerError) -> URL {
    if let override { return URL(fileURLWithPath: override) }
    let executableDirectory = Bundle.main.bundleURL
    let bundles =
      (try? FileManager.default.contentsOfDirectory(atPath: executableDirectory.path)) ?? []
    let candidates =
      bundles.filter {
        $0.hasSuffix("_fixture-server.resources") || $0.hasSuffix("_fixture-server.bundle")
      }
      .map { executableDirectory.appendingPathComponent($0).appendingPathComponent("Fixtures") }
      + [
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
          "Fixtures")
      ]
    guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) })
    else { throw .missingFixture(path: "Fixtures") }
    return found
  }

  /// This year in Washington, D.C., where the Clerk numbers the rolls.
  static func currentYear(now: Date = Date()) -> Int {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/New_York") ?? .current
    return calendar.component(.year, from: now)
  }
}
