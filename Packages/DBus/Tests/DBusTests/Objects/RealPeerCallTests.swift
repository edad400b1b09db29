import DBus
import DBusTestSupport
import Testing

/// Real D-Bus programs (glib's gdbus, systemd's busctl) call an object this package exports
/// and read its properties, on a private dbus-daemon.
@Suite struct RealPeerCallTests {
  /// The bus, the connection that serves the item (under a well-known name), its table.
  struct Served {
    let bus: PrivateBus
    let server: DBusConnection
    let table: DBusObjectTable
    static let name = "org.example.Served"

    init() throws {
      bus = try PrivateBus()
      server = try bus.connect()
      table = try ExampleItem.table()
      #expect(try server.requestName(Self.name) == .primaryOwner)
    }

    /// Runs `program` to its end while the server answers its calls.
    func run(_ program: String, _ arguments: [String]) throws -> RunningProgram.Output {
      try RunningProgram(program, arguments).finish(serving: server, table: table)
    }

    func gdbus(_ command: String, _ arguments: [String]) throws -> RunningProgram.Output {
      try run("gdbus", [command, "--address", bus.address, "--dest", Self.name] + arguments)
    }

    func busctl(_ arguments: [String]) throws -> RunningProgram.Output {
      try run("busctl", ["--address=\(bus.address)"] + arguments)
    }
  }

  @Test func gdbusCallsAMethodWithTheArgumentsItReadFromTheIntrospection() throws {
    let served = try Served()
    let output = try served.gdbus(
      "call", ["--object-path", "/org/example/Item", "--method", "org.example.Item.Add", "2", "40"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout == "(42,)\n")
  }

  @Test(arguments: [
    (["Echo", "v", "s", "hello"], #"v s "hello""#),
    (
      ["Echo", "v", "a{sv}", "2", "label", "s", "_Open", "enabled", "b", "true"],
      #"v a{sv} 2 "label" s "_Open" "enabled" b true"#
    ),
    (
      [
        "Echo", "v", "(ybnqiuxtdsog)", "255", "true", "-2", "65535", "-3", "4000000000", "-5",
        "18000000000000000000", "1.5", "text", "/a/b", "a{sv}",
      ],
      #"v (ybnqiuxtdsog) 255 true -2 65535 -3 4000000000 -5 18000000000000000000 1.5 "text" "/a/b" "a{sv}""#
    ),
    (["Echo", "v", "av", "2", "ay", "3", "1", "2", "3", "as", "0"], #"v av 2 ay 3 1 2 3 as 0"#),
    (["Measure", "a(iiay)", "2", "1", "1", "4", "1", "2", "3", "4", "2", "1", "0"], "ut 2 4"),
  ])
  func busctlCallsAndReadsBackEveryShape(arguments: [String], expected: String) throws {
    let served = try Served()
    let output = try served.busctl(
      ["call", "--", Served.name, "/org/example/Item", "org.example.Item"] + arguments)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout == expected + "\n")
  }

  @Test func busctlAndGdbusReadTheProperties() throws {
    let served = try Served()
    let title = try served.busctl(
      ["get-property", Served.name, "/org/example/Item", "org.example.Item", "Title"])
    #expect(title.stdout == #"s "Hello <tray> & \'friends\'""# + "\n", "\(title.stderr)")
    let all = try served.gdbus(
      "call",
      [
        "--object-path", "/org/example/Item", "--method", "org.freedesktop.DBus.Properties.GetAll",
        "org.example.Item",
      ])
    #expect(
      all.stdout
        == "({'Title': <\"Hello <tray> & 'friends'\">, 'Count': <uint32 3>, "
        + "'Menu': <objectpath '/MenuBar'>},)\n", "\(all.stderr)")
  }

  @Test func gdbusIntrospectsTheObjectAndItsParents() throws {
    let served = try Served()
    let item = try served.gdbus("introspect", ["--object-path", "/org/example/Item"])
    #expect(item.status == 0, "\(item.stderr)")
    for line in [
      "  interface org.example.Item {",
      "      Add(in  i a,",
      "          in  i b,",
      "          out i sum);",
      "      Measure(in  a(iiay) pixmaps,",
      "      Changed(s what);",
      #"      readonly s Title = "Hello <tray> & 'friends'";"#,
      "      readonly u Count = 3;",
      "      readonly o Menu = '/MenuBar';",
      "  interface org.freedesktop.DBus.Properties {",
      "  interface org.freedesktop.DBus.Peer {",
    ] {
      #expect(item.stdout.contains(line + "\n"), "no line \(line) in \(item.stdout)")
    }
    let parent = try served.gdbus("introspect", ["--xml", "--object-path", "/org"])
    #expect(parent.stdout.contains(#"<node name="example"/>"#), "\(parent.stdout)")
  }

  @Test(arguments: [
    (
      "Nope",
      "GDBus.Error:org.freedesktop.DBus.Error.UnknownMethod: org.example.Item has no method Nope"
    ),
    ("Refuse", "GDBus.Error:org.example.Error.Refused: not today"),
    (
      "Lie",
      "GDBus.Error:org.freedesktop.DBus.Error.Failed: org.example.Item.Lie returned (s), not the declared (i)"
    ),
  ])
  func gdbusGetsTheErrorsByName(method: String, expected: String) throws {
    let served = try Served()
    let output = try served.gdbus(
      "call", ["--object-path", "/org/example/Item", "--method", "org.example.Item.\(method)"])
    #expect(output.status != 0)
    #expect(output.stderr.contains(expected), "\(output.stderr)")
  }

  @Test func busctlGetsInvalidArgsForArgumentsOfOtherTypes() throws {
    let served = try Served()
    let output = try served.busctl(
      ["call", Served.name, "/org/example/Item", "org.example.Item", "Add", "s", "two"])
    #expect(output.status != 0)
    #expect(output.stderr.contains("org.example.Item.Add takes (ii), not (s)"), "\(output.stderr)")
  }

  @Test func gdbusPingsAnyPathAndMissesAnUnknownObject() throws {
    let served = try Served()
    let ping = try served.gdbus(
      "call", ["--object-path", "/anywhere", "--method", "org.freedesktop.DBus.Peer.Ping"])
    #expect(ping.stdout == "()\n", "\(ping.stderr)")
    let missing = try served.gdbus(
      "call", ["--object-path", "/nothing", "--method", "org.example.Item.Add", "1", "2"])
    #expect(missing.status != 0)
    #expect(
      missing.stderr.contains("org.freedesktop.DBus.Error.UnknownObject"), "\(missing.stderr)")
  }
}
