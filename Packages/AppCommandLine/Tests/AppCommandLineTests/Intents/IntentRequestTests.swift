import Foundation
import Testing

@testable import AppCommandLine

/// An intent sent to the service carries its client's context: the deadline left from the
/// client's own start, its options and its server settings; the service runs it with those,
/// never with its own start time or base URL.
@Suite struct IntentRequestTests {
  static func isSetting(_ name: String) -> Bool {
    name.hasPrefix("TODOS_") || name == "CONGRESS_API_KEY"
  }

  func client(_ variables: [String: String], startedAt: ContinuousClock.Instant)
    -> AppEnvironment
  {
    AppEnvironment(
      app: "todos", variables: variables, stdoutIsTerminal: false, startedAt: startedAt)
  }

  @Test func theDeadlineIsWhatIsLeftOfTheClients() throws {
    let start = ContinuousClock.now
    let arguments = ParsedArguments(
      command: "toggle", options: ["timeout": ["4"], "base-url": ["http://127.0.0.1:9"]])
    let request = try IntentRequest(
      link: "todos://intent/toggle?id=1", arguments: arguments,
      environment: client(["TODOS_STATE_DIR": "/s", "HOME": "/h"], startedAt: start),
      settingNames: Self.isSetting, now: start + .seconds(1))
    #expect(abs(request.timeout - 3) < 0.001)
    #expect(request.options["timeout"] == nil)
    #expect(request.options["base-url"] == ["http://127.0.0.1:9"])
    #expect(request.settings == ["TODOS_STATE_DIR": "/s"])
    #expect(request.stateDirectory == "/s")
  }

  /// A service up for days runs a client's request from when it arrived, with the client's
  /// server settings in place of its own.
  @Test func theServiceRunsItInTheClientsContext() throws {
    let longAgo = ContinuousClock.now - .seconds(86_400 * 90)
    let service = client(
      ["TODOS_BASE_URL": "http://service:1", "CONGRESS_API_KEY": "service-key", "PATH": "/bin"],
      startedAt: longAgo)
    let request = IntentRequest(
      link: "todos://intent/toggle?id=1", options: ["base-url": ["http://client:2"]],
      settings: ["TODOS_BASE_URL": "http://client:2", "PATH": "/evil"], seconds: 5)
    let arrived = ContinuousClock.now
    let context = request.context(
      in: service, console: Console(out: { _ in }, err: { _ in }), arrived: arrived,
      isSetting: Self.isSetting)
    #expect(context.environment.startedAt == arrived)
    #expect(context.environment.variables["TODOS_BASE_URL"] == "http://client:2")
    // Not a setting: the service's own stays.
    #expect(context.environment.variables["PATH"] == "/bin")
    // A setting the client does not have is not the service's either.
    #expect(context.environment.variables["CONGRESS_API_KEY"] == nil)
    #expect(try context.arguments[.timeout] == .seconds(5))
    #expect(try context.arguments[.baseURL] == "http://client:2")
  }

  @Test(arguments: [Double.nan, -1, 0, 1e300, .infinity])
  func aDeadlineOutOfRangeIsBroughtIn(seconds: Double) throws {
    let request = IntentRequest(link: "todos://x", options: [:], settings: [:], seconds: seconds)
    #expect(IntentRequest.timeoutRange.contains(request.timeout))
  }

  @Test func aServiceWithAnotherStateFolderDeclines() throws {
    let arguments = ParsedArguments(command: "toggle")
    let request = try IntentRequest(
      link: "todos://intent/toggle?id=1", arguments: arguments,
      environment: client(["TODOS_STATE_DIR": "/client/state"], startedAt: .now),
      settingNames: Self.isSetting)
    #expect(request.reasonToDecline(stateDirectory: URL(fileURLWithPath: "/client/state")) == nil)
    let reason = request.reasonToDecline(stateDirectory: URL(fileURLWithPath: "/service/state"))
    #expect(reason?.contains("/client/state") == true)
  }
}
