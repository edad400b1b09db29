import DeepLinks
import Foundation

extension WidgetApp {
  /// Runs an intent as a command or a link asked: sent to the running service over the
  /// refresh socket when there is one (the service performs it, so the reload that follows is
  /// its own and the store has one writer), else performed here. What the service's run
  /// printed is printed here, and its failure is this run's, with the same exit status.
  public func runIntent(_ intent: IntentInvocation) async throws {
    let link = intent.link(scheme: Self.intentScheme)
    guard let answer = try await askServiceToPerform(link) else {
      try await perform(intent)
      return
    }
    for line in answer.output { console.print(line) }
    if answer.status != .success {
      throw CommandFailure(answer.status, answer.message ?? "the service could not run \(link)")
    }
  }

  /// The service's answer to `link`; `nil` when no service listens.
  func askServiceToPerform(_ link: String) async throws -> IntentAnswer? {
    let path = refreshSocketURL(warn: false).path
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let timeout = try arguments[.timeout] ?? AppEnvironment.defaultTimeout
    let seconds =
      Double(timeout.components.seconds) + Double(timeout.components.attoseconds) * 1e-18
    let line = RefreshRequestLine(mode: "intent", kind: nil, timeout: seconds, intent: link)
    let data = try JSONEncoder().encode(line)
    // The service's own run has the client's deadline; its answer gets a moment more.
    let deadline = ContinuousClock.now + timeout + .seconds(2)
    let exchange = await BlockingWork.run { RefreshSocket.exchange(data, at: path, by: deadline) }
    switch exchange {
    case .noService:
      return nil
    case .answered(let answer):
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      guard let intent = try? decoder.decode(RefreshAnswer.self, from: answer).intent else {
        throw CommandFailure(
          .tryAgainLater,
          "the service at \(path) gave an answer that cannot be read (an older service?); "
            + "see its log")
      }
      return intent
    case .hungUp, .noAnswer:
      throw CommandFailure(
        .tryAgainLater,
        "the service at \(path) did not answer \(link) in time; see its log, or try again")
    }
  }

  /// The service's side: performs `link` for a client with this service's environment, and
  /// says what it printed and how it ended.
  func performForClient(_ link: String) async -> IntentAnswer {
    let output = CapturedLines()
    let capture = Console(out: { output.append($0) }, err: { _ in })
    let app = Self(
      context: CommandContext(environment: environment, console: capture, arguments: arguments))
    do {
      let invocation = try IntentInvocation(link, scheme: Self.intentScheme, intents: Self.intents)
      try await app.perform(invocation)
      console.note("performed \(link) for a client", app: Self.name)
      return IntentAnswer(status: .success, output: output.lines, message: nil)
    } catch {
      let failure = AppMain.failure(for: error, environment: environment)
      console.note("performed \(link) for a client: \(failure.description)", app: Self.name)
      return IntentAnswer(
        status: failure.exitCode, output: output.lines, message: failure.description)
    }
  }
}

/// What a client's intent printed in the service, line by line. `@unchecked Sendable` is safe:
/// `stored` is only touched while `lock` is held.
private final class CapturedLines: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []

  func append(_ text: String) {
    lock.lock()
    stored += text.split(separator: "\n").map(String.init)
    lock.unlock()
  }

  var lines: [String] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}
