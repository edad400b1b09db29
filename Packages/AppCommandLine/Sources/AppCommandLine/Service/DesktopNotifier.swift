import Foundation

/// Sends desktop notifications through `notify-send` (argv, never a shell; the body escaped
/// for the markup notification servers read), with what the installed notify-send supports: `--print-id` to learn the notification's id and
/// `--replace-id` to replace the previous one, found in its `--help`.
struct DesktopNotifier: Sendable {
  /// The last announcement sent and the id of its notification, kept in the state folder.
  struct Sent: Codable, Sendable {
    var announcement: String
    var notification: UInt32?
  }

  /// The app whose notifications these are: `votes` (shown as "Votes").
  let app: String
  /// Where `Sent` is kept.
  let stateFile: URL

  /// Sends `announcement` unless it is the one sent last; returns what happened, for the log.
  func announce(_ announcement: Announcement) -> String? {
    let sent = (try? Data(contentsOf: stateFile)).flatMap {
      try? JSONDecoder().decode(Sent.self, from: $0)
    }
    guard sent?.announcement != announcement.id else { return nil }
    guard let program = Self.find("notify-send") else {
      return "cannot notify: notify-send is not installed (libnotify-bin)"
    }
    let help = Self.run(program, ["--help"])?.output ?? ""
    let printsID = help.contains("--print-id")
    var arguments = [
      "--app-name=\(app.prefix(1).uppercased() + app.dropFirst())", "--urgency=normal",
      "--hint=string:desktop-entry:\(app)",
    ]
    if printsID { arguments.append("--print-id") }
    if help.contains("--replace-id"), let previous = sent?.notification {
      arguments.append("--replace-id=\(previous)")
    }
    arguments += ["--", announcement.summary, BarEscaping.pango(announcement.body)]
    guard let result = Self.run(program, arguments), result.status == 0 else {
      return "cannot notify: notify-send failed (is a notification daemon running?)"
    }
    let id = printsID ? UInt32(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) : nil
    let record = Sent(announcement: announcement.id, notification: id ?? sent?.notification)
    if let data = try? JSONEncoder().encode(record) {
      try? FileManager.default.createDirectory(
        at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      try? data.write(to: stateFile, options: .atomic)
    }
    return "notified: \(announcement.summary)"
  }

  static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first(where: FileManager.default.isExecutableFile(atPath:))
  }

  /// Runs `program` with `arguments`, no stdin, and returns its status and stdout.
  static func run(_ program: String, _ arguments: [String]) -> (status: Int32, output: String)? {
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
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data.prefix(4096), as: UTF8.self))
  }
}
