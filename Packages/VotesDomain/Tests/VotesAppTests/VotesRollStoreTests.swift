import AppCommandLine
import AppCommandLineTestSupport
import Foundation
import Testing
import VotesDomain
import WidgetHost

@testable import VotesApp

/// The Clerk's rolls kept in the cache folder between runs of the app.
@Suite struct VotesRollStoreTests {
  let harness: Harness

  init() throws { harness = try Harness(rolls: 12) }

  /// Requests the stub Clerk saw during `body`.
  func requests(_ body: () async throws -> Void) async rethrows -> [String] {
    harness.clerk.server.clearRequests()
    try await body()
    return harness.clerk.paths
  }

  /// `list` in this harness's folders with `options` given as parsed (as `--no-cache` will
  /// be once the command declares it).
  func list(options: [String: [String]]) async throws -> String {
    let output = CapturedConsole()
    var variables = harness.app.variables
    variables["VOTES_BASE_URL"] = harness.clerk.url.absoluteString
    let app = VotesCommandLine(
      context: CommandContext(
        environment: AppEnvironment(app: "votes", variables: variables, stdoutIsTerminal: false),
        console: output.console,
        arguments: ParsedArguments(command: "list", options: options)))
    try await app.list()
    return output.stdout
  }

  @Test func aSecondListAsksOnlyForTheRollAfterTheNewest() async {
    let first = await harness.votes(["list", "--limit", "5"])
    #expect(first.status == 0)
    var second: AppRun?
    let paths = await requests { second = await harness.votes(["list", "--limit", "5"]) }
    #expect(paths == ["/evs/2025/roll013.xml"])
    #expect(second?.stdout == first.stdout)
    #expect(second?.stderr.isEmpty == true)
  }

  @Test func noCacheFetchesEveryRollAgain() async throws {
    #expect(await harness.votes(["list", "--limit", "3"]).status == 0)
    var stdout = ""
    let bypassed = try await requests {
      stdout = try await list(options: ["limit": ["3"], "no-cache": [""]])
    }
    #expect(bypassed.count == 2 + 2)  // the probes of 12 and 13, then 11 and 10
    #expect(stdout.hasPrefix("119/1/12"))
    let stored = try await requests { _ = try await list(options: ["limit": ["3"]]) }
    #expect(stored == ["/evs/2025/roll013.xml"])
  }

  @Test func widgetReloadFetchesEveryRollAgain() async {
    #expect(await harness.votes(["timeline"]).status == 0)
    let again = await requests { #expect(await harness.votes(["timeline"]).status == 0) }
    #expect(again == ["/evs/2025/roll013.xml"])
    let reload = await requests {
      #expect(await harness.votes(["widget", "--reload"]).status == 0)
    }
    #expect(reload.count == 2 + 3)  // the probes of 12 and 13, then 11, 10 and 9
  }

  @Test func aCorruptStoredRollIsOneWarningLine() async throws {
    #expect(await harness.votes(["list", "--limit", "3"]).status == 0)
    let folder = FileClerkRollStore.cacheFolder(
      for: harness.clerk.url, in: harness.app.cacheDirectory)
    let file = folder.appendingPathComponent("rolls/2025-11.json")
    #expect(FileManager.default.fileExists(atPath: file.path))
    try Data("{\"format\":1,\"ro".utf8).write(to: file)
    let run = await harness.votes(["list", "--limit", "3"])
    #expect(run.status == 0)
    #expect(run.stdout.split(separator: "\n").count == 3)
    #expect(
      run.stderr
        == "votes: warning: stored roll 2025/11 was corrupt, truncated or from another version; "
        + "fetching it again\n")
  }

  @Test func aFixtureServersRollsAreKeptApartFromAnothers() async throws {
    #expect(await harness.votes(["list", "--limit", "2"]).status == 0)
    let other = try ClerkStub(rolls: 5)
    let run = await harness.app.votes(["list", "--limit", "2"], server: other.url)
    #expect(run.stdout.hasPrefix("119/1/5"))
    let clerk = harness.app.cacheDirectory.appendingPathComponent("clerk")
    let sites = try FileManager.default.contentsOfDirectory(atPath: clerk.path)
    #expect(sites.count == 2)
  }
}
