import Foundation
import Networking
import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// Which commands answer from a fresh cache, which ask anyway, and what a user reads when a
/// cached copy was damaged.
@Suite struct CacheUseTests {
  static let spec = AppSpec(
    name: "todos", version: "1", summary: "",
    commands: [
      CommandSpec("list", summary: "", options: [.noCache]),
      CommandSpec("widget", summary: "", options: OptionSpec.widgetDrawing),
    ],
    globalOptions: OptionSpec.standardGlobals)

  static func cacheUse(_ words: [String]) throws -> CacheUse {
    guard case .run(let parsed) = try CommandLineParser(app: spec).parse(words) else {
      throw CommandFailure.usage("not a command: \(words)")
    }
    return AppEnvironment.cacheUse(for: parsed.optionValues)
  }

  @Test func dataCommandsFollowFreshnessUnlessToldNotTo() throws {
    #expect(try Self.cacheUse(["list"]) == .followFreshness)
    #expect(try Self.cacheUse(["list", "--no-cache"]) == .reload)
  }

  @Test func widgetReloadsAlwaysAskTheServer() throws {
    #expect(try Self.cacheUse(["widget"]) == .revalidate)
    #expect(try Self.cacheUse(["widget", "--reload"]) == .revalidate)
    // A placed widget's arguments, rebuilt by the refresher rather than parsed.
    #expect(AppEnvironment.cacheUse(for: OptionValues()) == .revalidate)
  }

  @Test func onlyADataCommandTakesNoCache() throws {
    #expect(throws: CommandFailure.self) { try Self.cacheUse(["widget", "--no-cache"]) }
  }

  @Test func theClientCarriesTheCommandsCacheUse() throws {
    guard
      case .run(let parsed) = try CommandLineParser(app: Self.spec).parse(["list", "--no-cache"])
    else { throw CommandFailure.usage("not parsed") }
    let environment = AppEnvironment(app: "todos", variables: ["TODOS_CACHE_DIR": "/tmp/c"])
    let client = environment.httpClient(
      baseURL: URL(fileURLWithPath: "/"),
      settings: try RequestSettings(options: parsed.optionValues, environment: environment),
      console: Console(out: { _ in }, err: { _ in }))
    #expect(client.configuration.cacheUse == .reload)
    #expect(client.configuration.cache?.directory.path == "/tmp/c/http")
  }

  @Test(arguments: [
    (CacheDiscard.Reason.corrupt, "was damaged"),
    (.truncated, "was cut short"),
    (.otherVersion, "was written by another version"),
  ])
  func aDiscardIsOneLineNamingTheURLWithoutItsPassword(
    _ reason: CacheDiscard.Reason, _ words: String
  ) throws {
    let url = try #require(URL(string: "http://me:hunter2@127.0.0.1:8080/todos"))
    let warning = CacheDiscard(url: url, reason: reason).warning
    #expect(
      warning == "the cached copy of http://127.0.0.1:8080/todos \(words); it is fetched again")
  }
}
