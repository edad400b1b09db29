import DBus
import Synchronization

/// Keeps the tray item registered with `org.kde.StatusNotifierWatcher`: at start when a
/// watcher runs, else once one appears, and again whenever the watcher's owner changes (a
/// panel that restarts). It listens to the bus's `NameOwnerChanged` for the watcher's name
/// and never polls; the registration is sent without waiting, its answer taken with the other
/// messages.
final class TrayRegistration: Sendable {
  private struct State {
    var pending: UInt32?
    var saidNoWatcher = false
  }

  private let bus: DBusConnection
  private let name: String
  private let note: @Sendable (String) -> Void
  private let state = Mutex(State())

  /// Registers `name` on `bus`; `note` says what went wrong, one line each.
  init(bus: DBusConnection, name: String, note: @escaping @Sendable (String) -> Void) {
    self.bus = bus
    self.name = name
    self.note = note
  }

  /// Subscribes to the watcher's owner changes and registers when a watcher runs; else says
  /// once that the item waits for one. Blocking: call it before the connection is watched.
  func start() throws(DBusError) {
    try bus.addMatch(.nameOwnerChanged(of: TrayInterfaces.watcher))
    if try bus.nameOwner(of: TrayInterfaces.watcher) != nil {
      register()
    } else {
      noteNoWatcher()
    }
  }

  /// Takes `message` when it is the watcher's owner change or the answer to a registration;
  /// returns whether it did.
  func handle(_ message: DBusMessage) -> Bool {
    if let change = NameOwnerChange(message) {
      guard change.name == TrayInterfaces.watcher else { return true }
      if change.newOwner != nil { register() }
      return true
    }
    guard message.kind == .methodReturn || message.kind == .error,
      let serial = message.replySerial,
      state.withLock({ state in
        guard state.pending == serial else { return false }
        state.pending = nil
        return true
      })
    else { return false }
    if message.kind == .error {
      note(
        "the tray host refused the item (\(TrayText.plain(message.errorName ?? "")): "
          + "\(TrayText.plain(message.errorMessage))); it shows again when the host restarts")
    }
    return true
  }

  /// Sends `RegisterStatusNotifierItem` with the item's bus name.
  private func register() {
    let call = DBusMessage.methodCall(
      destination: TrayInterfaces.watcher, path: TrayInterfaces.watcherPath,
      interface: TrayInterfaces.watcher, member: "RegisterStatusNotifierItem",
      body: [.string(name)])
    do throws(DBusError) {
      let serial = try bus.send(call)
      state.withLock { $0.pending = serial }
    } catch {
      note("cannot register the tray item: \(error.description)")
    }
  }

  private func noteNoWatcher() {
    let first = state.withLock { state in
      defer { state.saidNoWatcher = true }
      return !state.saidNoWatcher
    }
    if first {
      note(
        "no tray host is running (no \(TrayInterfaces.watcher) on the session bus); "
          + "the item shows as soon as one starts")
    }
  }
}
