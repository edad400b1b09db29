import Foundation
import NetworkingTestSupport
import Testing

@testable import JokesApp

/// `dadjokes widget` and `dadjokes timeline` against the loopback services, on a clock fixed
/// at 2026-11-22 14:00 UTC.
@Suite struct WidgetCommandTests {
  let app: AppHarness

  init() throws {
    app = try AppHarness()
  }

  @Test func theSecondDrawComesFromTheStore() async {
    let first = await app.run(["widget", "--type", "chucknorris"])
    #expect(first.status == 0)
    #expect(first.stdout.contains("│ CHUCK NORRIS"))
    #expect(first.stdout.contains("Chuck Norris counted to"))
    #expect(first.stdout.hasPrefix("╭"))
    #expect(app.requestCount == 1)
    let second = await app.run(["widget", "--type", "chuck"])
    #expect(second.stdout == first.stdout)
    #expect(app.requestCount == 1)
    _ = await app.run(["widget", "--type", "chucknorris", "--reload"])
    #expect(app.requestCount == 2)
  }

  @Test func eachSourceKeepsItsOwnTimelines() async {
    _ = await app.run(["widget"])
    _ = await app.run(["--source", "tutorial", "widget"])
    #expect(app.server.requests.map(\.path) == ["/", "/retrieveJokes.php"])
  }

  @Test func aLinkOpensTheWidgetsType() async {
    let run = await app.run(["widget", "--type", "random", "--color", "always"])
    #expect(run.stdout.contains("dadjokes://joke?type=random"))
    #expect(run.stdout.contains("\u{1B}["))
  }

  @Test func aStackShowsTheFirstTypeWithItsDots() async {
    let run = await app.run(["widget", "--type", "dad", "--type", "chucknorris", "--no-frame"])
    #expect(run.status == 0)
    let rows = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.count == 12)  // 10 rows of widget, the dots, and the end of the last line
    #expect(rows.contains { $0.contains("DAD JOKE") })
    #expect(rows[10].trimmingCharacters(in: .whitespaces) == "● ○")
    #expect(Set(app.server.requests.map(\.path)) == ["/", "/jokes/random"])
  }

  @Test func aRepeatedTypeIsOneWidget() async {
    let run = await app.run(["widget", "--type", "dad", "--type", "dadjoke"])
    #expect(!run.stdout.contains("●"))
    #expect(app.requestCount == 1)
  }

  @Test func previewDrawsThePlaceholderWithoutNetwork() async {
    let run = await app.run(["widget", "--preview", "--type", "yomama"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("What did the ocean say to"))
    #expect(app.requestCount == 0)
  }

  @Test func aDeadServiceStillDrawsAndSaysWhy() async throws {
    let dead = try DeadPort()
    defer { dead.close() }
    let url = dead.baseURL
    let run = await app.run(["widget", "--type", "dad", "--type", "random"], baseURL: url)
    #expect(run.status == 0)
    #expect(run.stdout.contains("What did the ocean say to"))
    // stdout is the stack alone: the widget's box and its dots; the failures are on stderr.
    #expect(!run.stdout.contains("couldn't load"))
    #expect(run.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 12)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 2)
    // Each member says which service failed: its URL (icanhazdadjoke's root, JokeAPI's path).
    let base =
      url.absoluteString.hasSuffix("/") ? String(url.absoluteString.dropLast()) : url.absoluteString
    #expect(
      lines.first?.hasPrefix("dadjokes: dadjoke: reload failed: cannot connect to \(base)/ ")
        == true)
    #expect(
      lines.last?.hasPrefix("dadjokes: random: reload failed: cannot connect to \(base)/joke/")
        == true)
  }

  @Test func timelineJSONIsOneEntryNowAndAReloadHalfAnHourLater() async throws {
    let run = await app.run(["timeline", "--type", "yomama", "--json"])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let entries = try #require(object["entries"] as? [[String: Any]])
    #expect(entries.count == 1)
    #expect(entries.first?["date"] as? String == "2026-11-22T14:00:00Z")
    let joke = try #require(entries.first?["joke"] as? [String: String])
    #expect(joke["type"] == "yomama")
    #expect(joke["source"] == "tutorial")
    let reload = try #require(object["reload"] as? [String: String])
    #expect(reload == ["policy": "after", "date": "2026-11-22T14:30:00Z"])
  }

  @Test func timelineTextShowsTheJokeAndTheReload() async {
    let run = await app.run(["timeline", "--type", "random"])
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 5)
    #expect(lines.first?.hasPrefix("entry 1 of 1 at ") == true)
    #expect(
      lines.dropFirst().prefix(3) == [
        "  Why do programmers prefer dark mode?", "  Because light attracts bugs.",
        "  — Random, from v2.jokeapi.dev",
      ])
    #expect(lines.last?.hasPrefix("reload at ") == true)
  }

  /// A 500 after the retries is the service's failure (69), however long the retries take on
  /// a busy machine: the timeout only bounds a hang.
  @Test func timelineFailureExitsWithTheServicesStatus() async {
    app.server.route("/jokes/random", .status(500))
    let run = await app.run(["--timeout", "30", "timeline", "--type", "chucknorris"])
    #expect(run.status == 69)
    let base = app.server.baseURL.absoluteString
    #expect(run.stderr.hasPrefix("dadjokes: HTTP 500 (internal server error) from \(base)"))
    #expect(run.stderr.contains("/jokes/random; "))
  }
}
