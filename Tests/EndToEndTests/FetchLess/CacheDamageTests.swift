import Foundation
import Testing

/// A damaged cache costs a request, never a result: a corrupt entry is discarded with one
/// warning and fetched again, and a disk that fills while the cache is written keeps the copy
/// that was there and still prints the answer.
@Suite(.serialized) struct CacheDamageTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer(["--clerk-year", "2026"])
    scratch = try ScratchDirectory()
  }

  /// The cache's files (not its folders), by path below the scratch folder.
  func cacheFiles() -> [String: Data] {
    Dictionary(
      scratch.files().filter { $0.path.hasPrefix("cache/") }.map { ($0.path, $0.data) },
      uniquingKeysWith: { first, _ in first })
  }

  @Test func aCorruptEntryIsDiscardedWithOneWarningAndFetchedAgain() throws {
    #expect(
      try AppUnderTest.todos.run(["list"], baseURL: server.url.absoluteString, scratch: scratch)
        .status == 0)
    let entries = cacheFiles().keys.filter { $0.hasSuffix(".cache") }
    #expect(entries.count == 1)
    for entry in entries {
      try Data("networking-cache 3\nnot an entry\n".utf8)
        .write(to: URL(fileURLWithPath: scratch.path(entry)))
    }
    let before = try server.requestCounts().total
    let run = try AppUnderTest.todos.run(
      ["list"], baseURL: server.url.absoluteString, scratch: scratch)
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("    1  [ ] delectus aut autem\n"))
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(run.stderr.hasPrefix("todos: warning: "))
    #expect(run.stderr.contains("/todos"))
    #expect(try server.requestCounts().total == before + 1)
    let again = try AppUnderTest.todos.run(
      ["list"], baseURL: server.url.absoluteString, scratch: scratch)
    #expect(again.stderr.isEmpty)
    #expect(try server.requestCounts().total == before + 1, "the new copy is fresh")
  }

  /// `ulimit -f` makes every write past 8 KiB fail with EFBIG, as a full disk fails with
  /// ENOSPC: the 24 KiB list cannot be cached.
  @Test func aFullDiskKeepsTheOldCopyAndStillPrints() throws {
    let url = server.url.absoluteString
    #expect(try AppUnderTest.todos.run(["list"], baseURL: url, scratch: scratch).status == 0)
    let kept = cacheFiles()
    #expect(!kept.isEmpty)
    let limited = try CommandRun.run(
      program: "/bin/bash",
      [
        "-c", #"trap "" XFSZ; ulimit -f 8; exec "$0" "$@""#,
        BuiltProducts.executable("todos").path, "list", "--no-cache",
      ],
      environment: AppUnderTest.todos.environment(baseURL: url, scratch: scratch))
    #expect(limited.status == 0)
    #expect(limited.stdout.split(separator: "\n").count == 200)
    #expect(limited.stdout.hasPrefix("    1  [ ] delectus aut autem\n"))
    #expect(cacheFiles() == kept, "the copy that was there is whole, and no temporary is left")
  }

  @Test func aCorruptStoredRollIsDiscardedWithOneWarningAndFetchedAgain() throws {
    let url = server.url.absoluteString
    let first = try AppUnderTest.votes.run(
      ["list", "--limit", "3"], baseURL: url, scratch: scratch)
    #expect(first.status == 0)
    let rolls = cacheFiles().keys.filter { $0.contains("/rolls/") && $0.hasSuffix(".json") }
    #expect(rolls.count >= 3, "the listed rolls, and the probes that found them")
    let damaged = try #require(rolls.first { $0.hasSuffix("-194.json") })
    try Data("{\"format\":1,\"year\":".utf8).write(to: URL(fileURLWithPath: scratch.path(damaged)))
    let before = try server.requestCounts().byPath
    let again = try AppUnderTest.votes.run(
      ["list", "--limit", "3"], baseURL: url, scratch: scratch)
    #expect(again.status == 0)
    #expect(again.stdout == first.stdout)
    #expect(again.stderr.hasPrefix("votes: warning: "))
    #expect(again.stderr.split(separator: "\n").count == 1)
    var made = try server.requestCounts().byPath
    for (path, count) in before { made[path, default: 0] -= count }
    #expect(
      made.filter { $0.value != 0 }
        == ["/evs/2026/roll196.xml": 1, "/evs/2026/roll194.xml": 1])
  }
}
