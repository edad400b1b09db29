import Foundation
import Testing

/// `todos tray` in a real tray: waybar's `tray` module in headless sway hosts the watcher,
/// registers the item, draws its icon and reads its menu; the test drives the menu over D-Bus
/// as a host does and watches the item's signals with dbus-monitor.
@Suite struct WaybarTrayTests {
  /// The desktop, the host's view of the bus, and the tray started against `placed`'s server,
  /// registered and read by waybar (at most 120 s for each step, failure limits).
  struct TrayUnderTest {
    let session: HostSession
    let desktop: SwayDesktop
    let host: TrayHost
    /// The item's bus name.
    let item: String
  }

  @Test func waybarShowsTheItemAndItsMenuTogglesATodo() throws {
    let placed = try PlacedApp(.todos, logging: true)
    #expect(try placed.placeAndLoad().status == 0)
    let session = try HostSession(in: placed.scratch, unprivileged: true)
    defer { session.stop() }
    let desktop = try SwayDesktop(in: session)
    // The watcher is up before waybar has painted its bar.
    let (empty, emptyPath) = try desktop.screenshot(
      named: "waybar-tray-empty", until: SwayDesktop.barIsDrawn)
    #expect(SwayDesktop.barIsDrawn(in: empty), "no bar: see \(emptyPath)")
    #expect(SwayDesktop.trayInk(in: empty) == 0, "the tray is not empty: see \(emptyPath)")
    let tray = try Self.start(placed, desktop: desktop)
    let host = tray.host
    #expect(try host.property("Id", of: tray.item) as? String == "todos")
    #expect(try host.property("Category", of: tray.item) as? String == "ApplicationStatus")
    #expect(try host.property("Status", of: tray.item) as? String == "Active")
    let tooltip = try Self.text(of: host.property("ToolTip", of: tray.item))
    #expect(tooltip.contains("delectus aut autem"), "\(tooltip)")

    let (image, kept) = try desktop.screenshot(named: "waybar-tray") {
      SwayDesktop.trayInk(in: $0) > 50
    }
    #expect(SwayDesktop.trayInk(in: image) > 50, "no icon in the tray: see \(kept)")
    #expect(desktop.itemComplaints.isEmpty, "\(desktop.itemComplaints)")

    let before = try host.layout(of: tray.item)
    let labels = before.items.map(\.label)
    for label in ["Refresh now", "Open widget"] {
      #expect(labels.contains { $0.contains(label) }, "\(labels)")
    }
    // The todo's checkmark item (the entry's lines come first, as plain items).
    let todo = try #require(
      before.items.first {
        $0.properties["toggle-type"] as? String == "checkmark"
          && $0.label.contains("delectus aut autem")
      }, "\(labels)")
    let mark = host.mark
    try host.click(todo.id, on: tray.item)
    #expect(placed.server.waitForRequest("PATCH /todos/1"))
    let change = try placed.server.changeRequests().last
    #expect(change?.json?["completed"] as? Bool == true, "\(String(describing: change))")
    let announced = host.waitForMessage(after: mark) {
      $0.hasPrefix("signal")
        && ($0.hasSuffix("member=LayoutUpdated") || $0.hasSuffix("member=NewToolTip"))
    }
    #expect(announced, "the item never announced the change")
    // waybar took the announcement: it asked the item again (its menu, or its properties). The
    // test asks nothing between the click and here, so any such call is waybar's.
    let reread = host.waitForMessage(after: mark) {
      $0.hasPrefix("method call")
        && ($0.hasSuffix("member=GetLayout") || $0.hasSuffix("member=GetAll"))
    }
    #expect(reread, "waybar never read the item again after its change")
    let after = try host.layout(of: tray.item)
    let toggled = after.items.first { $0.id == todo.id }
    #expect(
      after.revision > before.revision || toggled?.label != todo.label
        || toggled?.toggleState != todo.toggleState,
      "the menu is unchanged: \(after.items.map(\.label))")
    let newTooltip = try Self.text(of: host.property("ToolTip", of: tray.item))
    #expect(newTooltip != tooltip, "\(newTooltip)")
  }

  @Test func aHostileTitleStaysTextInTheTooltipAndTheMenu() throws {
    let placed = try PlacedApp(.todos, logging: true)
    try placed.server.setFaults("fault=markup-text")
    #expect(try placed.placeAndLoad().status == 0)
    let session = try HostSession(in: placed.scratch, unprivileged: true)
    defer { session.stop() }
    let desktop = try SwayDesktop(in: session)
    let tray = try Self.start(placed, desktop: desktop)
    // The tooltip is Pango markup: the server's markup arrives escaped. waybar, which has read
    // every property by now (it asks for the menu after taking them), took them all.
    let tooltip = try Self.text(of: tray.host.property("ToolTip", of: tray.item))
    #expect(tooltip.contains("&lt;/span&gt;&amp;&lt;b&gt;#{"), "\(tooltip)")
    #expect(!tooltip.contains(StatusHostileTests.markup), "\(tooltip)")
    #expect(desktop.itemComplaints.isEmpty, "\(desktop.itemComplaints)")
    // A menu label is text: the markup is shown as it came.
    let labels = try tray.host.layout(of: tray.item).items.map(\.label)
    #expect(labels.contains { $0.contains(StatusHostileTests.markup) }, "\(labels)")
  }

  /// Starts `todos tray` in the desktop's session and waits until the watcher announces the
  /// item and waybar has asked for its menu (it does once it has the item's properties).
  static func start(_ placed: PlacedApp, desktop: SwayDesktop) throws -> TrayUnderTest {
    let host = try TrayHost(session: desktop.session)
    // A copy in the scratch folder: nobody may not reach the build folder (a clone in root's
    // home). Copied while nothing is spawned, so that no child holds it open for writing.
    let todos = placed.scratch.path("todos")
    try ChildProcess.withoutSpawning {
      try FileManager.default.copyItem(
        atPath: BuiltProducts.executable("todos").path, toPath: todos)
    }
    let tray = try desktop.session.start(todos, package: "", ["tray"], extra: placed.environment)
    host.wakeWaits(whenExits: tray.child)
    let exited = { tray.child.hasExited }
    let registered = host.waitForMessage(givingUp: exited) {
      $0.hasPrefix("signal") && $0.hasSuffix("member=StatusNotifierItemRegistered")
    }
    let fetched = host.waitForMessage(givingUp: exited) {
      $0.hasPrefix("method call")
        && $0.hasSuffix("path=/MenuBar; interface=com.canonical.dbusmenu; member=GetLayout")
    }
    guard registered, fetched else {
      let ended = tray.child.hasExited ? "tray ended \(tray.finish(within: 10).status)" : ""
      throw HostProgram.Failure(
        description: "the item was not registered (\(registered)) or read (\(fetched)): "
          + "\(ended) \(tray.soFar.stderr)\nwaybar: \(desktop.waybarLog)\nbus:\n"
          + host.messages(in: host.traffic, after: 0).suffix(40).joined(separator: "\n"))
    }
    // The watcher lists `BUS-NAME/PATH`; the item's bus name carries the tray's pid.
    let items = try host.registeredItems()
    let entry = try #require(
      items.first { $0.contains("StatusNotifierItem-\(tray.child.pid)-") }, "\(items)")
    let item = String(entry.prefix { $0 != "/" })
    return TrayUnderTest(session: desktop.session, desktop: desktop, host: host, item: item)
  }

  /// A `ToolTip`'s title and body, one line each (`(sa(iiay)ss)` as busctl's JSON gives it).
  static func text(of tooltip: Any) throws -> String {
    let fields = try #require(tooltip as? [Any], "\(tooltip)")
    return fields.suffix(2).compactMap { $0 as? String }.joined(separator: "\n")
  }
}
