import AppCommandLineTestSupport
import Foundation
import Testing
import Timelines
import VotesDomain
import VotesWidget

@testable import VotesApp

/// Issue 10: a server that sends counts near 2^63. The vote never becomes a timeline entry:
/// commands fail with the data error (exit 65, one line naming the field), a widget reload
/// fails and keeps the last good timeline in the store, and the widget still draws.
@Suite struct HostileServerTests {
  struct Source: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    let extra: [String: String]
    /// What the good votes show in the large widget.
    let marker: String
    /// The field the error names.
    let field: String
    var testDescription: String { name }
  }

  static let sources = [
    Source(
      name: "clerk", arguments: ["--source", "clerk"], extra: [:], marker: "Laken Riley Act",
      field: "<yea-total>"),
    Source(
      name: "congress-gov", arguments: ["--source", "congress-gov"],
      extra: ["CONGRESS_API_KEY": "test-key"], marker: "H R 3424", field: "yeaTotal"),
  ]

  @Test(arguments: sources)
  func aHostileReloadFailsWithTheDataErrorAndKeepsTheLastGoodTimeline(_ source: Source)
    async throws
  {
    let server = try HostileServer()
    let app = try InProcessApp.votes()
    func votes(_ arguments: [String]) async -> AppRun {
      await app.votes(source.arguments + arguments, server: server.url, extra: source.extra)
    }
    let good = await votes(["widget", "--family", "large"])
    #expect(good.status == 0)
    #expect(good.stdout.contains(source.marker))
    let stored = try Self.storedVotes(in: app)
    #expect(stored.count == 3)

    server.turnHostile()
    let reload = await votes(["widget", "--family", "large", "--reload"])
    #expect(reload.status == 0)
    #expect(reload.stdout.contains(source.marker), "\(reload.stdout)")
    #expect(reload.stderr.contains(source.field), "\(reload.stderr)")
    #expect(try Self.storedVotes(in: app) == stored)

    let restart = await votes(["widget", "--family", "large"])
    #expect(restart.status == 0)
    #expect(restart.stdout.contains(source.marker))

    // The Clerk's rolls read before stand in for the hostile ones (a roll does not change
    // once published): forget them, as a new cache would, to see the data error.
    try Self.forgetStoredRolls(in: app)
    for command in [["timeline"], ["list"], ["show", "119/1/2"], ["show", "--json", "119/1/2"]] {
      let run = await votes(command)
      #expect(run.status == 65, "\(command): \(run.stderr)")
      #expect(run.stdout.isEmpty, "\(command)")
      #expect(run.stderr.contains(source.field), "\(command): \(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1, "\(command): \(run.stderr)")
    }
    #expect(try Self.storedVotes(in: app) == stored)
  }

  @Test(arguments: sources)
  func aHostileFirstLoadStoresOnlyThePlaceholder(_ source: Source) async throws {
    let server = try HostileServer()
    server.turnHostile()
    let app = try InProcessApp.votes()
    let run = await app.votes(
      source.arguments + ["widget", "--family", "large"], server: server.url,
      extra: source.extra)
    #expect(run.status == 0)
    #expect(run.stdout.contains("One Big Beautiful Bill Act"))
    #expect(run.stderr.contains(source.field), "\(run.stderr)")
    #expect(try Self.storedVotes(in: app) == [Vote.sample])
  }

  /// Removes the Clerk's stored rolls (`clerk/<site>/rolls/` in the cache folder).
  static func forgetStoredRolls(in app: InProcessApp<VotesCommandLine>) throws {
    let clerk = app.cacheDirectory.appendingPathComponent("clerk")
    let sites =
      (try? FileManager.default.contentsOfDirectory(at: clerk, includingPropertiesForKeys: nil))
      ?? []
    for site in sites {
      try FileManager.default.removeItem(at: site.appendingPathComponent("rolls"))
    }
  }

  /// Every vote in every timeline the widget store holds, in entry order.
  static func storedVotes(in app: InProcessApp<VotesCommandLine>) throws -> [Vote] {
    // The timelines are the JSON files at the top; `placed/` holds the placed widgets.
    let files =
      (try? FileManager.default.contentsOfDirectory(
        at: app.stateDirectory, includingPropertiesForKeys: nil)) ?? []
    var votes: [Vote] = []
    for file in files where file.pathExtension == "json" {
      let stored = try JSONDecoder().decode(
        StoredTimeline<VoteEntry>.self, from: Data(contentsOf: file))
      votes += stored.timeline.entries.map(\.vote)
    }
    return votes
  }
}
