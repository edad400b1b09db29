import AppCommandLine
import Foundation

@testable import VotesApp

/// One run of the votes app in process: its exit status and what it wrote to each stream.
struct AppRun: Sendable {
  var status: Int32
  var stdout: String
  var stderr: String

  /// Runs `votes` with `arguments`, the base URLs set to `server` (when given), state and cache
  /// in `scratch`, the clock pinned to 2025-07-20 14:00 UTC, and no terminal.
  static func votes(
    _ arguments: [String], server: URL?, scratch: URL, extra: [String: String] = [:]
  ) async -> AppRun {
    var variables = [
      "VOTES_STATE_DIR": scratch.appendingPathComponent("state").path,
      "VOTES_CACHE_DIR": scratch.appendingPathComponent("cache").path,
      "WIDGETS_CLOCK_START": "2025-07-20T14:00:00Z",
      "TZ": "UTC",
    ]
    if let server {
      variables["VOTES_BASE_URL"] = server.absoluteString
      variables["CONGRESS_BASE_URL"] = server.absoluteString
    }
    variables.merge(extra) { _, new in new }
    let out = OutputBuffer()
    let err = OutputBuffer()
    let status = await VotesApp.main(
      arguments: arguments,
      environment: AppEnvironment(app: "votes", variables: variables, stdoutIsTerminal: false),
      console: Console(out: { out.append($0) }, err: { err.append($0) }))
    return AppRun(status: status, stdout: out.text, stderr: err.text)
  }
}

/// Text a console wrote; `@unchecked Sendable` is safe: every access holds the lock.
final class OutputBuffer: @unchecked Sendable {
  private let lock = NSLock()
  private var buffer = ""

  var text: String { lock.withLock { buffer } }

  func append(_ text: String) {
    lock.withLock { buffer += text }
  }
}

/// A fresh folder for one test's state and cache, removed afterwards.
final class Scratch: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("votes-app-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}

/// A loopback Clerk and a scratch folder for one test, and the app run against them.
struct Harness: Sendable {
  let clerk: ClerkStub
  let scratch: Scratch

  init(rolls: Int) throws {
    clerk = try ClerkStub(rolls: rolls)
    scratch = try Scratch()
  }

  /// Runs `votes` against the stub Clerk (also the congress.gov base URL).
  func votes(_ arguments: [String], extra: [String: String] = [:]) async -> AppRun {
    await AppRun.votes(arguments, server: clerk.url, scratch: scratch.url, extra: extra)
  }
}
