import Foundation
import Testing

/// `widgets-for-linux`, the one program every app is (what `Tools/install.sh` installs): run by
/// a link named after an app it is that app, whole; run by its own name it takes the app first.
@Suite struct OneProgramTests {
  static let program = BuiltProducts.executable("widgets-for-linux").path

  /// A folder holding a link named `app` to the program, as the install makes it.
  static func link(_ app: String, in scratch: ScratchDirectory) throws -> String {
    let folder = scratch.path("bin")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = "\(folder)/\(app)"
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: program)
    return path
  }

  @Test func itHoldsEveryRegisteredApp() throws {
    let help = try CommandRun.run("widgets-for-linux", ["--help"])
    #expect(help.status == 0, "\(help.stderr)")
    let apps = help.stdout.split(separator: "\n").first { $0.hasPrefix("Apps: ") }
    #expect(apps == "Apps: " + AppUnderTest.all.map(\.name).joined(separator: ", "))
    let source = try String(
      contentsOf: AppRegistry.root.appendingPathComponent("Program/main.swift"), encoding: .utf8)
    let listed = source.split(separator: "\n").filter { $0.hasSuffix("CommandLine.self,") }
    #expect(listed.count == AppUnderTest.all.count, "Program/main.swift lists \(listed)")
  }

  @Test(arguments: AppUnderTest.all)
  func aLinkRunsTheAppItIsNamedAfter(_ app: AppUnderTest) throws {
    let scratch = try ScratchDirectory()
    let link = try Self.link(app.name, in: scratch)
    let own = try CommandRun.run(app.name, ["--help"])
    let linked = try CommandRun.run(program: link, ["--help"])
    #expect(linked.status == 0 && linked.stdout == own.stdout, "\(linked.stderr)")
    let named = try CommandRun.run("widgets-for-linux", [app.name, "--version"])
    #expect(named.status == 0 && named.stdout.hasPrefix("\(app.name) "), "\(named.stderr)")
  }

  @Test func throughALinkTheAppNamesTheLinkToOthers() throws {
    let scratch = try ScratchDirectory()
    let link = try Self.link("todos", in: scratch)
    // A desktop entry made without --exec runs the link, not the program (which would not
    // know which app to be).
    let entry = try CommandRun.run(program: link, ["generate", "desktop-entry"])
    #expect(entry.status == 0, "\(entry.stderr)")
    #expect(entry.stdout.contains("Exec=\(link) open %u"), "\(entry.stdout)")
    // Found on PATH by its bare name, it still names the link.
    let bare = try CommandRun.run(
      program: "/bin/sh", ["-c", "todos generate desktop-entry"],
      environment: ["PATH": "\(scratch.path("bin")):/usr/bin:/bin"])
    #expect(bare.stdout.contains("Exec=\(link) open %u"), "\(bare.stdout)\(bare.stderr)")
    // Run by its own name, it cannot tell a path that is the app alone: it says so.
    let own = try CommandRun.run("widgets-for-linux", ["todos", "generate", "desktop-entry"])
    #expect(own.status == 64 && own.stderr.contains("--exec"), "\(own.stdout)\(own.stderr)")
  }

  @Test func anUnknownAppIsOneLineAndAUsageStatus() throws {
    let scratch = try ScratchDirectory()
    let stranger = try Self.link("nope", in: scratch)
    for run in [
      try CommandRun.run(program: stranger, ["list"]),
      try CommandRun.run("widgets-for-linux", ["nope\u{1B}[2J", "list"]),
      try CommandRun.run("widgets-for-linux", []),
    ] {
      #expect(run.status == 64)
      #expect(run.stdout.isEmpty)
      #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
      #expect(
        run.stderr.contains(AppUnderTest.all.map(\.name).joined(separator: ", ")), "\(run.stderr)")
      #expect(!run.stderr.contains("\u{1B}"))
    }
  }
}
