import Foundation
import Testing

/// `todos status --format genmon --click`, the README's command, in the real host:
/// xfce4-panel's Generic Monitor under Xvfb runs it and draws its `<txt>` line on the panel.
@Suite struct GenmonPanelTests {
  @Test func thePanelRunsTheCommandAndDrawsItsLine() throws {
    let placed = try PlacedApp(.todos)
    #expect(try placed.placeAndLoad().status == 0)
    let line = try placed.run(["status", "--format", "genmon", "--click"])
    #expect(line.status == 0 && line.stderr.isEmpty, "\(line.stderr)")
    let text = try #require(StatusHostileTests.between("<txt>", "</txt>", in: line.stdout))
    #expect(text.contains("delectus aut autem"), "\(line.stdout)")
    #expect(line.stdout.contains("<txtclick>xdg-open 'todos://"), "\(line.stdout)")
    // The plugin's command, as a user gives it, behind a stand-in that counts the runs.
    let runs = placed.scratch.path("genmon-runs")
    let command = placed.scratch.path("genmon-command")
    try ExecutableFile.write(
      """
      #!/bin/sh
      echo run >> \(Self.quoted(runs))
      exec \(Self.quoted(BuiltProducts.executable("todos").path)) status --format genmon --click

      """, to: command)
    let watch = try FolderWatch(placed.scratch.url.path)
    let session = try HostSession(in: placed.scratch)
    defer { session.stop() }
    let panel = try XfcePanel(in: session, command: command, environment: placed.environment)
    let count = {
      ((try? String(contentsOfFile: runs, encoding: .utf8)) ?? "").split(separator: "\n").count
    }
    // Two runs: the panel has taken the first one's output, and gone round its loop since.
    #expect(
      watch.wait(within: 120) { count() >= 2 },
      "the panel never ran the command twice: \(panel.panel.soFar.stderr)")
    let image = try HostScreen.screenshot(
      take: panel.screenshot,
      between: {
        let seen = count()
        _ = watch.wait(within: 30) { count() > seen }
      },
      until: { Self.line(in: $0).count > 100 })
    let kept = HostScreen.keep(image.pngData(), named: "genmon-panel")
    #expect(image.width == XfcePanel.screenWidth && image.height == XfcePanel.screenHeight)
    // The line is drawn from the panel's left end, several words wide; the screen below the
    // panel is Xvfb's black, never touched.
    let ink = Self.line(in: image)
    #expect(ink.count > 100, "no text on the panel: see \(kept)")
    let columns = try #require(ink.columns, "no text on the panel: see \(kept)")
    #expect(columns.lowerBound < 40 && columns.count > 100, "\(columns): see \(kept)")
    #expect(image[0, XfcePanel.panelHeight - 1].isNear(XfcePanel.background), "see \(kept)")
    #expect(!image[0, XfcePanel.panelHeight + 8].isNear(XfcePanel.background), "see \(kept)")
  }

  /// What is drawn on the panel: the pixels that are not its white.
  static func line(in image: PNGImage) -> (count: Int, columns: ClosedRange<Int>?) {
    HostScreen.ink(
      in: image, x: 0..<XfcePanel.screenWidth, y: 0..<XfcePanel.panelHeight,
      background: XfcePanel.background)
  }

  /// `text` in single quotes for `sh`.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
