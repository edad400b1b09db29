import AppCommandLine
import Foundation
import Synchronization

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

  /// The most characters of a notification's summary and body: a roll call's 200 KB question
  /// would pass the kernel's limit on one argument (128 KiB), and no daemon shows that much.
  static let summaryLimit = 200
  static let bodyLimit = 1000

  /// How long notify-send may take to show a notification (or to print its help).
  static let limit: Duration = .seconds(10)

  /// Sends `announcement` unless it is the one sent last; returns what happened, for the log.
  /// Every wait on notify-send has a deadline: a stuck notification daemon costs ``limit``.
  ///
  /// - Parameter offersOpen: add an "Open" action that opens the announcement's link with
  ///   `xdg-open`, where notify-send has `--action`. notify-send then waits for the user, so
  ///   only a long-running service offers it: a thread of its own waits and opens, and the
  ///   service ends it when it stops.
  func announce(_ announcement: Announcement, offersOpen: Bool = false) -> String? {
    let sent = (try? Data(contentsOf: stateFile)).flatMap {
      try? JSONDecoder().decode(Sent.self, from: $0)
    }
    guard sent?.announcement != announcement.id else { return nil }
    guard let program = ChildProgram.find("notify-send") else {
      return "cannot notify: notify-send is not installed (libnotify-bin)"
    }
    guard let help = ChildProgram.run(program, ["--help"], limit: Self.limit)?.output else {
      return "cannot notify: notify-send --help did not answer within 10 s"
    }
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
    let summary = Self.bounded(announcement.summary, to: Self.summaryLimit)
    let body = Self.bounded(announcement.body, to: Self.bodyLimit)
    arguments += ["--", summary, BarEscaping.pango(body)]
    let id: UInt32?
    if let link {
      guard let started = Self.start(program, arguments, opening: link) else {
        return "cannot notify: notify-send failed or did not answer within 10 s "
          + "(is a notification daemon running?)"
      }
      id = printsID ? started : nil
    } else {
      guard let result = ChildProgram.run(program, arguments, limit: Self.limit),
        result.status == 0
      else {
        return "cannot notify: notify-send failed or did not answer within 10 s "
          + "(is a notification daemon running?)"
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
    return "notified: \(summary)"
  }

  /// `text` cut to `limit` characters, with `…` where it was cut.
  static func bounded(_ text: String, to limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }

  /// The notify-send still waiting for its "Open" action: a new announcement replaces it.
  private static let waiting = Mutex<ChildProgram?>(nil)

  /// Starts notify-send with an "Open" action and returns the id it prints first (0 when it
  /// prints none); a thread then waits for it and, when it prints `open`, runs `xdg-open link`
  /// (argv, no shell). `nil` when it could not start or printed nothing within ``limit``.
  static func start(_ program: String, _ arguments: [String], opening link: String) -> UInt32? {
    guard let child = ChildProgram(program, arguments) else { return nil }
    // The id comes at once; nothing at all means notify-send failed (no notification daemon).
    var pending = Data()
    let deadline = ContinuousClock.now + limit
    while !pending.contains(UInt8(ascii: "\n")), pending.count < 64,
      let chunk = child.read(until: deadline)
    {
      pending.append(chunk)
    }
    guard !pending.isEmpty, let first = child.readLine(into: &pending) else {
      child.terminate()
      return nil
    }
    waiting.withLock { previous in
      previous?.terminate()
      previous = child
    }
    let leftover = pending
    Thread.detachNewThread {
      var rest = leftover
      while let line = child.readLine(into: &rest) {
        if line == "open", let opener = ChildProgram.find("xdg-open") {
          _ = ChildProgram.run(opener, [link], limit: .seconds(30))
        }
      }
      _ = child.wait(until: .now + .seconds(5))
      waiting.withLock { if $0 === child { $0 = nil } }
    }
    return UInt32(first) ?? 0
  }
}
