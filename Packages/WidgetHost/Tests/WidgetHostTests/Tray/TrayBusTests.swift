import AppCommandLineTestSupport
import DBus
import DBusTestSupport
import Foundation
import Testing

@testable import WidgetHost

/// The notes app's tray item on a private `dbus-daemon`, met by real peers: `busctl` and
/// `gdbus` read its properties and call its methods, `dbus-monitor` sees its signals, and a
/// watcher of the test's own takes its registrations.
@Suite(.serialized) struct TrayBusTests {
  typealias Notes = TrayHarness.Notes

  @Test func theItemAndItsMenuAnswerBusctlAndGdbus() async throws {
    let bus = try PrivateBus()
    let address = bus.address
    let app = try InProcessApp<Notes>()
    let output = CapturedConsole()
    let (session, task) = try await TrayHarness.start(
      TrayHarness.notes(app, address: address, output: output))
    let name = session.name
    #expect(name == "org.kde.StatusNotifierItem-\(getpid())-1")
    let item = "/StatusNotifierItem"
    let sni = TrayInterfaces.item
    #expect(
      try await TrayHarness.busctlProperty(address, name, item, sni, "Id") == "s \"my-notes\"")
    #expect(
      try await TrayHarness.busctlProperty(address, name, item, sni, "Category")
        == "s \"ApplicationStatus\"")
    #expect(
      try await TrayHarness.busctlProperty(address, name, item, sni, "Menu") == "o \"/MenuBar\"")
    #expect(
      try await TrayHarness.busctlProperty(address, name, item, sni, "ItemIsMenu") == "b false")
    #expect(
      try await TrayHarness.busctlProperty(address, name, item, sni, "Status") == "s \"Active\"")
    let pixmap = try await TrayHarness.busctlProperty(address, name, item, sni, "IconPixmap")
    #expect(pixmap.hasPrefix("a(iiay) 2 22 22 1936 "))
    #expect(
      try await TrayHarness.busctlProperty(
        address, name, "/MenuBar", TrayInterfaces.menu, "Version")
        == "u 3")
    let layout = try await TrayHarness.gdbus(
      address, name, "/MenuBar", "com.canonical.dbusmenu.GetLayout", ["0", "-1", "[]"])
    for label in ["'not loaded yet · placeholder'", "'Open widget'", "'Refresh now'", "'Quit'"] {
      #expect(layout.contains("'label': <\(label)>"), "\(layout)")
    }
    // Clicking an id no layout has is refused; Quit ends the item, which gives its name up.
    let unknown = try await TrayHarness.run(
      "gdbus",
      [
        "call", "--address", address, "--dest", name, "--object-path", "/MenuBar", "--method",
        "com.canonical.dbusmenu.Event", "--", "9999", "clicked", "<0>", "0",
      ])
    #expect(unknown.status != 0 && unknown.stderr.contains("InvalidArgs"))
    let quit = try #require(
      TrayModelProbe.id(labelled: "Quit", in: layout), "no Quit item in \(layout)")
    _ = try await TrayHarness.gdbus(
      address, name, "/MenuBar", "com.canonical.dbusmenu.Event", ["\(quit)", "clicked", "<0>", "0"])
    #expect(await task.value == nil)
    let peer = try bus.connect()
    #expect(try peer.nameOwner(of: name) == nil)
  }

  @Test func aHostileNoteStaysTextInTheToolTipAndTheMenu() async throws {
    let bus = try PrivateBus()
    let address = bus.address
    let app = try InProcessApp<Notes>()
    let hostile = "<b>&x\u{202E}\u{1B}[2J" + String(repeating: "long ", count: 40)
    #expect(await app.run(["widget", "--word", hostile]).status == 0)
    #expect(await app.run(["refresh"]).status == 0)
    let (session, task) = try await TrayHarness.start(
      TrayHarness.notes(app, address: address, output: CapturedConsole(), words: [hostile]))
    let tooltip = try await TrayHarness.gdbus(
      address, session.name, "/StatusNotifierItem", "org.freedesktop.DBus.Properties.Get",
      [TrayInterfaces.item, "ToolTip"])
    #expect(tooltip.contains("&lt;b&gt;&amp;x"), "\(tooltip)")
    #expect(!tooltip.contains("<b>") && !tooltip.contains("202e") && !tooltip.contains("\u{202E}"))
    let layout = try await TrayHarness.gdbus(
      address, session.name, "/MenuBar", "com.canonical.dbusmenu.GetLayout", ["0", "-1", "[]"])
    #expect(layout.contains("'label': <'<b>&x"), "\(layout)")
    #expect(!layout.contains("202e") && !layout.contains("\u{202E}") && !layout.contains("\\x1b"))
    #expect(layout.contains("…"))
    session.stop()
    #expect(await task.value == nil)
  }

  @Test func itRegistersWithTheWatcherAndAgainWhenTheWatcherRestarts() async throws {
    let bus = try PrivateBus()
    let address = bus.address
    let first = try WatcherPeer(address: address)
    let output = CapturedConsole()
    let (session, task) = try await TrayHarness.start(
      TrayHarness.notes(try InProcessApp<Notes>(), address: address, output: output))
    #expect(try await first.waitForRegistrations(1) == [session.name])
    first.connection.close()
    let second = try WatcherPeer(address: address)
    #expect(try await second.waitForRegistrations(1) == [session.name])
    #expect(!output.stderr.contains("no tray host"))
    session.stop()
    #expect(await task.value == nil)
  }

  @Test func withNoWatcherItSaysSoOnceAndRegistersWhenOneComes() async throws {
    let bus = try PrivateBus()
    let address = bus.address
    let output = CapturedConsole()
    let (session, task) = try await TrayHarness.start(
      TrayHarness.notes(try InProcessApp<Notes>(), address: address, output: output))
    #expect(
      output.stderr
        == "my-notes: no tray host is running (no org.kde.StatusNotifierWatcher on the session "
        + "bus); the item shows as soon as one starts\n")
    let watcher = try WatcherPeer(address: address)
    #expect(try await watcher.waitForRegistrations(1) == [session.name])
    session.stop()
    #expect(await task.value == nil)
    #expect(output.stderr.components(separatedBy: "no tray host").count == 2)
  }

  @Test func aStoreChangeIsAnnouncedAsSignals() async throws {
    let bus = try PrivateBus()
    let address = bus.address
    let app = try InProcessApp<Notes>()
    let (session, task) = try await TrayHarness.start(
      TrayHarness.notes(app, address: address, output: CapturedConsole()))
    let members = [
      "member=NewTitle", "member=NewToolTip", "member=XAyatanaNewLabel", "member=LayoutUpdated",
      "member=NewIcon",
    ]
    let seen = try await TrayHarness.monitorSignals(
      address, sender: session.name,
      during: { #expect(await app.run(["refresh"]).status == 0) },
      until: { text in members.allSatisfy(text.contains) })
    #expect(seen.contains("string \"hello\""), "\(seen)")
    session.stop()
    #expect(await task.value == nil)
  }

  @Test func withoutASessionBusItExits69() async throws {
    let app = try InProcessApp<Notes>()
    let unset = await app.run(["tray"])
    #expect(unset.status == 69)
    #expect(unset.stderr.contains("DBUS_SESSION_BUS_ADDRESS"))
    #expect(unset.stderr.split(separator: "\n").count == 1)
    let gone = await app.run(
      ["tray"], variables: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=\(app.scratch.path)/no-bus"])
    #expect(gone.status == 69)
    #expect(gone.stderr.split(separator: "\n").count == 1)
  }
}

/// Reads a `GetLayout` answer as gdbus prints it.
enum TrayModelProbe {
  /// The id of the item labelled `label`: the number after the `<(` before its label.
  static func id(labelled label: String, in layout: String) -> Int? {
    guard let range = layout.range(of: "{'label': <'\(label)'>") else { return nil }
    let before = layout[..<range.lowerBound]
    guard let open = before.range(of: "<(", options: .backwards) else { return nil }
    return Int(before[open.upperBound...].prefix { $0.isNumber })
  }
}
