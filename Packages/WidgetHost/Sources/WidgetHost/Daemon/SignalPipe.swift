import AppCommandLine
import CLinuxEvents
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Turns signals into bytes on a pipe, so an event loop reads them like any descriptor (the
/// self-pipe trick): the handler only writes the signal's number, which is safe in a signal
/// handler, and the loop does the rest on its own thread.
///
/// Unlike a dispatch signal source, this blocks no signal in any thread, so the children a
/// process starts do not inherit a blocked `SIGTERM`.
enum SignalPipe {
  /// The reading end, once installed.
  private static let installed = Mutex<Int32?>(nil)

  /// Installs the handler for `signals` (once per process; later calls add signals) and
  /// returns the pipe's non-blocking reading end; `nil` when no pipe can be made.
  static func install(_ signals: [Int32]) -> Int32? {
    installed.withLock { readEnd in
      if readEnd == nil {
        var ends: [Int32] = [0, 0]
        guard clinux_pipe2(&ends, Int32(O_CLOEXEC | O_NONBLOCK)) == 0 else { return nil }
        signalPipeWriteEnd = ends[1]
        readEnd = ends[0]
      }
      signal(SIGPIPE, SIG_IGN)
      for number in signals {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in forwardSignal(number) }
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        sigaction(number, &action, nil)
        // A thread that blocks the signal (libdispatch's workers do) never runs the handler;
        // the loop's thread and the main thread take it.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
      }
      return readEnd
    }
  }

  /// The signal numbers waiting on the pipe's reading end `descriptor`, oldest first.
  static func drain(_ descriptor: Int32) -> [Int32] {
    var numbers: [Int32] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { return numbers }
      numbers += buffer[..<count].map(Int32.init)
    }
  }

  /// Lets the calling thread take `signals` (the loop's thread calls it: a thread started from
  /// a worker inherits the worker's blocked set).
  static func unblock(_ signals: [Int32]) {
    var set = sigset_t()
    sigemptyset(&set)
    for number in signals { sigaddset(&set, number) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }
}

/// The pipe's writing end, for the handler; set once, before any handler is installed.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// The handler: one byte, the signal's number, and `errno` left as it was.
private func forwardSignal(_ number: Int32) {
  let saved = errno
  var byte = UInt8(truncatingIfNeeded: number)
  _ = write(signalPipeWriteEnd, &byte, 1)
  errno = saved
}
