import Foundation
import Testing

/// `Tools/install.sh` with the built executables (`--bin-dir`) into a scratch prefix and home:
/// every file in its place, the scheme handlers registered with the real xdg-mime, units that
/// systemd-analyze accepts, a second run that changes nothing, and an uninstall that removes
/// exactly what was installed.
@Suite struct InstallScriptTests {
  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Tools/install.sh").path

  /// Runs install.sh with `arguments`, `HOME` and the variables of `extra` (`TMPDIR`, say).
  static func install(_ arguments: [String], home: String, extra: [String: String] = [:]) throws
    -> CommandRun
  {
    let scratch = try ScratchDirectory()
    let child = try ChildProcess(
      "/usr/bin/env", ["bash", script] + arguments,
      environment: ["PATH": "/usr/bin:/bin:/usr/sbin:/sbin", "HOME": home, "LC_ALL": "C.UTF-8"]
        .merging(extra) { _, new in new },
      stdout: .file(scratch.path("out"), flags: O_WRONLY | O_CREAT | O_TRUNC),
      stderr: .file(scratch.path("err"), flags: O_WRONLY | O_CREAT | O_TRUNC))
    let status = child.wait(upTo: 120) ?? -1
    return CommandRun(
      status: status,
      stdout: (try? String(contentsOfFile: scratch.path("out"), encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOfFile: scratch.path("err"), encoding: .utf8)) ?? "")
  }

