import DBus
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Waits, on a thread of its own, for the click on a notification's "Open" action: the
/// server's `ActionInvoked(id, "open")` runs `xdg-open LINK` (argv, no shell), its
/// `NotificationClosed(id, …)` ends the wait, and so does a newer notification (one wait at a
/// time) or the process's end. It sleeps in `poll` on the connection and a pipe of its own,
/// with no timer.
final class NotificationActionWaiter: Sendable {
  /// The wait of the latest notification.
  private static let current = Mutex<NotificationActionWaiter?>(nil)

  private let bus: DBusConnection
  private let notification: UInt32
  private let link: String
  /// A pipe whose write end, written or closed, ends the wait.
  private let wake: (read: Int32, write: Int32)

  private init?(bus: DBusConnection, notification: UInt32, link: String) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    self.bus = bus
    self.notification = notification
    self.link = link
    wake = (ends[0], ends[1])
  }

  /// Waits on `bus` for the action of `notification`, ending the wait before.
  static func start(_ bus: DBusConnection, notification: UInt32, opening link: String) {
    guard let waiter = NotificationActionWaiter(bus: bus, notification: notification, link: link)
    else {
      bus.close()
      return
    }
    current.withLock { previous in
      previous?.cancel()
      previous = waiter
    }
    Thread.detachNewThread { waiter.run() }
  }

  /// Ends the wait.
  private func cancel() {
    var byte: UInt8 = 1
    _ = write(wake.write, &byte, 1)
  }

  private func run() {
    defer {
      // Out of `current` first: no one can write to the pipe once it is closed.
      Self.current.withLock { if $0 === self { $0 = nil } }
      bus.close()
      close(wake.read)
      close(wake.write)
    }
    while true {
      // What came with the answer to `Notify` is read already: take it before any wait.
      do {
        try bus.readAvailable()
      } catch  where error.isDisconnected {
        return
      } catch {
        // A message that could not be decoded was dropped.
      }
      if handleQueued() { return }
      var entries = [
        pollfd(fd: bus.fileDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
      ]
      var ready = poll(&entries, 2, -1)
      while ready < 0 && errno == EINTR { ready = poll(&entries, 2, -1) }
      guard ready > 0, entries[1].revents == 0 else { return }
    }
  }

  /// Takes the queued messages; whether the wait is over (the click came and the link was
  /// opened, or the notification was closed).
  private func handleQueued() -> Bool {
    while let message = bus.nextMessage() {
      guard message.kind == .signal, message.interface == DesktopNotifier.server,
        message.body.first == .uint32(notification)
      else { continue }
      if message.member == "ActionInvoked", message.body.last == .string("open") {
        if let opener = ChildProgram.find("xdg-open") {
          _ = ChildProgram.run(opener, [link], limit: .seconds(30))
        }
        return true
      }
      if message.member == "NotificationClosed" { return true }
    }
    return false
  }
}
