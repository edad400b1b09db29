import Foundation

@testable import AppCommandLine

/// A temporary folder with the sample app's completion scripts written into it, the marker
/// file its hostile help texts would create, and a file for path completion; removed after.
final class CompletionWorkspace {
  let directory: URL
  let spec: AppSpec
  /// The file the hostile help texts touch if a shell runs them.
  let marker: String
  /// A file in `directory` that only path completion offers.
  let fileName = "settings.conf"

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("completions-\(UUID().uuidString)")
    marker = directory.appendingPathComponent("MARKER-touched").path
    spec = CompletionSample.spec(marker: marker)
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("zfunctions"), withIntermediateDirectories: true)
    try Data().write(to: directory.appendingPathComponent(fileName))
    for shell in CompletionShell.allCases {
      try CompletionScript.render(spec, for: shell)
        .write(toFile: scriptPath(shell), atomically: true, encoding: .utf8)
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  /// Where the script for `shell` is: zsh's is `zfunctions/_sample_app`, for `fpath`.
  func scriptPath(_ shell: CompletionShell) -> String {
    switch shell {
    case .bash: directory.appendingPathComponent("sample-app.bash").path
    case .zsh: directory.appendingPathComponent("zfunctions/_sample_app").path
    case .fish: directory.appendingPathComponent("sample-app.fish").path
    }
  }

  /// Whether a shell ran a hostile help text.
  var markerExists: Bool {
    FileManager.default.fileExists(atPath: marker)
  }

  /// Runs `program` here.
  func run(_ program: String, _ arguments: [String]) throws -> ShellProgram.Output {
    try ShellProgram(program).run(arguments, in: directory)
  }
}
