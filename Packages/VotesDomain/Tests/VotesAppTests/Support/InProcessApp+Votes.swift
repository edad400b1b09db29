import AppCommandLineTestSupport
import Foundation

@testable import VotesApp

extension InProcessApp<VotesCommandLine> {
  /// `votes` in state and cache folders of its own, the clock pinned to 2025-07-20 14:00 UTC.
  static func votes() throws -> InProcessApp<VotesCommandLine> {
    try InProcessApp(variables: ["WIDGETS_CLOCK_START": "2025-07-20T14:00:00Z", "TZ": "UTC"])
  }

  /// Runs `votes` with `arguments`, both base URLs (the Clerk's and congress.gov's) set to
  /// `server`, and `extra` on top.
  func votes(_ arguments: [String], server: URL, extra: [String: String] = [:]) async -> AppRun {
    var variables = [
      "VOTES_BASE_URL": server.absoluteString,
      "CONGRESS_BASE_URL": server.absoluteString,
    ]
    variables.merge(extra) { _, new in new }
    return await run(arguments, variables: variables)
  }
}

/// A loopback Clerk and the app run against it, in its own folders, for one test.
struct Harness: Sendable {
  let clerk: ClerkStub
  let app: InProcessApp<VotesCommandLine>

  init(rolls: Int) throws {
    clerk = try ClerkStub(rolls: rolls)
    app = try InProcessApp.votes()
  }

  /// Runs `votes` against the stub Clerk (also the congress.gov base URL).
  func votes(_ arguments: [String], extra: [String: String] = [:]) async -> AppRun {
    await app.votes(arguments, server: clerk.url, extra: extra)
  }
}
