import Foundation
import Testing

/// `generate`: the desktop entry, systemd units and man page of each app, checked by the
/// programs that read them (desktop-file-validate, systemd-analyze, groff), and a man page
/// that agrees with `--help`.
@Suite struct GenerateTests {
  /// Runs a program from PATH; a program that is not installed fails the test.
  static func tool(_ name: String, _ arguments: [String], input: String? = nil) throws -> CommandRun
  {
    let scratch = try ScratchDirectory()
    let output = scratch.path("out")
    let errors = scratch.path("err")
    let child = try ChildProcess(
      "/usr/bin/env", [name] + arguments,
      environment: ["PATH": "/usr/bin:/bin:/usr/sbin:/sbin", "LC_ALL": "C.UTF-8"],
      stdout: .file(output, flags: O_WRONLY | O_CREAT | O_TRUNC),
      stderr: .file(errors, flags: O_WRONLY | O_CREAT | O_TRUNC))
    let status = child.wait(upTo: 60) ?? -1
    return CommandRun(
      status: status, stdout: (try? String(contentsOfFile: output, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")
  }

  /// A copy of the built app at a path with a space, a quote, `$` and `%`, as a user's home
  /// may hold: the files must quote it.
  static func awkwardCopy(
    of app: String, in scratch: ScratchDirectory,
    folder name: String = "my apps/it's \"$HOME\" 100%"
  ) throws -> String {
    let folder = scratch.path(name)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/" + app
    try FileManager.default.copyItem(atPath: BuiltProducts.executable(app).path, toPath: path)
    return path
  }

  @Test(arguments: AppUnderTest.all)
  func theDesktopEntryIsValid(_ app: AppUnderTest) throws {
    let scratch = try ScratchDirectory()
    let executable = try Self.awkwardCopy(of: app.name, in: scratch, folder: "my-äpps_1.0+x@y=z")
    let run = try CommandRun.run(app.name, ["generate", "desktop-entry", "--exec", executable])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("MimeType=x-scheme-handler/\(app.name);\n"))
    #expect(run.stdout.contains("\nNoDisplay=true\n") && run.stdout.contains("\nTerminal=true\n"))
    #expect(run.stdout.contains("\nExec=\(executable) open %u\n"))
    let file = scratch.path("\(app.name).desktop")
    try run.stdout.write(toFile: file, atomically: true, encoding: .utf8)
    let validated = try Self.tool("desktop-file-validate", [file])
    #expect(validated.status == 0, "\(validated.stdout)\(validated.stderr)")
    #expect(validated.stdout.isEmpty, "\(validated.stdout)")
  }

  /// A path xdg-open's generic mode would run wrongly from an unquoted `Exec` (it takes the
  /// first word as it stands) is refused with one line, and so is a tab or a line break,
  /// which would start a new key in the entry; `LinkOpeningTests` opens the others.
  @Test(arguments: [
    "my apps", "it's", "say \"hi\"", "$HOME", "100%", "back\\slash", "a;b", "tab\tbed",
    "new\nExec=/bin/sh -c x", "star*", "x(1)", "~user", "a#b", "[ab]",
  ])
  func aPathTheEntryCannotCarryIsRefused(_ folder: String) throws {
    let path = "/opt/\(folder)/todos"
    for what in ["desktop-entry"]
      + (folder.contains { $0 == "\t" || $0 == "\n" } ? ["systemd"] : [])
    {
      let run = try CommandRun.run("todos", ["generate", what, "--exec", path])
      #expect(run.status == 64, "\(what) \(folder): \(run.stdout)")
      #expect(run.stdout.isEmpty && run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    }
  }

  @Test(arguments: AppUnderTest.all)
  func theSystemdUnitsVerify(_ app: AppUnderTest) throws {
    let scratch = try ScratchDirectory()
    // systemd refuses quotes and backslashes in an executable's name: that is a usage error.
    let refused = try CommandRun.run(
      app.name, ["generate", "systemd", "--exec", try Self.awkwardCopy(of: app.name, in: scratch)])
    #expect(refused.status == 64 && refused.stderr.contains("systemd cannot run"))
    // A combining mark after the quote (one character to Swift) does not hide it.
    let marked = try CommandRun.run(
      app.name,
      [
        "generate", "systemd", "--exec",
        try Self.awkwardCopy(of: app.name, in: scratch, folder: "it'\u{301}s"),
      ])
    #expect(marked.status == 64 && marked.stderr.contains("systemd cannot run"))
    // Every `%` doubled, one before a combining mark too.
    let executable = try Self.awkwardCopy(
      of: app.name, in: scratch, folder: "my apps/$HOME 100% 5%\u{301}")
    for (flag, names) in [
      ("--timer", ["\(app.name)-refresh.service", "\(app.name)-refresh.timer"]),
      ("--service", ["\(app.name).service"]),
    ] {
      let run = try CommandRun.run(app.name, ["generate", "systemd", flag, "--exec", executable])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.contains("100%% 5%%\u{301}/"), "\(run.stdout)")
      let units = Self.units(run.stdout)
      #expect(units.map(\.name) == names)
      var files: [String] = []
      for unit in units {
        let file = scratch.path(unit.name)
        try unit.contents.write(toFile: file, atomically: true, encoding: .utf8)
        files.append(file)
      }
      let verified = try Self.tool("systemd-analyze", ["verify", "--man=no"] + files)
      #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
      #expect(verified.stderr.isEmpty, "\(verified.stderr)")
    }
    let timer = try CommandRun.run(app.name, ["generate", "systemd"]).stdout
    for line in ["OnCalendar=*:0/5", "Persistent=true", "RandomizedDelaySec=60", "Type=oneshot"] {
      #expect(timer.contains("\n\(line)\n"), "\(line)")
    }
    #expect(timer.contains(" refresh --if-due\n"))
  }

  @Test(arguments: AppUnderTest.all)
  func theManPageRendersWithoutWarningsAndAgreesWithHelp(_ app: AppUnderTest) throws {
    let scratch = try ScratchDirectory()
    let page = try CommandRun.run(app.name, ["generate", "man"])
    #expect(page.status == 0)
    let file = scratch.path("\(app.name).1")
    try page.stdout.write(toFile: file, atomically: true, encoding: .utf8)
    let warnings = try Self.tool("groff", ["-man", "-Tutf8", "-ww", "-z", file])
    #expect(warnings.status == 0 && warnings.stderr.isEmpty, "\(warnings.stderr)")
    // One long line per paragraph, no hyphenation: every name reads whole.
    let text = try Self.tool("groff", ["-man", "-Tutf8", "-rLL=2000n", "-rHY=0", "-P-cbou", file])
      .stdout
    for section in [
      "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "ENVIRONMENT", "FILES",
      "EXIT STATUS", "EXAMPLES", "SEE ALSO",
    ] {
      #expect(text.contains("\n\(section)\n"), "\(section)")
    }
    let help = try CommandRun.run(app.name, ["--help"]).stdout
    let commands = Self.section("COMMANDS", of: help).compactMap { $0.split(separator: " ").first }
    #expect(commands.count >= 10)
    for command in commands {
      #expect(text.contains("\(app.name) \(command)"), "command \(command)")
      let commandHelp = try CommandRun.run(app.name, [String(command), "--help"]).stdout
      for option in commandHelp.split(separator: " ").filter({ $0.hasPrefix("--") }) {
        let name = option.prefix { $0 != "]" && $0 != "," && $0 != "\n" && $0 != "." }
        #expect(text.contains(name), "\(command): \(name)")
      }
    }
    for line in Self.section("ENVIRONMENT", of: help) {
      let variable = String(line.prefix { $0 != " " })
      #expect(text.contains(variable), "\(variable)")
    }
    for code in ["64", "65", "66", "69", "70", "74", "75"] {
      #expect(text.contains("\n       \(code)"))
    }
  }

  @Test func badRequestsAreUsageErrors() throws {
    for arguments in [
      ["generate", "icons"], ["generate", "man", "bash"], ["generate", "completions"],
      ["generate", "completions", "tcsh"], ["generate", "desktop-entry", "--exec", "todos"],
      ["generate", "systemd", "--timer", "--service"],
    ] {
      let run = try CommandRun.run("todos", arguments)
      #expect(run.status == 64, "\(arguments): \(run.stderr)")
      #expect(run.stdout.isEmpty && run.stderr.split(separator: "\n").count == 1)
    }
  }

  /// The units `generate systemd` printed, split at their `# ~/.config/systemd/user/NAME` lines.
  static func units(_ output: String) -> [(name: String, contents: String)] {
    var units: [(name: String, contents: String)] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("# ~/.config/systemd/user/") {
        units.append((String(line.dropFirst("# ~/.config/systemd/user/".count)), ""))
      } else if !units.isEmpty {
        units[units.count - 1].contents += line + "\n"
      }
    }
    return units
  }

  /// The indented lines of a help section, trimmed.
  static func section(_ title: String, of help: String) -> [String] {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: Substring(title)) else { return [] }
    return lines[(start + 1)...].prefix { $0.hasPrefix("  ") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }
}
