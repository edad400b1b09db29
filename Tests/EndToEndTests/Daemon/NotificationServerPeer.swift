import DBus
import DBusTestSupport

/// A notification server of the test's own on a private bus: it owns
/// `org.freedesktop.Notifications`, takes the `Notify` calls the apps send, and answers them
/// (with a click on "Open" when asked) or never does, as a stuck daemon.
final class NotificationServerPeer: Sendable {
  static let name = "org.freedesktop.Notifications"

  let connection: DBusConnection

  /// Connects to `bus` and takes the server's name.
  init(bus: PrivateBus) throws {
    connection = try bus.connect()
    guard try connection.requestName(Self.name) == .primaryOwner else {
      throw TestFailure("\(Self.name) is taken on the private bus")
    }
  }

  /// The next `Notify` call, waiting at most ``RunningProgram/patience``.
  func nextNotify() throws -> DBusMessage {
    try connection.firstMessage { $0.kind == .methodCall && $0.member == "Notify" }
  }

  /// Answers `call` with the notification `id`; with `clickingOpen`, the user then clicks its
  /// "Open" action (`ActionInvoked(id, "open")`).
  func answer(_ call: DBusMessage, id: UInt32, clickingOpen: Bool) throws {
    try connection.reply(to: call, with: [.uint32(id)])
    guard clickingOpen else { return }
    try connection.emitSignal(
      path: try ObjectPath("/org/freedesktop/Notifications"), interface: Self.name,
      member: "ActionInvoked", body: [.uint32(id), .string("open")])
  }
}
