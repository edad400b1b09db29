import Dispatch
import Foundation

/// Something the terminal tells a `--watch` loop: a resize, a request to stop, or a key press.
public enum TerminalEvent: Sendable, Equatable {
  /// The window changed size (`SIGWINCH`).
  case resized
  /// The user or the system asked the program to stop (`SIGINT`, `SIGTERM`, `SIGHUP` from a
  /// closed terminal window, `SIGQUIT` from Ctrl-backslash).
  case stop(signal: Int32)
  /// A key was pressed (only when key reading was asked for and stdin is a terminal).
  case key(UInt8)
}

/// Turns signals and key presses into an `AsyncStream` for a `--watch` loop.
///
/// While the stream is alive, the terminating signals a program can catch (`SIGINT`, `SIGTERM`,
/// `SIGHUP`, `SIGQUIT`) no longer kill the process: they arrive as
/// ``TerminalEvent/stop(signal:)`` so the loop can restore the terminal before it exits. (For
/// `SIGQUIT` this also keeps the Swift runtime's backtracer from holding the terminal.)
///
/// The signals are caught before ``stream(readKeys:)`` returns, with a handler that writes them
/// on the ``SignalPipe``: one sent at any moment after that is an event, never lost. (Dispatch
/// signal sources lost one sent early: the signal was ignored until libdispatch installed its
/// handler, later, on its manager thread, and the kernel discards an ignored signal.) No thread's
/// signal mask changes, so the children a watch starts inherit none; the main thread, which
/// blocks nothing, takes the signals.
public enum TerminalEvents {
  /// The signals that end a `--watch` loop, which gives the terminal back first.
  public static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Every signal a stream listens for: a resize and the stop signals.
  static let signals: [Int32] = [SIGWINCH] + stopSignals

  /// Starts listening; ending the stream's consumer stops listening and gives the signals back
  /// the dispositions they had (when no other stream listens).
  public static func stream(readKeys: Bool) -> AsyncStream<TerminalEvent> {
    AsyncStream { continuation in
      let listener = TerminalSignals.shared.listen { number in
        continuation.yield(number == SIGWINCH ? .resized : .stop(signal: number))
      }
      var keys: KeySource?
      if readKeys, isatty(STDIN_FILENO) == 1 {
        let source = DispatchSource.makeReadSource(
          fileDescriptor: STDIN_FILENO, queue: DispatchQueue(label: "terminal-keys"))
        source.setEventHandler {
          var byte: UInt8 = 0
          if read(STDIN_FILENO, &byte, 1) == 1 { continuation.yield(.key(byte)) }
        }
        source.resume()
        keys = KeySource(source)
      }
      continuation.onTermination = { [keys] _ in
        keys?.cancel()
        if let listener { TerminalSignals.shared.stopListening(listener) }
      }
    }
  }
}

/// The read source on stdin, kept alive for the stream's lifetime.
///
/// `@unchecked Sendable` is safe: the source is set once in `init`, and cancelling a dispatch
/// source is thread-safe.
private final class KeySource: @unchecked Sendable {
  private let source: any DispatchSourceRead

  init(_ source: any DispatchSourceRead) {
    self.source = source
  }

  func cancel() {
    source.cancel()
  }
}
