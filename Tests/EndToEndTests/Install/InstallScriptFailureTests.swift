import Foundation
import Testing

/// `Tools/install.sh` when it cannot finish: a prefix the desktop entry or the units cannot
/// carry changes nothing at all (it is refused before the first file is written), and an
/// install that stops half-way has listed every file it wrote, so `--uninstall` removes them.
@Suite struct InstallScriptFailureTests {
  @Test(arguments: ["it's", "say \"hi\"", "my apps", "tab\there", "line\nbreak", "100%", "$HOME"])
  func aPrefixTheFilesCannotCarryChangesNothing(_ folder: String) throws {
    let scratch = try ScratchDirectory()
    let home = scratch.path("home")
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let before = InstallScriptTests.listing(scratch.url.path)
    let run = try InstallScriptTests.install(
      [
        "--prefix", scratch.path(folder), "--bin-dir", BuiltProducts.directory.path,
        "--with-service", "timer",
      ], home: home)
    #expect(run.status == 64, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.hasPrefix("install.sh: ") && run.stderr.split(separator: "\n").count == 1)
    #expect(run.stderr.hasSuffix("nothing was changed\n"), "\(run.stderr)")
    // Not a file, not a folder, not xdg-mime's defaults in home/.config.
    #expect(InstallScriptTests.listing(scratch.url.path) == before)
  }

  @Test func anInstallThatStopsHalfWayListsWhatItWrote() throws {
    let scratch = try ScratchDirectory()
    let home = scratch.path("home")
    let prefix = scratch.path("prefix")
    // A folder where dadjokes' desktop entry goes: the install stops there.
    let blocker = prefix + "/share/applications/dadjokes.desktop"
    try FileManager.default.createDirectory(
      atPath: blocker + "/mine", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let before = InstallScriptTests.listing(scratch.url.path)

    let run = try InstallScriptTests.install(
      ["--prefix", prefix, "--bin-dir", BuiltProducts.directory.path], home: home)
    #expect(run.status != 0 && run.status != -1, "\(run.stdout)")
    #expect(!run.stdout.contains("installed into"))
    let manifest = prefix + "/share/widgets-for-linux/install-manifest"
    let listed = try String(contentsOfFile: manifest, encoding: .utf8)
      .split(separator: "\n").map(String.init)
    // Written before it stopped: the program, todos' files, and dadjokes' first four (the
    // apps' links come last, once every file is in place).
    for path in [
      "\(prefix)/bin/widgets-for-linux", "\(prefix)/share/applications/todos.desktop",
      "\(prefix)/share/man/man1/dadjokes.1",
    ] {
      #expect(listed.contains(path), "\(path) not listed")
    }
    for path in listed { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }
    #expect(!listed.contains(blocker))
    #expect(!listed.contains("\(prefix)/bin/todos"), "a link to a program half installed")
    #expect(!listed.contains { $0.hasSuffix("votes.desktop") }, "listed before it was written")

    let removed = try InstallScriptTests.install(["--prefix", prefix, "--uninstall"], home: home)
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(InstallScriptTests.listing(scratch.url.path) == before)
  }
}
