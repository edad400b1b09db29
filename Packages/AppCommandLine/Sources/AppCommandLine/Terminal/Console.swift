import Foundation

/// Where a command writes: results to stdout, one-line failures and notes to stderr.
///
/// Apps use ``standard``; tests capture both streams with ``init(out:err:)``.
public struct Console: Sendable {
  private let writeOut: @Sendable (String) -> Void
  private let writeErr: @Sendable (String) -> Void
  /// Whether stdout is a terminal (decides colour and in-place redraws).
  public let stdoutIsTerminal: Bool

  /// A console with custom sinks, for tests.
  public init(
    stdoutIsTerminal: Bool = false,
    out: @escaping @Sendable (String) -> Void,
    err: @escaping @Sendable (String) -> Void
  ) {
    self.stdoutIsTerminal = stdoutIsTerminal
    self.writeOut = out
    self.writeErr = err
  }

  /// The process's stdout and stderr.
  public static let standard = Console(
    stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
    out: { FileHandle.standardOutput.write(Data($0.utf8)) },
    err: { FileHandle.standardError.write(Data($0.utf8)) }
  )

  /// Writes text to stdout as it is.
  public func write(_ text: String) {
    writeOut(text)
  }

  /// Writes a line to stdout.
  public func print(_ line: String) {
    writeOut(line + "\n")
  }

  /// Writes a line to stderr, prefixed with the app's name: `todos: no todo with id 999`.
  public func note(_ line: String, app: String) {
    writeErr("\(app): \(line)\n")
  }
}
