import DBus
import DBusTestSupport
import Foundation
import Testing
import TextRendering

@testable import WidgetHost

/// `--accent auto` and `--appearance auto` from the XDG desktop portal: a private
/// `dbus-daemon` with a portal written with dbus-python answering `ReadOne` (or, as a portal
/// older than version 2 does, only `Read`, its value wrapped twice).
@Suite(.serialized) struct PortalAppearanceTests {
  /// A portal's Settings: `argv[1]` is `readone` (ReadOne and Read) or `read` (Read only),
  /// then the accent's three components and the colour scheme.
  static let portal = """
    import sys
    import dbus, dbus.service, dbus.mainloop.glib
    from gi.repository import GLib
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    mode = sys.argv[1]
    accent = dbus.Struct([float(v) for v in sys.argv[2:5]], signature="ddd")
    scheme = dbus.UInt32(int(sys.argv[5]))
    def value(key):
        if key == "accent-color": return accent
        if key == "color-scheme": return scheme
        raise dbus.exceptions.DBusException("no such key", name="org.freedesktop.portal.Error.NotFound")
    class Settings(dbus.service.Object):
        @dbus.service.method("org.freedesktop.portal.Settings", in_signature="ss", out_signature="v")
        def Read(self, namespace, key):
            found = value(key)
            return type(found)(found, variant_level=1) if isinstance(found, dbus.UInt32) else dbus.Struct(found, signature="ddd", variant_level=1)
    if mode == "readone":
        def ReadOne(self, namespace, key):
            if namespace != "org.freedesktop.appearance":
                raise dbus.exceptions.DBusException("no", name="org.freedesktop.portal.Error.NotFound")
            return value(key)
        Settings.ReadOne = dbus.service.method("org.freedesktop.portal.Settings", in_signature="ss", out_signature="v")(ReadOne)
    bus = dbus.SessionBus()
    name = dbus.service.BusName("org.freedesktop.portal.Desktop", bus)
    Settings(bus, "/org/freedesktop/portal/desktop")
    print("ready", flush=True)
    GLib.MainLoop().run()
    """

  /// Runs the portal on `bus` and reads the desktop's appearance with no pywal file.
  static func read(on bus: PrivateBus, _ arguments: [String]) throws -> DesktopAppearance {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "portal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("portal.py").path
    try portal.write(toFile: script, atomically: true, encoding: .utf8)
    let peer = try RunningProgram(
      "env", ["DBUS_SESSION_BUS_ADDRESS=\(bus.address)", "/usr/bin/python3", script] + arguments)
    defer { _ = peer.stop() }
    try peer.waitForStdout { $0.contains("ready") }
    return DesktopAppearance.read(variables: [
      "DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_CACHE_HOME": folder.path,
    ])
  }

  @Test func readOneGivesTheAccentAndTheScheme() throws {
    let bus = try PrivateBus()
    let found = try Self.read(on: bus, ["readone", "1", "0.5", "0", "1"])
    #expect(found.accent == Color(red: 1, green: 0.5, blue: 0))
    #expect(found.appearance == .dark)
  }

  @Test func anOlderPortalIsAskedWithRead() throws {
    let bus = try PrivateBus()
    let found = try Self.read(on: bus, ["read", "0", "0", "1", "2"])
    #expect(found.accent == Color(red: 0, green: 0, blue: 1))
    #expect(found.appearance == .light)
  }

  /// An accent out of 0…1 (GNOME says "none" that way) and no preferred scheme are ignored.
  @Test func outOfRangeAndNoPreferenceAreIgnored() throws {
    let bus = try PrivateBus()
    let found = try Self.read(on: bus, ["readone", "-1", "2", "0.5", "0"])
    #expect(found == DesktopAppearance())
  }

  /// A bus without a portal answers at once that there is none; pywal's file is read then.
  @Test func aBusWithoutAPortalFallsBackToPywal() throws {
    let bus = try PrivateBus()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "portal-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try PywalColorsTests.write(PywalColorsTests.sample, under: folder)
    let found = DesktopAppearance.read(variables: [
      "DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_CACHE_HOME": folder.path,
    ])
    #expect(found.accent == Color(hex: 0x5E81AC))
    #expect(found.appearance == .dark)
  }

  /// A session bus address where nothing listens is no bus at all.
  @Test func aDeadBusIsNoBus() {
    let found = DesktopAppearance.fromPortal(variables: [
      "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/portal-test/bus"
    ])
    #expect(found == DesktopAppearance())
  }
}
