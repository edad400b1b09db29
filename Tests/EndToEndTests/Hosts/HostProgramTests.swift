import Foundation
import Testing

/// A real host that is not installed fails its test with the Debian package to install; it is
/// never skipped.
@Suite struct HostProgramTests {
  @Test func aMissingProgramFailsNamingItsPackage() {
    #expect(
      throws: HostProgram.Failure(
        description:
          "no-such-panel is not installed: apt-get install no-such-package (.ci/run installs it)")
    ) {
      try HostProgram.path("no-such-panel", package: "no-such-package")
    }
  }

  @Test(arguments: [
    ("sway", "sway"), ("waybar", "waybar"), ("xfce4-panel", "xfce4-panel"), ("Xvfb", "xvfb"),
    ("grim", "grim"), ("xwd", "x11-apps"), ("setpriv", "util-linux"),
    ("dbus-run-session", "dbus"),
  ])
  func eachHostIsInstalled(_ program: String, _ package: String) throws {
    #expect(try HostProgram.path(program, package: package).hasSuffix("/" + program))
  }

  @Test func theGenmonPluginIsInstalled() throws {
    #expect(throws: Never.self) { try XfcePanel.requireGenmon() }
  }
}