  @Test func installThenUninstallLeavesOnlyWhatWasThere() throws {
    let scratch = try ScratchDirectory()
    let home = scratch.path("home")
    let prefix = scratch.path("prefix")
    let bin = BuiltProducts.directory.path
    try FileManager.default.createDirectory(
      atPath: prefix + "/bin", withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: prefix + "/bin/other-tool"))

    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    // What it makes before installing goes in a private folder of TMPDIR, removed after.
    let temporary = ["TMPDIR": scratch.path("tmp")]
    try FileManager.default.createDirectory(
      atPath: scratch.path("tmp"), withIntermediateDirectories: true)
    let before = Self.listing(scratch.url.path)
    let dry = try Self.install(
      ["--prefix", prefix, "--bin-dir", bin, "--dry-run", "--with-service", "timer"], home: home,
      extra: temporary)
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(dry.stdout.contains("install -m 755 -> \(prefix)/bin/widgets-for-linux"))
    #expect(dry.stdout.contains("ln -s widgets-for-linux -> \(prefix)/bin/todos"))
    #expect(
      dry.stdout.contains("install -m 644 -> \(home)/.config/systemd/user/todos-refresh.timer"))
    #expect(!dry.stdout.contains("installed into"), "a dry run claims it installed")
    #expect(dry.stdout.contains("dry run: nothing was written"))
    #expect(Self.listing(scratch.url.path) == before, "--dry-run wrote")

    let first = try Self.install(
      ["--prefix", prefix, "--bin-dir", bin, "--with-service", "timer"], home: home,
      extra: temporary)
    #expect(Self.listing(scratch.path("tmp")).isEmpty, "left in TMPDIR")
    #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
    let manifest = prefix + "/share/widgets-for-linux/install-manifest"
    let files = try String(contentsOfFile: manifest, encoding: .utf8)
      .split(separator: "\n").map(String.init)
    for app in AppUnderTest.all.map(\.name) {
      for path in [
        "\(prefix)/bin/\(app)", "\(prefix)/share/man/man1/\(app).1",
        "\(prefix)/share/applications/\(app).desktop", "\(prefix)/share/zsh/site-functions/_\(app)",
        "\(home)/.local/share/bash-completion/completions/\(app)",
        "\(home)/.config/fish/completions/\(app).fish",
        "\(home)/.config/systemd/user/\(app)-refresh.service",
        "\(home)/.config/systemd/user/\(app)-refresh.timer",
      ] {
        #expect(files.contains(path), "\(path) not in the manifest")
        #expect(FileManager.default.fileExists(atPath: path), "\(path) missing")
      }
      // A link to the one program, which runs as the app it is named after.
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: "\(prefix)/bin/\(app)")
          == "widgets-for-linux")
      let version = try GenerateTests.tool(prefix + "/bin/\(app)", ["--version"])
      #expect(version.stdout.hasPrefix("\(app) "))
      let handler = try GenerateTests.tool(
        "env",
        [
          "HOME=\(home)", "XDG_DATA_DIRS=\(prefix)/share", "xdg-mime", "query", "default",
          "x-scheme-handler/\(app)",
        ])
      #expect(handler.stdout == "\(app).desktop\n", "\(handler.stdout)\(handler.stderr)")
      let desktop = try GenerateTests.tool(
        "desktop-file-validate", ["\(prefix)/share/applications/\(app).desktop"])
      #expect(desktop.status == 0 && desktop.stdout.isEmpty, "\(desktop.stdout)")
    }
    // The program, installed once without the symbol table the build has.
    let program = "\(prefix)/bin/widgets-for-linux"
    #expect(files.contains(program) && FileManager.default.isExecutableFile(atPath: program))
    let sections = { (path: String) in try GenerateTests.tool("readelf", ["-S", "-W", path]) }
    #expect(
      try sections(BuiltProducts.executable("widgets-for-linux").path).stdout.contains(" .symtab "))
    let installed = try sections(program)
    #expect(installed.status == 0 && !installed.stdout.contains(" .symtab "), "not stripped")
    // Each app: its link, 3 completions, a man page, a desktop entry and 2 units; the program
    // and the desktop database's cache.
    let expectedFiles = AppUnderTest.all.count * 8 + 2
    #expect(files.count == expectedFiles)
    try Self.expectLinksOpen(prefix: prefix, home: home, scratch: scratch)
    let units = files.filter { $0.contains("/systemd/user/") }
    let verified = try GenerateTests.tool("systemd-analyze", ["verify", "--man=no"] + units)
    #expect(verified.status == 0 && verified.stderr.isEmpty, "\(verified.stderr)")
    #expect(
      first.stdout.contains("systemctl --user daemon-reload && systemctl --user enable --now"))

    let second = try Self.install(
      ["--prefix", prefix, "--bin-dir", bin, "--with-service", "timer"], home: home)
    #expect(second.status == 0)
    #expect(
      try String(contentsOfFile: manifest, encoding: .utf8).split(separator: "\n").count
        == expectedFiles)

    let removed = try Self.install(["--prefix", prefix, "--uninstall"], home: home)
    #expect(removed.status == 0, "\(removed.stderr)")
    for path in files { #expect(!FileManager.default.fileExists(atPath: path), "\(path) left") }
    #expect(!FileManager.default.fileExists(atPath: manifest))
    #expect(FileManager.default.fileExists(atPath: prefix + "/bin/other-tool"))
    // As it was, but for the scheme defaults xdg-mime keeps in the user's shared mimeapps.list.
    // (The desktop session's stubs and records are in desktop/.)
    let after = Self.listing(scratch.url.path).filter {
      !$0.hasPrefix("home/.config") && !$0.hasPrefix("desktop")
    }
    #expect(after == before, "left: \(Set(after).symmetricDifference(before).sorted())")

    let again = try Self.install(["--prefix", prefix, "--uninstall"], home: home)
    #expect(again.status == 66 && again.stderr.contains("nothing was installed"))
    let bad = try Self.install(["--with-service", "cron"], home: home)
    #expect(bad.status == 64)
    let file = scratch.path("a-file")
    try Data().write(to: URL(fileURLWithPath: file))
    let unwritable = try Self.install(["--prefix", file + "/sub", "--bin-dir", bin], home: home)
    #expect(unwritable.status == 73)
    #expect(unwritable.stderr == "install.sh: cannot write to \(file)/sub; nothing was changed\n")
    #expect(
      Self.listing(scratch.url.path).filter {
        !$0.hasPrefix("home/.config") && !$0.hasPrefix("desktop")
      } == (before + ["a-file"]).sorted()
    )
  }

  /// Every path below `root`, relative and sorted.
  static func listing(_ root: String) -> [String] {
    ((FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []).sorted()
  }

  /// Each installed app opens its link through its installed desktop entry, with the real
  /// xdg-open (generic mode) and the real gio, `prefix/share` being on `XDG_DATA_DIRS`: the
  /// stub terminal runs the installed executable with `open URL`, and it shows the item.
  static func expectLinksOpen(prefix: String, home: String, scratch: ScratchDirectory) throws {
    // The apps' files (Foundation keeps a URL cache in HOME and makes a folder in
    // XDG_DATA_HOME) go to a folder of their own, not the installer's home.
    let own = try ScratchDirectory()
    let session = try DesktopSession(
      in: scratch, home: home, dataHome: own.path("data"), dataDirs: [prefix + "/share"])
    for app in AppUnderTest.all {
      let link = try #require(AppLink.byApp[app.name], "no link for \(app.name)")
      for opener in DesktopSession.Opener.allCases {
        let server = try FixtureServer()
        let state = try ScratchDirectory()
        let extra = app.environment(
          baseURL: server.url.absoluteString, scratch: state, extra: ["HOME": own.path("home")])
        let opened = try #require(
          try session.open(link.url, with: opener, extra: extra), "\(opener) ran no terminal")
        #expect(opened.terminalArguments == ["-e", "\(prefix)/bin/\(app.name)", "open", link.url])
        #expect(opened.status == 0, "\(opened.stderr)")
        #expect(opened.stdout.contains(link.shows), "\(opened.stdout)")
      }
    }
  }
}
