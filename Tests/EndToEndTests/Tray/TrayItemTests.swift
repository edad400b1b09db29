import DBusTestSupport
import Foundation
import Testing

/// `APP tray` of the built executables on a private `dbus-daemon`, against `fixture-server`:
/// a host's click on a todo's menu item (dbusmenu `Event "clicked"`, sent by gdbus) sends the
/// PATCH, and the item announces the change (dbus-monitor sees `LayoutUpdated`); SIGTERM ends
/// it with status 0 and its bus name goes with it; every app runs the same item.
@Suite(.serialized) struct TrayItemTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer(logging: true)
    scratch = try ScratchDirectory()
  }

  func environment(_ bus: String?, baseURL: Bool = true) -> [String: String] {
    var variables = [
      "TODOS_STATE_DIR": scratch.path("state"), "TODOS_CACHE_DIR": scratch.path("cache"),
      "DADJOKES_STATE_DIR": scratch.path("jokes-state"),
      "DADJOKES_CACHE_DIR": scratch.path("jokes-cache"),
      "VOTES_STATE_DIR": scratch.path("votes-state"),
      "VOTES_CACHE_DIR": scratch.path("votes-cache"),
      "TZ": "UTC",
    ]
    variables["DBUS_SESSION_BUS_ADDRESS"] = bus
    if baseURL { variables["TODOS_BASE_URL"] = server.url.absoluteString }
    return variables
  }

  /// `gdbus call` on the bus at `address`; its stdout, or a failure with its stderr.
  func gdbus(
    _ address: String, _ name: String, _ path: String, _ method: String, _ arguments: [String]
  )
    throws -> String
  {
    let run = try RunningProgram(
      "gdbus",
      [
        "call", "--address", address, "--dest", name, "--object-path", path, "--method", method,
        "--",
      ]
        + arguments
    ).finish()
    guard run.status == 0 else { throw TestFailure("gdbus \(method): \(run.stderr)") }
    return run.stdout
  }

  /// Starts `app tray ARGS`, waits until it is on the bus (it says no host runs), returns it
  /// and its bus name.
  /// `global` options go before `tray`; without `baseURL` no `TODOS_BASE_URL` is set.
  func startTray(
    _ app: String, _ arguments: [String], global: [String] = [], bus: PrivateBus,
    baseURL: Bool = true
  ) throws -> (Running, String) {
    let tray = try Running(
      app, global + ["tray"] + arguments, environment: environment(bus.address, baseURL: baseURL))
    #expect(tray.wait { _, stderr in stderr.contains("no tray host is running") })
    return (tray, "org.kde.StatusNotifierItem-\(tray.child.pid)-1")
  }

  /// The server is given by `--base-url` alone (no `TODOS_BASE_URL`): the click's child
  /// `todos open LINK` is run with the item's server options, so the PATCH reaches it.
  @Test func aClickOnATodoSendsThePatchAndTheItemAnnouncesIt() throws {
    let given = ["--base-url", server.url.absoluteString]
    #expect(
      try CommandRun.run(
        "todos", given + ["widget", "--family", "large"],
        environment: environment(nil, baseURL: false)
      ).status == 0)
    let bus = try PrivateBus()
    let (tray, name) = try startTray(
      "todos", ["--family", "large"], global: given, bus: bus, baseURL: false)
    defer { tray.child.wait(upTo: 0) }
    let layout = try gdbus(
      bus.address, name, "/MenuBar", "com.canonical.dbusmenu.GetLayout", ["0", "-1", "[]"])
    #expect(
      layout.contains("'label': <'Refresh now'>") && layout.contains("'label': <'Open widget'>"))
    let item = try #require(Self.id(labelled: "fugiat veniam minus", in: layout), "\(layout)")
    #expect(layout.contains("'toggle-type': <'checkmark'>, 'toggle-state': <0>"))

    let monitor = try RunningProgram(
      "dbus-monitor", ["--address", bus.address, "type='signal',sender='\(name)'"])
    try monitor.waitForStdout { $0.contains("member=NameLost") }
    _ = try gdbus(
      bus.address, name, "/MenuBar", "com.canonical.dbusmenu.Event",
      ["\(item)", "clicked", "<0>", "0"])
    let signals = try monitor.finish(stopWhen: { $0.contains("member=LayoutUpdated") }).stdout
    #expect(signals.contains("member=LayoutUpdated"))
    #expect(server.waitForRequest("PATCH /todos/3"))
    let patches = try server.changeRequests()
    #expect(patches.map(\.method) == ["PATCH"] && patches.first?.path == "/todos/3")
    #expect(patches.first?.json?["completed"] as? Bool == true)
    // The PATCH left from a child (`todos open LINK`): the item, which lives for months, never
    // ran a fetch of its own, so libdispatch's workqueue never started in it (no wake-ups).
    #expect(IdleFollowerTests.dispatchThreads(of: tray.child.pid) == [])
    // The same item, now checked (saving, or sent), under the same id.
    let after = try gdbus(
      bus.address, name, "/MenuBar", "com.canonical.dbusmenu.GetLayout", ["\(item)", "0", "[]"])
    #expect(after.contains("(\(item), {'label': <'fugiat veniam minus"), "\(after)")
    #expect(after.contains("'toggle-state': <1>"), "\(after)")

    tray.child.send(SIGTERM)
    let ended = tray.finish(within: 10)
    #expect(ended.status == 0, "\(ended.stderr)")
    #expect(try bus.connect().nameOwner(of: name) == nil)
  }

  @Test func aLeftClickOpensTheLinkAndTheMenuOpensTheWidgetAndRefreshes() throws {
    #expect(
      try CommandRun.run("todos", ["widget", "--family", "large"], environment: environment(nil))
        .status == 0)
    #expect(server.waitForRequest("GET /todos", count: 1))
    let stubs = try StubPrograms(in: scratch)
    // xdg-open records the link and the activation token the host handed the item.
    try ExecutableFile.write(
      """
      #!/bin/sh
      printf '%s %s\\n' "${XDG_ACTIVATION_TOKEN:-none}" "$1" >> '\(stubs.records)/xdg-open.runs'

      """, to: stubs.bin + "/xdg-open")
    try ExecutableFile.write(
      """
      #!/bin/sh
      printf '%s\\n' "$@" > '\(stubs.records)/terminal.new'
      mv '\(stubs.records)/terminal.new' '\(stubs.records)/terminal.args'

      """, to: stubs.bin + "/xdg-terminal-exec")
    let bus = try PrivateBus()
    var variables = environment(bus.address)
    variables["PATH"] = stubs.path
    let tray = try Running("todos", ["tray", "--family", "large"], environment: variables)
    defer { tray.child.wait(upTo: 0) }
    #expect(tray.wait { _, stderr in stderr.contains("no tray host is running") })
    let name = "org.kde.StatusNotifierItem-\(tray.child.pid)-1"

    _ = try gdbus(
      bus.address, name, "/StatusNotifierItem", TrayInterfaces.token, ["token-from-the-host"])
    _ = try gdbus(bus.address, name, "/StatusNotifierItem", TrayInterfaces.activate, ["0", "0"])
    #expect(stubs.wait { stubs.lines(of: "xdg-open.runs").count == 1 })
    #expect(stubs.lines(of: "xdg-open.runs") == ["token-from-the-host todos://todo/1"])

    let layout = try gdbus(
      bus.address, name, "/MenuBar", "com.canonical.dbusmenu.GetLayout", ["0", "-1", "[]"])
    let open = try #require(Self.id(labelled: "Open widget", in: layout), "\(layout)")
    _ = try gdbus(
      bus.address, name, "/MenuBar", "com.canonical.dbusmenu.Event",
      ["\(open)", "clicked", "<0>", "0"])
    #expect(stubs.wait { stubs.record("terminal.args") != nil })
    let command = stubs.lines(of: "terminal.args")
    #expect(command.first?.hasSuffix("/todos") == true, "\(command)")
    #expect(command.dropFirst() == ["widget", "--watch", "--family", "large"], "\(command)")

    let refresh = try #require(Self.id(labelled: "Refresh now", in: layout), "\(layout)")
    _ = try gdbus(
      bus.address, name, "/MenuBar", "com.canonical.dbusmenu.Event",
      ["\(refresh)", "clicked", "<0>", "0"])
    #expect(server.waitForRequest("GET /todos", count: 2), "refresh now fetched nothing")
    #expect(IdleFollowerTests.dispatchThreads(of: tray.child.pid) == [])

    tray.child.send(SIGTERM)
    #expect(tray.finish(within: 10).status == 0)
  }

  @Test func everyAppRunsTheSameItemUnderItsName() throws {
    let bus = try PrivateBus()
    for app in ["todos", "dadjokes", "votes"] {
      let (tray, name) = try startTray(app, [], bus: bus)
      defer { tray.child.wait(upTo: 0) }
      let id = try RunningProgram(
        "busctl",
        [
          "--address=\(bus.address)", "get-property", name, "/StatusNotifierItem",
          "org.kde.StatusNotifierItem", "Id",
        ]
      ).finish()
      #expect(id.stdout == "s \"\(app)\"\n", "\(id.stderr)")
      let layout = try gdbus(
        bus.address, name, "/MenuBar", "com.canonical.dbusmenu.GetLayout", ["0", "-1", "[]"])
      #expect(layout.contains("'Refresh now'") && layout.contains("'Open widget'"))
      tray.child.send(SIGTERM)
      #expect(tray.finish(within: 10).status == 0)
    }
  }

  @Test func withoutASessionBusTrayExits69WithOneLine() throws {
    let run = try CommandRun.run("todos", ["tray"], environment: environment(nil))
    #expect(run.status == 69)
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    #expect(run.stderr.contains("DBUS_SESSION_BUS_ADDRESS"))
  }

  /// The item's methods, as gdbus names them.
  enum TrayInterfaces {
    static let activate = "org.kde.StatusNotifierItem.Activate"
    static let token = "org.kde.StatusNotifierItem.ProvideXdgActivationToken"
  }

  /// The id of the menu item labelled `label` in gdbus's text of a `GetLayout` answer.
  static func id(labelled label: String, in layout: String) -> Int? {
    guard let range = layout.range(of: "{'label': <'\(label)'>") else { return nil }
    let before = layout[..<range.lowerBound]
    guard let open = before.range(of: "<(", options: .backwards) else { return nil }
    return Int(before[open.upperBound...].prefix { $0.isNumber })
  }
}
