import DBusTestSupport
import Foundation
import Testing

/// A server's title such as `</span>&<b>#{%{A1:rm -rf ~:}` (or a quarter MiB of words) reaches
/// every app's tray item as text: escaped in the tooltip (markup), plain in the menu's labels
/// and the title, each bounded.
@Suite struct TrayHostileTests {
  static let markup = "</span>&<b>#{%{A1:rm -rf ~:}"

  struct Case: Sendable, CustomTestStringConvertible {
    var app: AppUnderTest
    var fault: String
    var testDescription: String { "\(app.name) \(fault)" }
  }

  static let cases = AppUnderTest.all.flatMap { app in
    ["markup-text", "huge-text"].map { Case(app: app, fault: $0) }
  }

  @Test(arguments: cases)
  func hostileTextStaysTextAndBounded(_ testCase: Case) throws {
    let placed = try PlacedApp(testCase.app)
    try placed.server.setFaults("fault=\(testCase.fault)")
    #expect(try placed.placeAndLoad().status == 0)
    let bus = try PrivateBus()
    var environment = placed.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    let tray = try Running(testCase.app.name, ["tray"], environment: environment)
    defer { tray.child.wait(upTo: 0) }
    #expect(tray.wait { _, stderr in stderr.contains("no tray host is running") })
    let name = "org.kde.StatusNotifierItem-\(tray.child.pid)-1"
    let tooltip = try Self.gdbus(
      bus.address, name, "/StatusNotifierItem", "org.freedesktop.DBus.Properties.Get",
      ["org.kde.StatusNotifierItem", "ToolTip"])
    #expect(tooltip.status == 0, "\(tooltip.stderr)")
    #expect(!tooltip.stdout.contains("<b>") && !tooltip.stdout.contains("</span>"))
    #expect(!tooltip.stdout.contains("\u{1B}") && !tooltip.stdout.contains("\\x1b"))
    // At most 14 lines of at most 80 cells (escaped: up to 6 bytes a character).
    #expect(tooltip.stdout.count < 14 * 80 * 6 + 200, "\(tooltip.stdout.count) characters")
    if testCase.fault == "markup-text" {
      #expect(tooltip.stdout.contains("&lt;/span&gt;&amp;&lt;b&gt;#{"), "\(tooltip.stdout)")
    }
    let layout = try Self.gdbus(
      bus.address, name, "/MenuBar", "com.canonical.dbusmenu.GetLayout", ["0", "-1", "[]"])
    #expect(layout.status == 0, "\(layout.stderr)")
    if testCase.fault == "markup-text" {
      #expect(layout.stdout.contains(Self.markup), "\(layout.stdout)")
    } else {
      #expect(layout.stdout.contains("huge text huge text") && layout.stdout.contains("…"))
    }
    let labels = layout.stdout.components(separatedBy: "'label': <'").dropFirst()
    for label in labels {
      #expect((label.components(separatedBy: "'>").first ?? "").count <= 80)
    }
    tray.child.send(SIGTERM)
    #expect(tray.finish(within: 10).status == 0)
  }

  /// `gdbus call` of `method` on the bus at `address`.
  static func gdbus(
    _ address: String, _ name: String, _ path: String, _ method: String, _ arguments: [String]
  ) throws -> RunningProgram.Output {
    try RunningProgram(
      "gdbus",
      ["call", "--address", address, "--dest", name, "--object-path", path, "--method", method]
        + ["--"] + arguments
    ).finish()
  }
}
