import Foundation
import Testing

/// The same transport failure reads the same in every app of the registry: one line on stderr worded in
/// one place (AppCommandLine), the same exit status, only the app's name, the URL, its
/// variable and an app's own advice (dadjokes' stand-in service) told apart.
@Suite struct FailureWordingTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    /// The fixture server's `--fault` options; `nil` for a server that is not there.
    var faults: [String]?
    var options: [String] = []
    var testDescription: String { name }
  }

  static let rows = [
    Row(name: "server error after retries", faults: ["--fault", "503"]),
    Row(name: "HTTP/0.9 answer", faults: ["--fault", "http09"]),
    Row(name: "redirect to ftp", faults: ["--fault", "redirect-ftp"]),
    Row(name: "endless body", faults: ["--fault", "endless"]),
    Row(name: "unasked Content-Encoding", faults: ["--fault", "gzip-bomb"]),
    Row(name: "timeout", faults: ["--fault", "delay=3"], options: ["--timeout", "0.5"]),
    Row(name: "nobody listening", faults: nil),
  ]

  /// A data command of every app in the registry: `list`, unless the app needs more.
  static let commands: [(app: AppUnderTest, arguments: [String])] = AppUnderTest.all.map { app in
    switch app.name {
    case "dadjokes": (app, ["joke", "--type", "dad"])
    case "votes": (app, ["list", "--limit", "1"])
    default: (app, ["list"])
    }
  }

  /// The widget of every app in the registry, with the options it needs.
  static let widgets: [(app: AppUnderTest, arguments: [String])] = AppUnderTest.all.map { app in
    (app, app.name == "dadjokes" ? ["widget", "--type", "dad"] : ["widget"])
  }

  @Test(arguments: rows)
  func oneFailureOneLine(_ row: Row) throws {
    let server = try FixtureServer(row.faults ?? [])
    if row.faults == nil { server.stop() }
    let scratch = try ScratchDirectory()
    var lines: [String: String] = [:]
    var statuses: [String: Int32] = [:]
    for command in Self.commands {
      let run = try command.app.run(
        row.options + command.arguments, baseURL: server.url.absoluteString, scratch: scratch)
      #expect(run.stdout.isEmpty, "\(command.app)")
      #expect(run.stderr.split(separator: "\n").count == 1, "\(command.app): \(run.stderr)")
      lines[command.app.name] = Self.normalized(run.stderr, app: command.app, server: server.url)
      statuses[command.app.name] = run.status
    }
    #expect(Set(statuses.values).count == 1, "\(statuses)")
    #expect(Set(lines.values).count == 1, "\(lines)")
    #expect(lines["todos"]?.hasPrefix("<APP>: ") == true, "\(lines)")
  }

  /// A widget's failed reload reads as the command's failure, the same in every app.
  @Test func aWidgetsFailedReloadReadsTheSame() throws {
    let server = try FixtureServer()
    server.stop()
    let scratch = try ScratchDirectory()
    var lines: Set<String> = []
    for widget in Self.widgets {
      let run = try widget.app.run(
        widget.arguments, baseURL: server.url.absoluteString, scratch: scratch)
      #expect(run.status == 0, "\(widget.app)")
      lines.insert(Self.normalized(run.stderr, app: widget.app, server: server.url))
    }
    #expect(lines.count == 1, "\(lines)")
    #expect(lines.first?.hasPrefix("<APP>: reload failed: cannot connect to <url>") == true)
  }

  /// The line with what may differ between apps replaced: the app's name, the server's URLs
  /// (each app asks for its own path), the app's variable, and dadjokes' stand-in advice.
  static func normalized(_ line: String, app: AppUnderTest, server: URL) -> String {
    var text = line.trimmingCharacters(in: .newlines)
    text = text.replacingOccurrences(of: "\(app.name): ", with: "<APP>: ")
    text = text.replacingOccurrences(of: "\(app.prefix)_BASE_URL", with: "<APP>_BASE_URL")
    text = text.replacingOccurrences(
      of: "; `--source tutorial` may work meanwhile", with: "")
    let base = server.absoluteString
    while let start = text.range(of: base) {
      let end =
        text[start.upperBound...].firstIndex(where: { $0 == " " || $0 == ";" })
        ?? text.endIndex
      text.replaceSubrange(start.lowerBound..<end, with: "<url>")
    }
    return text
  }
}
