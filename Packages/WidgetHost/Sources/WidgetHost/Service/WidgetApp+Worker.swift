import AppCommandLine
import Foundation
import Synchronization
import Timelines

/// A refresher pass a service hands to its worker, as the JSON value of
/// ``WorkerPass/variable``.
struct WorkerPass: Codable, Sendable {
  /// `if-due`, `within-budget` or `force`.
  var mode: String
  /// Only widgets of this kind, when set.
  var kind: String?
  /// Only these placed widgets, by file name; every one when absent.
  var widgets: [String]?
  /// How long the pass may take, in seconds from the worker's start; no deadline when absent.
  var seconds: Double?
  /// An intent to perform for a client instead of a pass (`mode` is then `intent`).
  var intent: IntentRequest?
  /// How long ago the client's intent arrived, in seconds: its deadline counts from then.
  var waited: Double?

  /// The variable that makes `refresh` a service's worker: it makes the pass its value names
  /// (a ``WorkerPass``) in its own process, never asks the service, and prints a
  /// ``RefreshAnswer`` as one JSON line.
  static let variable = "WIDGETS_REFRESH_WORKER"

  /// The most a worker may print; one that prints more is ended.
  static let outputLimit = 32 << 20

  /// The most widgets one worker is named: a pass travels in an environment variable, which
  /// Linux bounds at 128 KiB (a file name is at most about 60 bytes); more go to several.
  static let widgetLimit = 1000

  /// `widgets` in order, in parts of at most ``widgetLimit``: one worker a part.
  static func parts<Item>(of widgets: [Item]) -> [ArraySlice<Item>] {
    stride(from: 0, to: widgets.count, by: widgetLimit).map {
      widgets[$0..<min($0 + widgetLimit, widgets.count)]
    }
  }
}

/// Whether a service stopped while its worker started: set before the stop's
/// ``ChildProgram/terminateAll()``, so a worker started after that ends at once.
private final class WorkerStop: Sendable {
  private let stopped = Mutex(false)
  var isStopped: Bool { stopped.withLock { $0 } }
  func stop() { stopped.withLock { $0 = true } }
}

extension WidgetApp {
  /// A service's refresher pass, made in a worker: a short-lived child of this program run as
  /// `APP refresh` (the one program's `argv[0]` names the app), which fetches, stores, logs its
  /// warnings to the service's stderr and prints its outcomes. So the service never fetches:
  /// a fetch's work on Swift's default executor would start libdispatch's workqueue monitor,
  /// which wakes a process once a
  /// second for the rest of its life. A stop ends the worker (``ChildProgram/terminateAll()``).
  ///
  /// - Parameters:
  ///   - widgets: only these widgets (every placed one when `nil`).
  ///   - seconds: how long the pass may take (no deadline when `nil`).
  /// - Returns: The worker's outcomes; a worker that gave none (it could not start, crashed, or
  ///   printed what cannot be read) gives each widget asked for a skipped outcome.
  func refreshInWorker(
    _ request: ReloadRequest, kind: String? = nil, widgets: [WidgetKey]? = nil,
    seconds: Double? = nil
  ) async -> [RefreshOutcome] {
    if let widgets, widgets.count > WorkerPass.widgetLimit {
      var outcomes: [RefreshOutcome] = []
      for part in WorkerPass.parts(of: widgets) {
        guard !Task.isCancelled else { break }
        outcomes += await refreshInWorker(
          request, kind: kind, widgets: Array(part), seconds: seconds)
      }
      return outcomes
    }
    let pass = WorkerPass(
      mode: Self.name(of: request), kind: kind, widgets: widgets?.map(\.fileName),
      seconds: seconds)
    if let answer = await runWorker(pass, answering: RefreshAnswer.self) {
      return answer.outcomes
    }
    guard !Task.isCancelled else { return [] }
    let asked =
      widgets
      ?? placementStore.all(removingUnusable: false).widgets.map(\.key).filter {
        kind == nil || Self.kind($0.kind, matches: kind ?? "")
      }
    return asked.map {
      RefreshOutcome(
        key: $0, action: .skipped, reason: "its refresher worker gave no answer",
        nextReload: nil, exitCode: .software)
    }
  }

  /// A client's intent (`refresh` or a board's press), performed for it in a worker as
  /// ``performForClient(_:arrived:)`` would here: the intent fetches, the service does not.
  func performInWorker(_ request: IntentRequest, arrived: ContinuousClock.Instant) async
    -> IntentAnswer
  {
    let pass = WorkerPass(
      mode: "intent", intent: request, waited: Self.seconds(arrived.duration(to: .now)))
    if let answer = await runWorker(pass, answering: IntentAnswer.self) { return answer }
    return IntentAnswer(
      status: .software, output: [], message: "its worker gave no answer; see the service's log")
  }

