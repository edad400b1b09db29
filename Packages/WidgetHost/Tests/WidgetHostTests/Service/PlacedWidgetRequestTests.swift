import Foundation
import Networking
import Testing
import Timelines

@testable import AppCommandLine
@testable import WidgetHost

/// A refresher builds a placed widget from a request made of its record, never from its own
/// command line: the recorded options and base URLs, this run's deadline alone.
@Suite struct PlacedWidgetRequestTests {
  typealias Notes = NotesApp<Unstacked>

  /// The notes app run as `my-notes refresh`-like work would be, with `words` on its own
  /// command line and `variables` in its environment.
  static func refresher(_ options: [String: [String]], variables: [String: String]) -> Notes {
    Notes(
      context: CommandContext(
        environment: AppEnvironment(app: Notes.name, variables: variables),
        console: Console(out: { _ in }, err: { _ in }),
        arguments: ParsedArguments(command: "refresh", options: options)))
  }

  static let placed = PlacedWidget(
    key: WidgetKey(
      kind: "my-notes@http://notes.test/", family: .systemLarge, configurationKey: "b"),
    options: ["family": ["large"], "word": ["a", "b"], "base-url": ["http://notes.test/"]],
    environment: ["MY_NOTES_BASE_URL": "http://recorded.test/"], lastDrawn: Date())

  @Test func theRequestCarriesTheRecordNotTheRunsOptions() throws {
    let app = Self.refresher(
      ["timeout": ["7"], "word": ["mine"], "family": ["small"]],
      variables: ["MY_NOTES_BASE_URL": "http://own.test/", "WIDGETS_TIMEOUT": "30"])
    let request = try app.placedRequests(longRunning: false).request(for: Self.placed)
    #expect(request.options[.words] == ["a", "b"])
    #expect(try request.options[.family] == "large")
    #expect(request.environment.variables["MY_NOTES_BASE_URL"] == "http://recorded.test/")
    // This run's `--timeout` is the deadline of the widget's requests, counted from its start.
    #expect(request.network.timeout == .seconds(7))
    #expect(!request.network.timesEachRequestAlone)
    #expect(request.network.cacheUse == .revalidate)
    #expect(!request.isPreview)
    // The app's own command line is untouched: the request is a value beside it.
    #expect(app.arguments.optionValues[.words] == ["mine"])
  }

  @Test func aLongRunningPassTimesEachRequestAloneWithinItsDeadline() throws {
    let app = Self.refresher([:], variables: ["WIDGETS_TIMEOUT": "30"])
    let deadline = ContinuousClock.now + .seconds(60)
    let coalescer = RequestCoalescer()
    let request = try app.placedRequests(
      longRunning: true, deadline: deadline, coalescer: coalescer
    ).request(for: Self.placed)
    #expect(request.network.timeout == .seconds(30))
    #expect(request.network.timesEachRequestAlone)
    #expect(request.network.passDeadline == deadline)
    #expect(request.network.coalescer === coalescer)
    let client = request.httpClient(baseURL: URL(fileURLWithPath: "/"), console: app.console)
    #expect(client.configuration.overallDeadline == deadline)
    #expect(client.configuration.deadline == .seconds(30))
  }

  @Test func aPassDecodesWhatItsWidgetsShareOnce() throws {
    let app = Self.refresher(
      [:],
      variables: [
        "MY_NOTES_BASE_URL": "http://user:secret@recorded.test/", "HOME": "/home/someone",
        "XDG_CACHE_HOME": "/cache",
      ])
    let requests = try app.placedRequests(longRunning: false)
    var other = Self.placed
    other.environment = ["MY_NOTES_BASE_URL": "http://other.test/"]
    let first = requests.request(for: Self.placed)
    let second = requests.request(for: other)
    // One cache for the pass, in this run's cache folder; each widget its own base URL, with
    // this run's credentials where it names the same URL.
    let cache = try #require(first.network.cache)
    #expect(cache.directory.path == "/cache/my-notes/http")
    #expect(second.network.cache?.directory == cache.directory)
    let client = first.httpClient(baseURL: URL(fileURLWithPath: "/"), console: app.console)
    #expect(client.configuration.cache?.directory == cache.directory)
    #expect(
      first.environment.variables["MY_NOTES_BASE_URL"] == "http://user:secret@recorded.test/")
    #expect(second.environment.variables["MY_NOTES_BASE_URL"] == "http://other.test/")
    #expect(second.environment.variables["HOME"] == "/home/someone")
  }

  @Test func theWidgetIsBuiltFromTheRecord() throws {
    let app = Self.refresher(["word": ["mine"], "family": ["small"]], variables: [:])
    let scheduler = try #require(try app.rebuild(Self.placed, longRunning: false))
    #expect(scheduler.key == Self.placed.key)
    #expect(scheduler.family == .systemLarge)
  }

  @Test func aRecordWhoseOptionsNoLongerHoldIsAUsageError() throws {
    var placed = Self.placed
    placed.options["family"] = ["huge"]
    let app = Self.refresher([:], variables: [:])
    #expect(throws: CommandFailure.self) { try app.rebuild(placed, longRunning: false) }
  }
}
