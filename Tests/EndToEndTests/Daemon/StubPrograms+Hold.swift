import Dispatch
import Foundation

extension StubPrograms {
  /// The FIFO the hanging `notify-send` stand-in reads as `cat`: outside the watched records
  /// folder, so that nothing reading records opens it.
  var hangingNotifySendFIFO: String { bin + "/notify-send.hold" }

  /// Opens the hanging stand-in's FIFO for writing, which returns as soon as a reader has it
  /// open: the stand-in has become `cat` (the shell before `exec` never opens it). The event
  /// itself wakes the wait; `seconds` is a failure limit. Returns the writing end, which keeps
  /// `cat` hanging in `read` until it is closed; `nil` when no reader came in time.
  func holdHangingNotifySend(within seconds: TimeInterval = 30) -> Int32? {
    let path = hangingNotifySendFIFO
    let opened = DispatchSemaphore(value: 0)
    let descriptor = LockedDescriptor()
    Thread.detachNewThread {
      descriptor.set(open(path, O_WRONLY | O_CLOEXEC))
      opened.signal()
    }
    if opened.wait(timeout: .now() + seconds) == .success {
      return descriptor.value.flatMap { $0 >= 0 ? $0 : nil }
    }
    // No reader came: become one for a moment, so that the blocked `open` returns, and close.
    let reader = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    opened.wait()
    if reader >= 0 { close(reader) }
    if let writer = descriptor.value, writer >= 0 { close(writer) }
    return nil
  }
}

/// A descriptor handed from the thread that opened it; `@unchecked Sendable` is safe: `stored`
/// is only touched holding `lock`.
private final class LockedDescriptor: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Int32?

  /// The descriptor, once set.
  var value: Int32? { lock.withLock { stored } }

  /// Records the descriptor (or -1).
  func set(_ descriptor: Int32) { lock.withLock { stored = descriptor } }
}
