import AppCommandLine
import Foundation
import Synchronization

/// A ``AppCommandLine/Console`` whose stdout and stderr go to memory, for tests.
///
/// ```swift
/// let output = CapturedConsole()
/// output.console.note("no todo with id 999", app: "todos")
/// #expect(output.stderr == "todos: no todo with id 999\n")
/// ```
///
public final class CapturedConsole: Sendable {
  private let captured = Mutex<(out: String, err: String)>(("", ""))
  private let stdoutIsTerminal: Bool

  /// An empty capture; its console claims a terminal when `stdoutIsTerminal`.
  public init(stdoutIsTerminal: Bool = false) {
    self.stdoutIsTerminal = stdoutIsTerminal
  }

  /// The console to hand to the code under test: what it writes is appended here.
  public var console: Console {
    Console(
      stdoutIsTerminal: stdoutIsTerminal,
      out: { text in self.captured.withLock { $0.out += text } },
      err: { text in self.captured.withLock { $0.err += text } })
  }

  /// Everything written to stdout so far.
  public var stdout: String { captured.withLock { $0.out } }

  /// Everything written to stderr so far.
  public var stderr: String { captured.withLock { $0.err } }

  /// Forgets what was written to stderr so far, so that a test can look at the next notes
  /// alone.
  public func clearStderr() {
    captured.withLock { $0.err = "" }
  }
}
