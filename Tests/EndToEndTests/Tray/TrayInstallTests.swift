import Foundation
import Testing

/// `Tools/install.sh --with-tray`: an XDG autostart entry per app that starts `APP tray` at
/// login, which desktop-file-validate accepts, and that `--uninstall` removes.
@Suite struct TrayInstallTests {
  @Test func withTrayAddsAutostartEntriesAndUninstallRemovesThem() throws {
    let scratch = try ScratchDirectory()
    let home = scratch.path("home")
    let prefix = scratch.path("prefix")
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let installed = try InstallScriptTests.install(
      ["--prefix", prefix, "--bin-dir", BuiltProducts.directory.path, "--with-tray"], home: home)
    #expect(installed.status == 0, "\(installed.stdout)\(installed.stderr)")
    #expect(installed.stdout.contains("the tray items start at the next login"))
    let entries = AppUnderTest.all.map { "\(home)/.config/autostart/\($0.name)-tray.desktop" }
    for (app, entry) in zip(AppUnderTest.all.map(\.name), entries) {
      let text = try String(contentsOfFile: entry, encoding: .utf8)
      #expect(text.hasPrefix("[Desktop Entry]\nType=Application\n"))
      #expect(text.contains("\nExec=\(prefix)/bin/\(app) tray\n"), "\(text)")
      let validated = try GenerateTests.tool("desktop-file-validate", [entry])
      #expect(validated.status == 0 && validated.stdout.isEmpty, "\(validated.stdout)")
    }
    let removed = try InstallScriptTests.install(["--prefix", prefix, "--uninstall"], home: home)
    #expect(removed.status == 0, "\(removed.stderr)")
    for entry in entries {
      #expect(!FileManager.default.fileExists(atPath: entry), "\(entry) left")
    }
    #expect(!FileManager.default.fileExists(atPath: "\(home)/.config/autostart"))
  }
}
