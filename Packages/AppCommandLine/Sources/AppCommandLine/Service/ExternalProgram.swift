import Foundation

/// Runs the desktop's programs (`notify-send`, `xdg-open`) the one way the apps do: found on
/// `PATH`, given argv (never a shell), with no stdin and stderr discarded.
enum ExternalProgram {
  /// The executable `name` on `PATH`, if there is one.
  static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first(where: FileManager.default.isExecutableFile(atPath:))
  }

  /// Starts `program` with `arguments`; the running process and its stdout, or `nil` when it
  /// could not start.
  static func launch(_ program: String, _ arguments: [String]) -> (Process, FileHandle)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    return (process, output.fileHandleForReading)
  }

  /// Runs `program` with `arguments` to the end; its status and (the first 4 KiB of) stdout.
  static func run(_ program: String, _ arguments: [String]) -> (status: Int32, output: String)? {
    guard let (process, output) = launch(program, arguments) else { return nil }
    let data = output.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data.prefix(4096), as: UTF8.self))
  }
}
