import DBus
import Synchronization

/// A running tray item: its connection and bus name, the events its command waits on, and
/// whether the bus went away. A test stops the item through it (``stop()``).
final class TraySession: Sendable {
  /// The connection to the session bus.
  let bus: DBusConnection
  /// The bus name the item owns.
  let name: String
  /// What wakes the command.
  let events: WakeEvents
  private let lostBus = Mutex(false)
  private let token = Mutex<String?>(nil)

  init(bus: DBusConnection, name: String, events: WakeEvents) {
    self.bus = bus
    self.name = name
    self.events = events
  }

  /// Ends the item, as SIGTERM does. The stop is raised by the loop after the handler that
  /// runs now: a menu's "Quit" is a method call, whose reply the handler sends after the
  /// click, and the item closes its connection once stopped (raised at once, the command
  /// could close it first, and the host would get no reply).
  func stop() {
    events.loop.schedule("tray-stop", at: .now) { [events] in events.raise(.stop) }
  }

  /// The bus closed the connection: the item ends.
  func lose() {
    lostBus.withLock { $0 = true }
    events.loop.unwatch(bus.fileDescriptor)
    events.raise(.stop)
  }

  /// Keeps the activation token a host gave (`ProvideXdgActivationToken`) for the next
  /// window the item opens.
  func keepActivationToken(_ text: String) {
    token.withLock { $0 = text }
  }

  /// The variables that hand the kept token to the next program started
  /// (`XDG_ACTIVATION_TOKEN`, which a Wayland compositor reads to focus its window); a token
  /// is used once.
  func takeActivationVariables() -> [String: String] {
    token.withLock { token in
      defer { token = nil }
      return token.map { ["XDG_ACTIVATION_TOKEN": $0] } ?? [:]
    }
  }

  /// Whether the bus closed the connection.
  var lost: Bool {
    lostBus.withLock { $0 }
  }
}
