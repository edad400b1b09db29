import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Turns signals into bytes on a pipe, so an event loop or a dispatch read source reads them
/// like any descriptor (the self-pipe trick): the handler only writes the signal's number,
/// which is safe in a signal handler, and the reader does the rest on its own thread.
///
/// Catching is synchronous: once ``catchSignals(_:)`` returns, the kernel runs the handler for
/// every one of those signals sent to the process, in any thread that does not block it, so
/// none is lost. (A dispatch signal source is not: libdispatch installs its handler later, on
/// its manager thread, and a signal ignored until then is discarded.) Unlike a dispatch signal
/// source, this blocks no signal in any thread, so the children a process starts do not
/// inherit a blocked `SIGTERM`. A signal that every thread blocks stays pending, as it would
/// without the pipe.
///
/// One pipe a process, made on first use and never closed (a handler may write to it at any
/// moment), with one reader at a time: the daemon's event loop or ``TerminalEvents``.
public enum SignalPipe {
  /// The pipe's reading end (non-blocking, close-on-exec); `nil` when no pipe could be made.
  public static var descriptor: Int32? { readEnd.withLock { $0 } ?? make() }

  /// The reading end, once made.
  private static let readEnd = Mutex<Int32?>(nil)

  /// Makes the pipe, once: a Unix socket pair, whose ends are close-on-exec as they are made
  /// (no child started meanwhile inherits them; Swift's Glibc module has no `pipe2`).
  private static func make() -> Int32? {
    readEnd.withLock { readEnd in
      if readEnd == nil {
        var ends: [Int32] = [0, 0]
        let type =
          Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
          | Int32(SOCK_NONBLOCK.rawValue)
        guard socketpair(AF_UNIX, type, 0, &ends) == 0 else { return nil }
        signalPipeWriteEnd = ends[1]
        readEnd = ends[0]
      }
      return readEnd
    }
  }

  /// Catches `signals` with the pipe's handler from now on and returns the dispositions it
  /// replaced; `nil` (nothing changed) when no pipe can be made. Blocks nothing and unblocks
  /// nothing: see ``unblock(_:)``.
  public static func catchSignals(_ signals: [Int32]) -> SignalDispositions? {
    guard descriptor != nil else { return nil }
    var replaced: [(Int32, sigaction)] = []
    for number in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in forwardSignal(number) }
      action.sa_flags = SA_RESTART
      sigemptyset(&action.sa_mask)
      var previous = sigaction()
      if sigaction(number, &action, &previous) == 0 { replaced.append((number, previous)) }
    }
    return SignalDispositions(replaced: replaced)
  }

  /// The signal numbers waiting on the pipe's reading end `descriptor`, oldest first.
  public static func drain(_ descriptor: Int32) -> [Int32] {
    var numbers: [Int32] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { return numbers }
      numbers += buffer[..<count].map(Int32.init)
    }
  }

  /// Lets the calling thread take `signals` (a daemon's loop thread calls it: a thread started
  /// from one of libdispatch's workers inherits the worker's blocked set).
  public static func unblock(_ signals: [Int32]) {
    var set = sigset_t()
    sigemptyset(&set)
    for number in signals { sigaddset(&set, number) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }
}

/// The dispositions ``SignalPipe/catchSignals(_:)`` replaced, to give them back.
public struct SignalDispositions: @unchecked Sendable {
  // `@unchecked Sendable` is safe: `sigaction` values are plain C data (a handler's address,
  // a signal set, flags), copied, never shared.
  fileprivate let replaced: [(Int32, sigaction)]

  /// Gives every signal back the disposition it had before it was caught.
  public func restore() {
    for (number, previous) in replaced {
      var previous = previous
      sigaction(number, &previous, nil)
    }
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
