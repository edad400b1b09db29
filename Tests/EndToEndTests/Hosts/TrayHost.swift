import Foundation

/// A StatusNotifierItem and its `com.canonical.dbusmenu` menu as a tray host sees them,
/// through real peers on the ``HostSession``'s bus: busctl reads properties, asks for the menu
/// (`GetLayout`) and clicks its items (`Event "clicked"`), as waybar or a panel does, and
/// dbus-monitor records every message, so a test waits for a signal (the item registered, the
/// layout updated) instead of asking again and again.
struct TrayHost {
  /// One item of a menu, from `GetLayout`.
  struct MenuItem {
    var id: Int
    var properties: [String: Any]

    var label: String { properties["label"] as? String ?? "" }
    /// The checkmark's state (1 checked, 0 not), when the item has one.
    var toggleState: Int? { properties["toggle-state"] as? Int }
  }

  /// A menu: its revision and every item below the root, depth first.
  struct MenuLayout {
    var revision: Int
    var items: [MenuItem]
  }

  let session: HostSession
  private let monitor: Running

  /// Starts dbus-monitor and waits (at most 60 s) until it monitors the bus.
  init(session: HostSession) throws {
    self.session = session
    monitor = try session.start("dbus-monitor", package: "dbus", ["--session"])
    // A monitor's own name is taken away once it monitors.
    guard monitor.wait(within: 60, until: { stdout, _ in stdout.contains("member=NameLost") })
    else {
      throw HostProgram.Failure(description: "dbus-monitor never started: \(monitor.soFar.stderr)")
    }
  }

  /// How much the monitor has recorded: a mark for ``waitForMessage(after:within:_:)``.
  var mark: Int { monitor.soFar.stdout.utf8.count }

  /// Waits (at most `seconds`, a failure limit) until a message recorded after `mark` has a
  /// header line (`signal … sender=:1.4 … path=/MenuBar; interface=…; member=LayoutUpdated`)
  /// that satisfies `matches`, or `givingUp` holds (checked at each message, and when a child
  /// given to ``wakeWaits(whenExits:)`` exits); whether one came.
  func waitForMessage(
    after mark: Int = 0, within seconds: TimeInterval = 120, givingUp: () -> Bool = { false },
    _ matches: (String) -> Bool
  ) -> Bool {
    _ = monitor.wait(within: seconds) { stdout, _ in
      givingUp() || messages(in: stdout, after: mark).contains(where: matches)
    }
    return messages(in: monitor.soFar.stdout, after: mark).contains(where: matches)
  }

  /// Makes the waits on the monitor check again when `child` exits: a program that fails before
  /// it reaches the bus (an unknown command) sends no message that would wake them.
  func wakeWaits(whenExits child: ChildProcess) {
    let changes = monitor.child.changes
    Thread.detachNewThread {
      _ = child.changes.wait(within: 3_600) { child.hasExited }
      changes.note()
    }
  }

  /// Everything the monitor has recorded.
  var traffic: String { monitor.soFar.stdout }

  /// The header lines of the messages recorded after `mark` (their arguments are indented).
  func messages(in output: String, after mark: Int) -> [String] {
    String(decoding: output.utf8.dropFirst(mark), as: UTF8.self).split(separator: "\n")
      .filter { !$0.hasPrefix(" ") }.map(String.init)
  }

  /// The watcher's `RegisteredStatusNotifierItems`: each item's bus name and object path.
  func registeredItems() throws -> [String] {
    try busctl([
      "get-property", "org.kde.StatusNotifierWatcher", "/StatusNotifierWatcher",
      "org.kde.StatusNotifierWatcher", "RegisteredStatusNotifierItems",
    ]) as? [String] ?? []
  }

  /// A property of the item at `/StatusNotifierItem` on `item` (a bus name), as busctl's JSON
  /// gives it: a string, a number, or an array for a structure (`ToolTip`'s icon name, pixmaps,
  /// title and body).
  func property(_ name: String, of item: String) throws -> Any {
    try busctl([
      "get-property", item, "/StatusNotifierItem", "org.kde.StatusNotifierItem", name,
    ])
  }

  /// The whole menu of `item`, as `GetLayout(0, -1, [])` gives it.
  func layout(of item: String) throws -> MenuLayout {
    let reply = try busctl([
      "call", item, "/MenuBar", "com.canonical.dbusmenu", "GetLayout", "iias", "0", "-1", "0",
    ])
    guard let fields = reply as? [Any], fields.count == 2, let revision = fields[0] as? Int,
      let root = fields[1] as? [Any]
    else {
      throw HostProgram.Failure(description: "GetLayout answered \(reply)")
    }
    return MenuLayout(revision: revision, items: Self.items(below: root))
  }

  /// Clicks the menu item `id` of `item`: `Event(id, "clicked", "", 0)`, as a host does when
  /// the user picks it.
  func click(_ id: Int, on item: String) throws {
    _ = try busctl([
      "call", item, "/MenuBar", "com.canonical.dbusmenu", "Event", "isvu", "\(id)", "clicked",
      "s", "", "0",
    ])
  }

  /// The items below a layout node `(id, properties, children)`, each child a variant.
  private static func items(below node: [Any]) -> [MenuItem] {
    guard node.count == 3, let children = node[2] as? [Any] else { return [] }
    return children.flatMap { child -> [MenuItem] in
      guard let variant = child as? [String: Any], let fields = variant["data"] as? [Any],
        fields.count == 3, let id = fields[0] as? Int,
        let wrapped = fields[1] as? [String: [String: Any]]
      else { return [] }
      let properties = wrapped.compactMapValues { $0["data"] }
      return [MenuItem(id: id, properties: properties)] + items(below: fields)
    }
  }

  /// Runs `busctl --user --json=short` with `arguments` in the session; the answer's data (of
  /// a property, or the reply's values: one value alone, several as an array).
  private func busctl(_ arguments: [String]) throws -> Any {
    let run = try session.run(
      "busctl", package: "systemd", ["--user", "--json=short", "--"] + arguments)
    // A reply without values (`Event`'s) prints nothing.
    if run.status == 0, run.stdout.isEmpty { return NSNull() }
    guard run.status == 0,
      let answer = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    else {
      throw HostProgram.Failure(
        description: "busctl \(arguments.joined(separator: " ")): \(run.status) \(run.stderr)")
    }
    let data = answer["data"] ?? NSNull()
    if let values = data as? [Any], arguments.first == "call", values.count == 1 {
      return values[0]
    }
    return data
  }
}
