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
public enum TerminalEvents {
  /// The signals that end a `--watch` loop, which gives the terminal back first.
  public static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Starts listening; ending the stream's consumer stops listening and restores the signals.
  public static func stream(readKeys: Bool) -> AsyncStream<TerminalEvent> {
    AsyncStream { continuation in
      let queue = DispatchQueue(label: "terminal-events")
      var sources: [any DispatchSourceProtocol] = []
      let events =
        [(SIGWINCH, TerminalEvent.resized)] + stopSignals.map { ($0, .stop(signal: $0)) }
      for (number, event) in events {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
        source.setEventHandler { continuation.yield(event) }
        source.resume()
        sources.append(source)
      }
      if readKeys, isatty(STDIN_FILENO) == 1 {
        let source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: queue)
        source.setEventHandler {
          var byte: UInt8 = 0
          if read(STDIN_FILENO, &byte, 1) == 1 { continuation.yield(.key(byte)) }
        }
        source.resume()
        sources.append(source)
      }
      let active = SourceList(sources)
      continuation.onTermination = { _ in
        queue.async {
          active.cancelAll()
          for number in [SIGWINCH] + stopSignals { signal(number, SIG_DFL) }
        }
      }
    }
  }
}

/// Dispatch sources kept alive for the stream's lifetime.
///
/// `@unchecked Sendable` is safe: the array is written once in `init` and only read after, on
/// the stream's serial queue.
private final class SourceList: @unchecked Sendable {
  private let sources: [any DispatchSourceProtocol]

  init(_ sources: [any DispatchSourceProtocol]) {
    self.sources = sources
  }

  func cancelAll() {
    for source in sources { source.cancel() }
  }
}
