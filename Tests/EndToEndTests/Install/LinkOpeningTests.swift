import Foundation
import Testing

/// A link of an app's scheme opens the app, through the desktop entry `generate desktop-entry`
/// prints, registered with the real xdg-mime: with the real `xdg-open` on a desktop without a
/// desktop environment (xdg-utils' generic mode, which reads `Exec` with its own parser) and
/// with the real `gio open` (GLib, which follows the Desktop Entry Specification). The entry
/// asks for a terminal; the stub terminal records the words it was given and runs them.
@Suite struct LinkOpeningTests {
  static let cases = AppUnderTest.all.flatMap { app in
    DesktopSession.Opener.allCases.map { (app, $0) }
  }

  @Test(arguments: cases)
  func aLinkRunsTheAppsOpenCommand(_ app: AppUnderTest, _ opener: DesktopSession.Opener) throws {
    let link = try #require(AppLink.byApp[app.name], "no link for \(app.name)")
    let scratch = try ScratchDirectory()
    let server = try FixtureServer()
    let session = try DesktopSession(in: scratch)
    // Every character a path may hold here but a letter: none needs quoting in `Exec`.
    let folder = scratch.path("opt/äpps-1.0_x+y@z=w,!:^/bin")
    let executable = folder + "/\(app.name)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    // A link, not a copy: a copy still open for writing when another test forks cannot be run.
    try FileManager.default.createSymbolicLink(
      atPath: executable, withDestinationPath: BuiltProducts.executable(app.name).path)
    try session.install(app.name, executable: executable)

    let opened = try #require(
      try session.open(
        link.url, with: opener,
        extra: app.environment(baseURL: server.url.absoluteString, scratch: scratch)),
      "\(opener) started no terminal")
    #expect(opened.terminalArguments == ["-e", executable, "open", link.url])
    #expect(opened.status == 0, "\(opened.stderr)")
    #expect(opened.stdout.contains(link.shows), "\(opened.stdout)")
  }
}
