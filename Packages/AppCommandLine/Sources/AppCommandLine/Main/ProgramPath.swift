import Foundation

/// Where this program is, to name it to others as the app it runs as: a desktop entry's or a
/// unit's `Exec=`, a bar's click command.
///
/// The apps ship as one program (`widgets-for-linux`) that `todos`, `dadjokes` and `votes` are
/// links to; the kernel's `/proc/self/exe` names the program, not the link. So a path that runs
/// the app by itself is the link it was run by: its own path when it runs as its own
/// executable (`swift run todos`), else the link `argv[0]` names (found on `PATH` when bare),
/// else a link beside the program.
public enum ProgramPath {
  /// The file the kernel runs for this process (`/proc/self/exe`), if it can be read.
  public static var running: String? {
    try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
  }

  /// A path that runs `app` when run by itself, or `nil` when none can be told (a program that
  /// holds several apps and was not run by a link named after one).
  public static func command(for app: String) -> String? {
    command(
      for: app, running: running, argument0: CommandLine.arguments.first,
      path: ProcessInfo.processInfo.environment["PATH"],
      directory: FileManager.default.currentDirectoryPath)
  }

  /// ``command(for:)`` with what it reads given: the program's path, `argv[0]`, `PATH` and
  /// the working directory.
  static func command(
    for app: String, running: String?, argument0: String?, path: String?, directory: String
  ) -> String? {
    guard let running else {
      // No /proc: argv[0] when it is a path.
      return argument0.flatMap { $0.hasPrefix("/") ? $0 : nil }
    }
    let program = URL(fileURLWithPath: running).resolvingSymlinksInPath().path
    if URL(fileURLWithPath: program).lastPathComponent == app { return program }
    var candidates: [String] = []
    if let argument0, URL(fileURLWithPath: argument0).lastPathComponent == app {
      if argument0.contains("/") {
        candidates.append(
          argument0.hasPrefix("/") ? argument0 : "\(directory)/\(argument0)")
      } else {
        candidates += (path ?? "").split(separator: ":").map { "\($0)/\(app)" }
      }
    }
    candidates.append(URL(fileURLWithPath: program).deletingLastPathComponent().path + "/" + app)
    return candidates.lazy
      .map { URL(fileURLWithPath: $0).standardizedFileURL.path }
      .first { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path == program }
  }
}
