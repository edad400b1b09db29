import AppCommandLine
import DeepLinks
import Foundation
import Synchronization

extension WidgetApp {
  /// Runs an intent as a command or a link asked: sent to the running service over the
  /// refresh socket when there is one, with this run's context (``IntentRequest``: its
  /// deadline, options and server settings), so the service performs it exactly as this run
  /// would and the store keeps one writer; else, or when the service declines, performed
  /// here. What the service's run printed is printed here, and its failure is this run's,
  /// with the same exit status.
  public func runIntent(_ intent: IntentInvocation) async throws {
    let link = intent.link(scheme: Self.intentScheme)
    let request = IntentRequest(
      link: link, arguments: arguments, environment: environment,
      settingNames: Self.isIntentSetting)
    guard let answer = try await askServiceToPerform(request) else {
      try await perform(intent)
      return
    }
    if let reason = answer.declined {
      if arguments[.verbose] {
        console.note("the service did not run \(link) (\(reason)); running it here", app: Self.name)
      }
      try await perform(intent)
      return
    }
    for line in answer.output { console.print(line) }
    if answer.status != .success {
      throw CommandFailure(answer.status, answer.message ?? "the service could not run \(link)")
    }
  }

  /// The service's answer to `request`; `nil` when no service listens.
  func askServiceToPerform(_ request: IntentRequest) async throws -> IntentAnswer? {
    let path = refreshSocketURL(warn: false).path
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let remaining = try request.remaining()
    let line = RefreshRequestLine(mode: "intent", kind: nil, timeout: remaining, perform: request)
    let data = try JSONEncoder().encode(line)
    // The service's run ends by the client's deadline; its answer gets a moment more.
    let deadline = ContinuousClock.now + .milliseconds(Int64(remaining * 1000)) + .seconds(2)
    let exchange = await BlockingWork.run { RefreshSocket.exchange(data, at: path, by: deadline) }
    switch exchange {
    case .noService:
      return nil
    case .answered(let answer):
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      guard let decoded = try? decoder.decode(RefreshAnswer.self, from: answer) else {
        throw CommandFailure(
          .tryAgainLater,
          "the service at \(path) gave an answer that cannot be read (an older service?); "
            + "see its log")
      }
      // A service before 0.4 does not know a request with its own context: it made a pass
      // and answered without performing anything.
      return decoded.intent
        ?? IntentAnswer(
          status: .success, output: [], message: nil,
          declined: "an older service that cannot run it with this run's settings")
    case .hungUp, .noAnswer:
      throw CommandFailure(
        .tryAgainLater,
        "the service at \(path) did not answer \(request.link) in time; see its log, or try "
          + "again")
    }
  }

  /// The service's side: performs `request` as its client would have alone (its deadline from
  /// when the request `arrived`, its options and server settings), and says what it printed
  /// and how it ended; declines a request whose context it cannot honour.
  func performForClient(_ request: IntentRequest, arrived: ContinuousClock.Instant) async
    -> IntentAnswer
  {
    let link = request.link
    if let reason = request.reasonToDecline(stateDirectory: environment.stateDirectory) {
      console.note("did not run \(link) for a client: \(reason)", app: Self.name)
      return IntentAnswer(status: .success, output: [], message: nil, declined: reason)
    }
    let output = CapturedLines()
    let capture = Console(out: { output.append($0) }, err: { _ in })
    let context = request.context(
      in: environment, console: capture, arrived: arrived, isSetting: Self.isIntentSetting)
    // The log says nothing of the client's secrets, nor of the service's own.
    var secrets = context.environment
    for (name, value) in environment.variables { secrets.variables["SERVICE " + name] = value }
    let log = console.redacting(
      secrets.redactor(arguments: request.arguments.options.values.flatMap { $0 }))
    let app = Self(context: context)
    do {
      let invocation = try IntentInvocation(link, scheme: Self.intentScheme, intents: Self.intents)
      try await app.perform(invocation)
      log.note("performed \(link) for a client", app: Self.name)
      return IntentAnswer(status: .success, output: output.lines, message: nil)
    } catch {
      let failure = AppMain.failure(for: error, environment: context.environment)
      log.note("performed \(link) for a client: \(failure.description)", app: Self.name)
      return IntentAnswer(
        status: failure.exitCode, output: output.lines, message: failure.description)
    }
  }

  /// Whether the variable `name` is a server setting of the app's, which travels with an
  /// intent to the service: the app's own (`TODOS_BASE_URL`, `DADJOKES_JOKEAPI_BASE_URL`),
  /// those its help names (`CONGRESS_API_KEY`), the project's (`WIDGETS_CLOCK_START`) and `TZ`.
  static func isIntentSetting(_ name: String) -> Bool {
    name.hasPrefix(AppEnvironment.variablePrefix(of: Self.name) + "_")
      || name.hasPrefix("WIDGETS_") || name == "TZ"
      || environmentHelp.contains { $0.name == name }
  }
}

/// What a client's intent printed in the service, line by line.
private final class CapturedLines: Sendable {
  private let stored = Mutex<[String]>([])

  func append(_ text: String) {
    stored.withLock { $0 += text.split(separator: "\n").map(String.init) }
  }

  var lines: [String] {
    stored.withLock { $0 }
  }
}
