import Foundation
import Testing

/// How many requests the apps make, counted by the fixture server: a fresh HTTP cache answers
/// with none, `--no-cache` asks once, a widget reload always asks, a warm `votes list` asks
/// only for the roll that would be new (`VotesListRequestTests` counts the rest), and a toggle
/// of a todo the app knows is its `PATCH` alone.
@Suite(.serialized) struct RequestCountTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer(["--clerk-year", "2026"])
    scratch = try ScratchDirectory()
  }

  func run(_ app: AppUnderTest, _ arguments: [String]) throws -> CommandRun {
    try app.run(arguments, baseURL: server.url.absoluteString, scratch: scratch)
  }

  /// Runs `app` with `arguments` and returns the run with the requests it made, by path.
  func counting(_ app: AppUnderTest, _ arguments: [String]) throws
    -> (run: CommandRun, requests: [String: Int])
  {
    let before = try server.requestCounts().byPath
    let run = try run(app, arguments)
    var made = try server.requestCounts().byPath
    for (path, count) in before { made[path, default: 0] -= count }
    return (run, made.filter { $0.value != 0 })
  }

  @Test func aFreshTodosCacheAnswersWithNoRequest() throws {
    let (first, fetched) = try counting(.todos, ["list", "--limit", "3"])
    #expect(first.status == 0)
    #expect(fetched == ["/todos": 1])
    let (again, second) = try counting(.todos, ["list", "--limit", "3"])
    #expect(second.isEmpty, "JSONPlaceholder's max-age=43200 makes the copy fresh")
    #expect(again.status == 0)
    #expect(again.stdout.hasPrefix("  1  [ ] delectus aut autem\n"))
    #expect(again.stderr.isEmpty)
  }

  /// `--no-cache` on every app's data commands: one request, whatever the cache holds.
  @Test(arguments: [
    (AppUnderTest.todos, ["show", "1"], "/todos/1"),
    (AppUnderTest.dadjokes, ["joke"], "/"),
    (AppUnderTest.votes, ["show", "2026/190"], "/evs/2026/roll190.xml"),
  ])
  func noCacheAsksTheServerOnce(_ app: AppUnderTest, _ arguments: [String], _ path: String)
    throws
  {
    #expect(try run(app, arguments).status == 0)
    let (run, made) = try counting(app, arguments + ["--no-cache"])
    #expect(run.status == 0)
    #expect(made == [path: 1])
  }

  @Test func aWidgetReloadAsksTheServerEvenWhenTheCopyIsFresh() throws {
    #expect(try run(.todos, ["list"]).status == 0)
    let (widget, made) = try counting(.todos, ["widget", "--reload"])
    #expect(widget.status == 0)
    #expect(made == ["/todos": 1], "the widget's own policy decides when to fetch")
  }

  /// `todos toggle 3` after the widget showed todo 3: one request, the `PATCH`, whose answer
  /// is the line printed; toggling back needs nothing more (the overlay knows the todo).
  @Test func aToggleOfATodoTheAppKnowsIsOnePatch() throws {
    #expect(try run(.todos, ["widget", "--family", "large"]).status == 0)
    let (toggle, made) = try counting(.todos, ["toggle", "3"])
    #expect(toggle.status == 0, "\(toggle.stderr)")
    #expect(toggle.stdout == "  3  [x] fugiat veniam minus\n")
    #expect(made == ["/todos/3": 1])
    #expect(try server.changeRequests().map { "\($0.method) \($0.path)" } == ["PATCH /todos/3"])
    let (back, again) = try counting(.todos, ["toggle", "3"])
    #expect(back.status == 0, "\(back.stderr)")
    #expect(back.stdout == "  3  [ ] fugiat veniam minus\n")
    #expect(again == ["/todos/3": 1])
    let bodies = try server.changeRequests().compactMap { $0.json?["completed"] as? Bool }
    #expect(bodies == [true, false])
  }

  /// A todo the app has never seen is fetched first, to know which way to flip it.
  @Test func aToggleOfATodoNeverSeenFetchesItFirst() throws {
    let (toggle, made) = try counting(.todos, ["toggle", "9"])
    #expect(toggle.status == 0, "\(toggle.stderr)")
    #expect(toggle.stdout == "  9  [x] molestiae perspiciatis ipsa\n")
    #expect(made == ["/todos/9": 2])
    #expect(try server.changeRequests().map(\.method) == ["PATCH"])
  }

  @Test func aWarmVotesListMakesOneProbeWhenNothingIsNew() throws {
    let cold = try run(.votes, ["list", "--limit", "20"])
    #expect(cold.status == 0)
    let (warm, made) = try counting(.votes, ["list", "--limit", "20"])
    #expect(made == ["/evs/2026/roll196.xml": 1])
    #expect(warm.status == 0)
    #expect(warm.stdout == cold.stdout)
    let (reread, all) = try counting(.votes, ["list", "--limit", "20", "--no-cache"])
    #expect(reread.status == 0)
    #expect(all.values.reduce(0, +) >= 20, "--no-cache fetches every roll again")
  }
}
