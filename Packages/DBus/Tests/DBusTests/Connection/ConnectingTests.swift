import DBus
import DBusTestSupport
import Testing

/// Connecting and authenticating: to real daemons, to nothing, and to a scripted server.
@Suite struct ConnectingTests {
  @Test func aMissingSocketIsCannotConnect() throws {
    let address = try DBusAddress("unix:path=/nonexistent/dbus-test-socket")
    let error = #expect(throws: DBusError.self) { try DBusConnection(address: address) }
    #expect(
      error?.description
        == "cannot connect to the D-Bus bus at unix:path=/nonexistent/dbus-test-socket: "
        + "No such file or directory")
  }

  @Test func theEntriesAreTriedInOrder() throws {
    let bus = try PrivateBus()
    let connection = try DBusConnection(
      address: try DBusAddress("unix:path=/nonexistent/socket;" + bus.address),
      timeout: RunningProgram.patience)
    #expect(connection.uniqueName.hasPrefix(":1."))
    #expect(bus.address.contains(connection.serverGUID))
  }

  @Test func anAbstractSocketConnects() throws {
    let bus = try PrivateBus(abstract: true)
    #expect(bus.address.hasPrefix("unix:abstract="))
    let connection = try bus.connect()
    #expect(try connection.listNames().contains(connection.uniqueName))
  }

  @Test func aRejectionIsAnAuthenticationFailure() throws {
    let server = try ScriptedAuthServer(reply: "REJECTED EXTERNAL\r\n")
    let error = #expect(throws: DBusError.self) {
      try DBusConnection(address: DBusAddress(server.address), timeout: RunningProgram.patience)
    }
    #expect(
      error?.description
        == "the D-Bus bus at \(server.address) refused to authenticate this user: "
        + "it answered \"REJECTED EXTERNAL\"")
  }

  /// A server that never answers the authentication, or answers it and never the `Hello` (it
  /// reads until the client closes): the connection gives up at its deadline. (Which step the
  /// deadline meets depends on the machine's speed; the wording of a call's timeout is tested
  /// with a call.)
  @Test(arguments: [nil, "OK 0123\r\n"] as [String?])
  func aServerThatStopsAnsweringTimesOut(reply: String?) throws {
    let server = try ScriptedAuthServer(reply: reply)
    let error = #expect(throws: DBusError.self) {
      try DBusConnection(address: DBusAddress(server.address), timeout: .milliseconds(300))
    }
    #expect(error?.isTimeout == true)
    #expect(error?.description.hasPrefix("timed out after 0.3 s waiting for") == true)
  }
}
