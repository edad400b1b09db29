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
  ///
  /// - Parameter offersOpen: add an "Open" action that opens the announcement's link with
  ///   `xdg-open`, where notify-send has `--action`. notify-send then waits for the user, so
  ///   only a long-running service offers it: a thread of its own waits and opens.
  func announce(_ announcement: Announcement, offersOpen: Bool = false) -> String? {
    let sent = (try? Data(contentsOf: stateFile)).flatMap {
      try? JSONDecoder().decode(Sent.self, from: $0)
    }
    guard sent?.announcement != announcement.id else { return nil }
    guard let program = ExternalProgram.find("notify-send") else {
      return "cannot notify: notify-send is not installed (libnotify-bin)"
    }
    let help = ExternalProgram.run(program, ["--help"])?.output ?? ""
    let printsID = help.contains("--print-id")
    var arguments = [
      "--app-name=\(app.prefix(1).uppercased() + app.dropFirst())", "--urgency=normal",
      "--hint=string:desktop-entry:\(app)",
    ]
    if printsID { arguments.append("--print-id") }
    if help.contains("--replace-id"), let previous = sent?.notification {
      arguments.append("--replace-id=\(previous)")
    }
    // Without --print-id, notify-send --action prints nothing until the user acts.
    let link = offersOpen && printsID && help.contains("--action") ? announcement.url : nil
    if link != nil { arguments.append("--action=open=Open") }
    arguments += ["--", announcement.summary, BarEscaping.pango(announcement.body)]
    let id: UInt32?
    if let link {
      guard let started = Self.start(program, arguments, opening: link) else {
        return "cannot notify: notify-send failed (is a notification daemon running?)"
      }
      id = printsID ? started : nil
    } else {
      guard let result = ExternalProgram.run(program, arguments), result.status == 0 else {
        return "cannot notify: notify-send failed (is a notification daemon running?)"
      }
      id = printsID ? UInt32(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) : nil
    }
    let record = Sent(announcement: announcement.id, notification: id ?? sent?.notification)
    if let data = try? JSONEncoder().encode(record) {
      try? FileManager.default.createDirectory(
        at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      try? data.write(to: stateFile, options: .atomic)
    }
    return "notified: \(announcement.summary)"
  }

  /// Starts notify-send with an "Open" action and returns the id it prints first (0 when it
  /// prints none); a thread then waits for it and, when it prints `open`, runs `xdg-open link`
  /// (argv, no shell). `nil` when it could not start.
  static func start(_ program: String, _ arguments: [String], opening link: String) -> UInt32? {
    guard let (process, reader) = ExternalProgram.launch(program, arguments) else { return nil }
    // The id comes at once; nothing at all means notify-send failed (no notification daemon).
    guard let first = readLine(reader) else {
      process.waitUntilExit()
      return process.terminationStatus == 0 ? 0 : nil
    }
    Thread.detachNewThread {
      while let line = readLine(reader) {
        if line == "open", let opener = ExternalProgram.find("xdg-open") {
          _ = ExternalProgram.run(opener, [link])
        }
      }
      process.waitUntilExit()
    }
    return UInt32(first) ?? 0
  }

  /// One line from `handle`, without its newline; `nil` at the end.
  private static func readLine(_ handle: FileHandle) -> String? {
    var line = Data()
    while let byte = try? handle.read(upToCount: 1), let first = byte.first {
      if first == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
      line.append(first)
      if line.count > 4096 { break }
    }
    return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
  }
}
