import AppCommandLine
import Foundation
import Timelines

extension WidgetApp {
  /// The reload request a mode's name stands for.
  static func reloadRequest(named mode: String) -> ReloadRequest {
    switch mode {
    case "force": .bypassingBudget
    case "within-budget": .withinBudget
    default: .ifDue
    }
  }

  /// The name a reload request travels under.
  static func name(of request: ReloadRequest) -> String {
    switch request {
    case .bypassingBudget: "force"
    case .withinBudget: "within-budget"
    case .ifDue: "if-due"
    }
  }

  /// Asks a running service to refresh, and waits for its answer until `deadline` (the
  /// command's `--timeout`); `nil` when no service listens (the caller then does the work).
  ///
  /// - Throws: ``CommandFailure`` (75) when a service is there but gave no answer in time.
  func askService(_ request: ReloadRequest, kind: String?, timeout: Duration) async throws
    -> [RefreshOutcome]?
  {
    let path = refreshSocketURL(warn: false).path
    let seconds =
      Double(timeout.components.seconds)
      + Double(timeout.components.attoseconds) * 1e-18
    let line = RefreshRequestLine(mode: Self.name(of: request), kind: kind, timeout: seconds)
    let data = try JSONEncoder().encode(line)
    let deadline = ContinuousClock.now + timeout
    let exchange = await BlockingWork.run { RefreshSocket.exchange(data, at: path, by: deadline) }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    switch exchange {
    case .noService:
      return nil
    case .answered(let answer):
      if let decoded = try? decoder.decode(RefreshAnswer.self, from: answer) {
        return decoded.outcomes
      }
      throw CommandFailure(
        .tryAgainLater, "the service at \(path) gave an answer that cannot be read; see its log")
    case .hungUp:
      throw CommandFailure(
        .tryAgainLater,
        "the service at \(path) closed the connection without an answer (too many clients at "
          + "once?); try again")
    case .noAnswer:
      throw CommandFailure(
        .tryAgainLater,
        "the service at \(path) did not answer within \(seconds.formatted()) s; see its log "
          + "(`journalctl --user -u \(Self.name).service`), or try again")
    }
  }

  /// Where the refresh socket lives: `$XDG_RUNTIME_DIR/<app>/refresh.sock`; in the state folder
  /// when `<APP>_STATE_DIR` names one (one service per state folder), or when
  /// `XDG_RUNTIME_DIR` is unset or not an absolute path (`warn` says so on stderr).
  func refreshSocketURL(warn: Bool) -> URL {
    let name = "refresh.sock"
    if let state = environment.variables["\(environment.variablePrefix)_STATE_DIR"],
      !state.isEmpty
    {
      return environment.stateDirectory.appendingPathComponent(name)
    }
    guard let runtime = environment.variables["XDG_RUNTIME_DIR"], runtime.hasPrefix("/"),
      FileManager.default.isWritableFile(atPath: runtime)
    else {
      if warn {
        console.note(
          "warning: XDG_RUNTIME_DIR is unset or not writable; the refresh socket is in "
            + environment.stateDirectory.path, app: Self.name)
      }
      return environment.stateDirectory.appendingPathComponent(name)
    }
    return URL(fileURLWithPath: runtime).appendingPathComponent(Self.name)
      .appendingPathComponent(name)
  }
}
