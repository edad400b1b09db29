import Foundation
import Testing

/// `status --format polybar --click`, clicked as Polybar clicks it: the action's command run
/// by `sh -c` with its output on /dev/null and no terminal. The click must show the item
/// anyway: it opens the link with the real xdg-open (generic mode), through the app's desktop
/// entry, whose stub terminal runs `APP open URL`.
@Suite struct PolybarClickTests {
  @Test(arguments: AppUnderTest.all)
  func aClickShowsTheItemThroughTheDesktopEntry(_ app: AppUnderTest) throws {
    let placed = try PlacedApp(app)
    #expect(try placed.placeAndLoad().status == 0)
    let line = try placed.run(["status", "--format", "polybar", "--click"])
    #expect(line.status == 0, "\(line.stderr)")
    let command = try #require(Self.action(line.stdout), "no click action in \(line.stdout)")
    let jsonl = try StatusFormatTests.object(placed.run(["status", "--format", "jsonl"]).stdout)
    let url = try #require(jsonl["url"] as? String)

    let scratch = try ScratchDirectory()
    let session = try DesktopSession(in: scratch)
    let executable = scratch.path("opt/bin/\(app.name)")
    try FileManager.default.createDirectory(
      atPath: scratch.path("opt/bin"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: executable, withDestinationPath: BuiltProducts.executable(app.name).path)
    try session.install(app.name, executable: executable)

    let opened = try #require(
      try session.launch("sh", ["-c", command + " >/dev/null 2>&1"], extra: placed.environment),
      "the click (\(command)) started no terminal")
    #expect(opened.terminalArguments == ["-e", executable, "open", url])
    #expect(opened.status == 0, "\(opened.stderr)")
    // What `APP open URL` shows (a joke link shows a new joke of its type each time, with
    // the same last line).
    let shown = try placed.run(["open", url])
    #expect(shown.status == 0 && !shown.stdout.isEmpty)
    let lastLine = { (text: String) in text.split(separator: "\n").last.map(String.init) }
    #expect(lastLine(opened.stdout) == lastLine(shown.stdout), "\(opened.stdout)")
  }

  /// The command of a line's left-click action, `%{A1:command:}label%{A}`, read as Polybar
  /// reads it: up to the first `:` without a backslash before it, `\:` being a `:`.
  static func action(_ line: String) -> String? {
    guard line.hasPrefix("%{A1:") else { return nil }
    var command = ""
    var escaped = false
    for character in line.dropFirst(5) {
      if escaped {
        command.append(character == ":" ? ":" : "\\\(character)")
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == ":" {
        return command
      } else {
        command.append(character)
      }
    }
    return nil
  }
}
