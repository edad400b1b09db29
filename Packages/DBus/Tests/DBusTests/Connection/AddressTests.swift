import DBus
import Testing

/// Address lists as `DBUS_SESSION_BUS_ADDRESS` holds them.
@Suite struct AddressTests {
  @Test(arguments: [
    ("unix:path=/run/user/1000/bus", [DBusAddress.Endpoint(path: "/run/user/1000/bus")]),
    (
      "unix:path=/tmp/dbus-a,guid=0123abcd",
      [DBusAddress.Endpoint(path: "/tmp/dbus-a", guid: "0123abcd")]
    ),
    ("tcp:host=localhost,port=1;unix:abstract=/tmp/x", [.init(path: "/tmp/x", isAbstract: true)]),
    ("unix:path=/tmp/a%20b%2c%c3%a9", [.init(path: "/tmp/a b,é")]),
    (";unix:path=/a;;unix:path=/b;", [.init(path: "/a"), .init(path: "/b")]),
    ("unix:tmpdir=/tmp;unix:path=/c", [.init(path: "/c")]),
  ])
  func addressesParseToTheirUnixEndpoints(text: String, endpoints: [DBusAddress.Endpoint]) throws {
    #expect(try DBusAddress(text).endpoints == endpoints)
  }

  @Test(arguments: [
    ("nocolon", "entry \"nocolon\" has no \"transport:\""),
    ("unix:path=/a b", "the value of path is not escaped correctly"),
    ("unix:path=%2", "the value of path is not escaped correctly"),
    ("unix:path=%zz", "the value of path is not escaped correctly"),
    ("unix:path=%00", "the value of path is not escaped correctly"),
    ("unix:path=%ff", "the value of path is not escaped correctly"),
    ("unix:path=/a,path=/b", "the key path appears twice in one entry"),
    ("unix:path=/a,abstract=b", "a unix entry with both path and abstract"),
    ("unix:path=", "a unix entry with an empty socket name"),
    ("unix:path", "\"path\" is not key=value"),
  ])
  func malformedAddressesThrowOneLine(text: String, reason: String) {
    let error = #expect(throws: DBusError.self) { try DBusAddress(text) }
    #expect(error?.description == "bad D-Bus address \"\(text)\": \(reason)")
  }

  @Test(arguments: ["tcp:host=localhost,port=1", "unix:tmpdir=/tmp", ""])
  func anAddressWithoutAUnixSocketIsUnusable(text: String) {
    let error = #expect(throws: DBusError.self) { try DBusAddress(text) }
    #expect(
      error?.description
        == "no D-Bus bus to connect to: \"\(text)\" has no unix:path or unix:abstract entry")
  }

  @Test(arguments: [[:], ["DBUS_SESSION_BUS_ADDRESS": ""]] as [[String: String]])
  func noSessionBusIsOneLine(environment: [String: String]) {
    let error = #expect(throws: DBusError.self) {
      try DBusConnection.sessionBus(environment: environment)
    }
    #expect(error?.description == "no session bus: DBUS_SESSION_BUS_ADDRESS is not set")
  }

  @Test func anEndpointWritesItsValueEscaped() {
    #expect(DBusAddress.Endpoint(path: "/tmp/a b").description == "unix:path=/tmp/a%20b")
  }
}
