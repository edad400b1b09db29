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

  init(bus: DBusConnection, name: String, events: WakeEvents) {
    self.bus = bus
    self.name = name
    self.events = events
  }

  /// Ends the item, as SIGTERM does.
  func stop() {
    events.raise(.stop)
  }

  /// The bus closed the connection: the item ends.
  func lose() {
    lostBus.withLock { $0 = true }
    events.loop.unwatch(bus.fileDescriptor)
    events.raise(.stop)
  }

  /// Whether the bus closed the connection.
  var lost: Bool {
    lostBus.withLock { $0 }
  }
}
