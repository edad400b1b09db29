import Foundation
import Testing

/// What `votes list --limit 20` asks the Clerk (the fixture server, rolls 1…195 of 2026) and
/// keeps, run after run in fresh folders: cold, the search for the year's last roll and the
/// rolls it did not bring; warm, the one roll that would be new; every body read once and
/// kept once, as the vote in the roll store.
@Suite(.serialized) struct VotesListRequestTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer(["--clerk-year", "2026"])
    scratch = try ScratchDirectory()
  }

  /// The newest 20 rolls and the one after them, which the list cannot do without.
  static let needed = Set((176...196).map(path))

  /// The fixture server's path of roll `roll` of 2026.
  static func path(_ roll: Int) -> String {
    "/evs/2026/roll\(String(format: "%03d", roll)).xml"
  }

  /// Runs `votes` with `arguments` and returns the run with the requests it made, by path.
  func counting(_ arguments: [String]) throws -> (run: CommandRun, requests: [String: Int]) {
    let before = try server.requestCounts().byPath
    let run = try AppUnderTest.votes.run(
      arguments, baseURL: server.url.absoluteString, scratch: scratch)
    var made = try server.requestCounts().byPath
    for (path, count) in before { made[path, default: 0] -= count }
    return (run, made.filter { $0.value != 0 })
  }

  /// The files below the cache folder, by path.
  func cacheFiles() -> [String] {
    scratch.files().map(\.path).filter { $0.hasPrefix("cache/") }
  }

  /// Cold, on the tests' clock (22 November, so the search starts from an estimate of 446
  /// rolls): roll 1 and three rolls around the estimate, then four rounds of narrowing, find
  /// roll 195 in 15 probes, two of them (181, 195) among the newest 20; the other 18 are
  /// fetched. The 12 requests beyond the 21 the list needs are the price of not knowing where
  /// the year ends: the Clerk publishes no list of rolls (RollDiscovery's documentation).
  /// Then a warm run asks for roll 196 alone.
  @Test func aColdListSearchesOnceAndAWarmOneAsksForTheNextRollAlone() throws {
    let (cold, made) = try counting(["list", "--limit", "20"])
    #expect(cold.status == 0)
    #expect(cold.stdout.split(separator: "\n").count == 20)
    #expect(cold.stdout.hasPrefix("119/2/195 "))
    #expect(made.values.allSatisfy { $0 == 1 }, "a roll was asked for twice: \(made)")
    #expect(Self.needed.isSubset(of: made.keys))
    let beyond = Set(made.keys).subtracting(Self.needed)
    #expect(beyond.count == 12, "probes outside the newest rolls: \(beyond.sorted())")
    #expect(made.values.reduce(0, +) == 33)

    let (warm, again) = try counting(["list", "--limit", "20"])
    #expect(warm.status == 0)
    #expect(warm.stdout == cold.stdout)
    #expect(warm.stderr.isEmpty)
    #expect(again == [Self.path(196): 1], "the store holds 176…195, roll 195 among them")
  }

  /// A roll's body is kept once, as the vote in the roll store (one small file per roll
  /// read), never in the HTTP cache too; `--no-cache` still asks for every roll again.
  @Test func aRollIsKeptOnceAndNoCacheStillFetchesEveryRoll() throws {
    let (cold, made) = try counting(["list", "--limit", "20"])
    #expect(cold.status == 0)
    let files = cacheFiles()
    #expect(files.filter { $0.hasSuffix(".cache") }.isEmpty, "HTTP cache entries: \(files)")
    let rolls = files.filter { $0.contains("/rolls/2026-") && $0.hasSuffix(".json") }
    let read = Set((1...195).map(Self.path)).intersection(made.keys)
    #expect(rolls.count == read.count, "one entry per roll read: \(rolls.sorted())")
    let (reread, all) = try counting(["list", "--limit", "20", "--no-cache"])
    #expect(reread.status == 0)
    #expect(reread.stdout == cold.stdout)
    #expect(Self.needed.isSubset(of: all.keys), "--no-cache fetches every roll again")
    #expect(all.values.reduce(0, +) == 21)
    #expect(cacheFiles().filter { $0.hasSuffix(".cache") }.isEmpty)
  }
}