  /// `APP refresh` as a service's worker: the pass `job` names, its outcomes printed as one
  /// ``RefreshAnswer`` line (exact dates), whatever they are, or the intent it names, its
  /// ``IntentAnswer`` printed; the service logs them and answers its clients.
  ///
  /// - Throws: ``CommandFailure`` (65) when `job` cannot be read.
  func refreshAsWorker(_ job: String) async throws {
    guard let pass = try? JSONDecoder().decode(WorkerPass.self, from: Data(job.utf8)) else {
      throw CommandFailure(
        .dataError, "\(WorkerPass.variable) is for a service's worker; unset it to refresh")
    }
    if let intent = pass.intent {
      let waited = Duration.milliseconds(Int64(min(max(pass.waited ?? 0, 0), 600) * 1000))
      let answer = await performForClient(intent, arrived: .now - waited)
      console.print(String(decoding: try JSONEncoder().encode(answer), as: UTF8.self))
      return
    }
    let deadline = pass.seconds.map {
      environment.startedAt + .milliseconds(Int64(min(max($0, 0.1), 600) * 1000))
    }
    let outcomes = try await refreshPass(
      Self.reloadRequest(named: pass.mode), kind: pass.kind, longRunning: true,
      deadline: deadline, widgets: pass.widgets.map(Set.init))
    let line = try JSONEncoder().encode(RefreshAnswer(outcomes: outcomes))
    console.print(String(decoding: line, as: UTF8.self))
  }

  /// The service's widget clock's time for a worker (`WIDGETS_CLOCK_START`) when a test or
  /// demonstration clock runs (a worker's own would start at the service's start); `nil` for
  /// the system clock.
  private func workerClockStart() -> String? {
    let set = ["WIDGETS_CLOCK_START", "WIDGETS_CLOCK_SPEED"].contains {
      !(environment.variables[$0] ?? "").isEmpty
    }
    guard set, let now = try? environment.widgetClock().now else { return nil }
    let format = ISO8601DateFormatter()
    format.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return format.string(from: now)
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  /// Runs `pass` in a worker (`APP refresh`, this program with the app's name as `argv[0]`)
  /// and reads its answer; `nil` when it gave none (a stop ended it among others).
  private func runWorker<Answer: Decodable>(_ pass: WorkerPass, answering: Answer.Type) async
    -> Answer?
  {
    guard let program = ProgramPath.running, let job = try? JSONEncoder().encode(pass) else {
      return nil
    }
    var variables = [WorkerPass.variable: String(decoding: job, as: UTF8.self)]
    variables["WIDGETS_CLOCK_START"] = workerClockStart()
    let timeout = (try? arguments.optionValues[.timeout]).flatMap { $0 }
    let options = timeout.map { ["--timeout", "\(Self.seconds($0))"] } ?? []
    let stopped = WorkerStop()
    let output = await withTaskCancellationHandler {
      await BlockingWork.run { [app = Self.name, variables] in
        Self.runWorker(
          program, argument0: app, ["refresh"] + options, adding: variables, stopped: stopped)
      }
    } onCancel: {
      stopped.stop()
      ChildProgram.terminateAll()
    }
    if let output, let answer = try? JSONDecoder().decode(Answer.self, from: output) {
      return answer
    }
    if !Task.isCancelled {
      console.note(
        "warning: the service's worker (`\(Self.name) refresh`) gave no answer; see the lines "
          + "above", app: Self.name)
    }
    return nil
  }

  /// Runs a worker to its end and returns what it printed; `nil` when it could not start,
  /// printed more than ``WorkerPass/outputLimit`` or was stopped.
  private static func runWorker(
    _ program: String, argument0: String, _ arguments: [String],
    adding variables: [String: String], stopped: WorkerStop
  ) -> Data? {
    guard
      let child = ChildProgram(
        program, arguments, argument0: argument0, adding: variables, sharingStderr: true)
    else { return nil }
    if stopped.isStopped {
      child.terminate()
      return nil
    }
    var output = Data()
    while let chunk = child.read(until: nil) {
      output.append(chunk)
      if output.count > WorkerPass.outputLimit {
        child.terminate()
        return nil
      }
    }
    // Its stdout is closed: it is ending.
    if child.wait(until: .now + .seconds(5)) == nil { child.terminate() }
    return output
  }
}
