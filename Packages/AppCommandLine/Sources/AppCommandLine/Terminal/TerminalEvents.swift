import Dispatch
import Foundation

/// Something the terminal tells a `--watch` loop: a resize, a request to stop, or a key press.
public enum TerminalEvent: Sendable, Equatable {
  /// The window changed size (`SIGWINCH`).
  case resized
  /// The user or the system asked the program to stop (`SIGINT`, `SIGTERM`).
  case stop(signal: Int32)
  /// A key was pressed (only when key reading was asked for and stdin is a terminal).
  case key(UInt8)
}

/// Turns signals and key presses into an `AsyncStream` for a `--watch` loop.
///
/// While the stream is alive, `SIGINT` and `SIGTERM` no longer kill the process: they arrive as
/// ``TerminalEvent/stop(signal:)`` so the loop can restore the terminal before it exits.
public enum TerminalEvents {
  /// Starts listening; ending the stream's consumer stops listening and restores the signals.
  public static func stream(readKeys: Bool) -> AsyncStream<TerminalEvent> {
    AsyncStream { continuation in
      let queue = DispatchQueue(label: "terminal-events")
      var sources: [any DispatchSourceProtocol] = []
      for (number, event) in [
        (SIGWINCH, TerminalEvent.resized), (SIGINT, .stop(signal: SIGINT)),
        (SIGTERM, .stop(signal: SIGTERM)),
      ] {
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
          for number in [SIGWINCH, SIGINT, SIGTERM] { signal(number, SIG_DFL) }
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
