import AppCommandLineTestSupport
import Foundation
import Networking
import NetworkingTestSupport
import Testing

@testable import AppCommandLine

/// A damaged HTTP cache file is one warning line on the console of the command that found it,
/// not on the process's own stderr: a test that captures the command's console sees it.
@Suite struct CacheWarningTests {
  /// An app with one data command that fetches `/todos` as the three apps fetch: through
  /// ``AppEnvironment/httpClient(baseURL:settings:console:)`` with the command's console.
  struct FetchingApp: CommandLineApp {
    enum Command: String, AppCommand {
      case list

      var spec: CommandSpec {
        CommandSpec("list", summary: "Count the todos.", options: [.noCache])
      }
    }

    static let name = "todos"
    static let summary = "counts todos"
    static var options: [OptionSpec] { [.value("base-url", "URL", help: "The service.")] }
    static var environmentHelp: [(name: String, help: String)] { [] }
    static var examples: [String] { [] }

    let context: CommandContext

    func run(_ command: Command) async throws {
      let baseURL = try environment.baseURL(
        option: try arguments[.baseURL], default: URL(fileURLWithPath: "/"))
      let client = try commandRequest().httpClient(baseURL: baseURL, console: console)
      let todos: [Int] = try await client.fetch(Endpoint("todos"))
      console.print("\(todos.count) todos")
    }
  }

  /// Overwrites every cache file under `cache` with bytes that are no cache file at all.
  static func damageCacheFiles(in cache: URL) throws -> Int {
    let folder = cache.appendingPathComponent("http", isDirectory: true)
    let files = try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "cache" }
    for file in files {
      try Data("not a cache file\n".utf8).write(to: file)
    }
    return files.count
  }

  @Test func aDamagedCacheFileIsOneWarningOnTheCommandsConsole() async throws {
    let server = try LoopbackHTTPServer()
    server.route("/todos", .json("[1, 2, 3]"))
    let app = try InProcessApp<FetchingApp>()
    let arguments = ["list", "--base-url", server.baseURL.absoluteString]

    let first = await app.run(arguments)
    #expect(first.status == 0)
    #expect(first.stdout == "3 todos\n")
    #expect(first.stderr.isEmpty)
    #expect(try Self.damageCacheFiles(in: app.cacheDirectory) == 1)

    let second = await app.run(arguments)
    let url = server.baseURL.appendingPathComponent("todos").absoluteString
    #expect(second.status == 0)
    #expect(second.stdout == "3 todos\n")
    #expect(
      second.stderr
        == "todos: warning: the cached copy of \(url) was damaged; it is fetched again\n")
    #expect(server.requestCount(path: "/todos") == 2)
  }

  /// The warning goes through the run's redactor: a secret variable's value (here, as it
  /// happens, the server's host) never reaches stderr.
  @Test func theWarningKeepsTheRunsSecretsOut() async throws {
    let server = try LoopbackHTTPServer()
    server.route("/todos", .json("[1]"))
    let app = try InProcessApp<FetchingApp>(variables: ["TODOS_API_KEY": "127.0.0.1"])
    let arguments = ["list", "--base-url", server.baseURL.absoluteString]

    #expect(await app.run(arguments).status == 0)
    #expect(try Self.damageCacheFiles(in: app.cacheDirectory) == 1)
    let second = await app.run(arguments)
    #expect(second.status == 0)
    #expect(
      second.stderr
        == "todos: warning: the cached copy of http://[redacted]:\(server.port)/todos was "
        + "damaged; it is fetched again\n")
  }
}
