import DBus
import DBusTestSupport
import Testing

/// Calls of the bus itself, on a real private dbus-daemon.
@Suite struct BusCallTests {
  @Test func helloGivesAUniqueNameThatListNamesAndGetNameOwnerKnow() throws {
    let bus = try PrivateBus()
    let connection = try bus.connect()
    #expect(connection.uniqueName.hasPrefix(":"))
    let names = try connection.listNames()
    #expect(names.contains("org.freedesktop.DBus"))
    #expect(names.contains(connection.uniqueName))
    #expect(try connection.nameOwner(of: connection.uniqueName) == connection.uniqueName)
    #expect(try connection.nameOwner(of: "org.example.Nobody") == nil)
  }

  @Test func aWellKnownNameIsOwnedOnceAndReleased() throws {
    let bus = try PrivateBus()
    let first = try bus.connect()
    let second = try bus.connect()
    #expect(try first.requestName("org.example.Tray") == .primaryOwner)
    #expect(try first.requestName("org.example.Tray") == .alreadyOwner)
    #expect(try second.requestName("org.example.Tray") == .exists)
    #expect(try second.requestName("org.example.Tray", flags: []) == .inQueue)
    #expect(try second.nameOwner(of: "org.example.Tray") == first.uniqueName)
    #expect(try first.releaseName("org.example.Tray"))
    #expect(try second.nameOwner(of: "org.example.Tray") == second.uniqueName)
  }

  @Test func anErrorReplyIsThrownWithItsName() throws {
    let bus = try PrivateBus()
    let connection = try bus.connect()
    let call = DBusMessage.methodCall(
      destination: "org.example.Nobody", path: try ObjectPath("/"), interface: "org.example.X",
      member: "Y")
    #expect {
      try connection.call(call, timeout: RunningProgram.patience)
    } throws: { error in
      (error as? DBusError)?.errorName == DBusError.Name.serviceUnknown
    }
  }
}
