import Foundation
import Testing

@testable import AppCommandLine
@testable import WidgetHost

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
    let request = IntentRequest(
      link: "todos://intent/toggle?id=1", arguments: arguments,
      environment: client(["TODOS_STATE_DIR": "/s", "HOME": "/h"], startedAt: start),
      settingNames: Self.isSetting, now: start + .seconds(1))
    #expect(abs(request.elapsed - 1) < 0.001)
    #expect(abs(try request.remaining() - 3) < 0.001)
    // The client's command line travels as its parser read it.
    #expect(request.arguments == arguments)
    #expect(request.settings == ["TODOS_STATE_DIR": "/s"])
    #expect(request.stateDirectory == "/s")
  }

  /// A service up for days runs a client's request from when the client started, with the
  /// client's command line and server settings in place of its own.
  @Test func theServiceRunsItInTheClientsContext() throws {
    let longAgo = ContinuousClock.now - .seconds(86_400 * 90)
    let service = client(
      ["TODOS_BASE_URL": "http://service:1", "CONGRESS_API_KEY": "service-key", "PATH": "/bin"],
      startedAt: longAgo)
    let arguments = ParsedArguments(command: "toggle", options: ["base-url": ["http://client:2"]])
    var request = IntentRequest(
      link: "todos://intent/toggle?id=1", arguments: arguments,
      settings: ["TODOS_BASE_URL": "http://client:2", "PATH": "/evil"])
    request.elapsed = 2
    let arrived = ContinuousClock.now
    let context = request.context(
      in: service, console: Console(out: { _ in }, err: { _ in }), arrived: arrived,
      isSetting: Self.isSetting)
    #expect(context.environment.startedAt == arrived - .seconds(2))
    #expect(context.environment.variables["TODOS_BASE_URL"] == "http://client:2")
    // Not a setting: the service's own stays.
    #expect(context.environment.variables["PATH"] == "/bin")
    // A setting the client does not have is not the service's either.
    #expect(context.environment.variables["CONGRESS_API_KEY"] == nil)
    #expect(context.arguments == arguments)
    #expect(try context.arguments[.baseURL] == "http://client:2")
  }

  @Test(arguments: [Double.nan, -1, 1e300, .infinity])
  func aTimeSpentOutOfRangeIsBroughtIn(seconds: Double) throws {
    var request = IntentRequest(
      link: "todos://x", arguments: ParsedArguments(command: "open"), settings: [:])
    request.elapsed = seconds
    let arrived = ContinuousClock.now
    let context = request.context(
      in: client([:], startedAt: arrived), console: Console(out: { _ in }, err: { _ in }),
      arrived: arrived, isSetting: Self.isSetting)
    let spent = context.environment.startedAt.duration(to: arrived)
    #expect(spent >= .zero && spent <= .seconds(600))
  }

  @Test func aServiceWithAnotherStateFolderDeclines() throws {
    let request = IntentRequest(
      link: "todos://intent/toggle?id=1", arguments: ParsedArguments(command: "toggle"),
      environment: client(["TODOS_STATE_DIR": "/client/state"], startedAt: .now),
      settingNames: Self.isSetting)
    #expect(request.reasonToDecline(stateDirectory: URL(fileURLWithPath: "/client/state")) == nil)
    let reason = request.reasonToDecline(stateDirectory: URL(fileURLWithPath: "/service/state"))
    #expect(reason?.contains("/client/state") == true)
  }
}
