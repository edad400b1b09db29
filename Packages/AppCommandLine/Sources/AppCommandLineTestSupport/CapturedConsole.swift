import AppCommandLine
import Foundation

/// A ``AppCommandLine/Console`` whose stdout and stderr go to memory, for tests.
///
/// ```swift
/// let output = CapturedConsole()
/// output.console.note("no todo with id 999", app: "todos")
/// #expect(output.stderr == "todos: no todo with id 999\n")
/// ```
///
/// `@unchecked Sendable` is safe: every access to the captured text holds the lock.
public final class CapturedConsole: @unchecked Sendable {
  private let lock = NSLock()
  private var out = ""
  private var err = ""
  private let stdoutIsTerminal: Bool

  /// An empty capture; its console claims a terminal when `stdoutIsTerminal`.
  public init(stdoutIsTerminal: Bool = false) {
    self.stdoutIsTerminal = stdoutIsTerminal
  }

  /// The console to hand to the code under test: what it writes is appended here.
  public var console: Console {
    Console(
      stdoutIsTerminal: stdoutIsTerminal,
      out: { text in self.lock.withLock { self.out += text } },
      err: { text in self.lock.withLock { self.err += text } })
  }

  /// Everything written to stdout so far.
  public var stdout: String { lock.withLock { out } }

  /// Everything written to stderr so far.
  public var stderr: String { lock.withLock { err } }

  /// Forgets what was written to stderr so far, so that a test can look at the next notes
  /// alone.
  public func clearStderr() {
    lock.withLock { err = "" }
  }
}
