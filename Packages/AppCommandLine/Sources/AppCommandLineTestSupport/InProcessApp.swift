import AppCommandLine
import Foundation

/// An app run in process, as its executable would run it, but with a captured console, no
/// terminal, and state and cache folders of its own that are removed when this is released.
///
/// ```swift
/// let app = try InProcessApp<TodosCommandLine>(variables: ["TODOS_BASE_URL": server.baseURL.absoluteString])
/// let run = await app.run(["show", "1"])
/// #expect(run.status == 0)
/// ```
///
/// Every run of one value shares its state and cache, as runs of the real app do.
public final class InProcessApp<App: CommandLineApp>: Sendable {
  /// The folder that holds the app's `state` and `cache` folders.
  public let scratch: URL
  /// The environment of every run: `<APP>_STATE_DIR`, `<APP>_CACHE_DIR`, `WIDGETS_TIMEOUT`
  /// (``hangTimeout``), then the variables given to ``init(variables:)``.
  public let variables: [String: String]

  /// A fresh scratch folder for `App`, and `variables` on top of its state and cache folders.
  /// - Throws: When the scratch folder cannot be created.
  public init(variables: [String: String] = [:]) throws {
    scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(App.name)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let prefix = AppEnvironment(app: App.name, variables: [:], stdoutIsTerminal: false)
      .variablePrefix
    var all = [
      "\(prefix)_STATE_DIR": scratch.appendingPathComponent("state").path,
      "\(prefix)_CACHE_DIR": scratch.appendingPathComponent("cache").path,
      AppEnvironment.timeoutVariable: Self.hangTimeout,
    ]
    all.merge(variables) { _, given in given }
    self.variables = all
  }

  /// The default deadline of a run under test, in seconds: one that only a hang reaches. A
  /// run against a loopback server takes well under a second, but on a machine busy with
  /// other builds and tests it has taken more than the apps' 15 s; a test about timeouts
  /// gives `--timeout` (or `WIDGETS_TIMEOUT`) itself.
  public static var hangTimeout: String { "600" }

  deinit {
    try? FileManager.default.removeItem(at: scratch)
  }

  /// The app's state folder (`<APP>_STATE_DIR`).
  public var stateDirectory: URL { scratch.appendingPathComponent("state", isDirectory: true) }

  /// The app's cache folder (`<APP>_CACHE_DIR`).
  public var cacheDirectory: URL { scratch.appendingPathComponent("cache", isDirectory: true) }

  /// Runs the app's `main` with `arguments` (without the program name) and ``variables``,
  /// `extra` replacing any of the same name, with stdout not a terminal.
  public func run(_ arguments: [String], variables extra: [String: String] = [:]) async -> AppRun {
    let output = CapturedConsole()
    let status = await App.main(
      arguments: arguments,
      environment: AppEnvironment(
        app: App.name, variables: variables.merging(extra) { _, given in given },
        stdoutIsTerminal: false),
      console: output.console)
    return AppRun(status: status, stdout: output.stdout, stderr: output.stderr)
  }
}
