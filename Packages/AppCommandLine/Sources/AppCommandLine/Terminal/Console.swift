import Foundation
import TextRendering

/// Where a command writes: results to stdout, one-line failures and notes to stderr.
///
/// Apps use ``standard``; tests capture both streams with ``init(out:err:)``.
public struct Console: Sendable {
  private let writeOut: @Sendable (String) -> Void
  private let writeErr: @Sendable (String) -> Void
  /// Whether stdout is a terminal (decides colour and in-place redraws).
  public let stdoutIsTerminal: Bool
  /// The secrets removed from everything written (see ``redacting(_:)``).
  public let redactor: SecretRedactor
  /// How the app words a failure for a person (see ``wordingFailures(_:)``).
  let failureWording: (@Sendable (any Error) -> String)?

  /// A console with custom sinks, for tests.
  public init(
    stdoutIsTerminal: Bool = false,
    out: @escaping @Sendable (String) -> Void,
    err: @escaping @Sendable (String) -> Void
  ) {
    self.init(
      stdoutIsTerminal: stdoutIsTerminal, redactor: .userInfoOnly, failureWording: nil, out: out,
      err: err)
  }

  private init(
    stdoutIsTerminal: Bool,
    redactor: SecretRedactor,
    failureWording: (@Sendable (any Error) -> String)?,
    out: @escaping @Sendable (String) -> Void,
    err: @escaping @Sendable (String) -> Void
  ) {
    self.stdoutIsTerminal = stdoutIsTerminal
    self.redactor = redactor
    self.failureWording = failureWording
    self.writeOut = out
    self.writeErr = err
  }

  /// This console with `redactor` applied to everything written: secrets are masked in results
  /// on stdout, and in notes on stderr URLs also lose their user info. `AppMain` wraps every
  /// app's console this way, once, so no command has to remember to.
  public func redacting(_ redactor: SecretRedactor) -> Console {
    Console(
      stdoutIsTerminal: stdoutIsTerminal, redactor: redactor, failureWording: failureWording,
      out: writeOut, err: writeErr)
  }

  /// This console with the app's words for a failure: `AppMain` hands it the same wording as
  /// its own failure lines, so a widget's failed reload reads as the command's failure would.
  public func wordingFailures(_ wording: @escaping @Sendable (any Error) -> String) -> Console {
    Console(
      stdoutIsTerminal: stdoutIsTerminal, redactor: redactor, failureWording: wording,
      out: writeOut, err: writeErr)
  }

  /// The process's stdout and stderr. A failed write to stdout (a full disk, a closed file)
  /// is reported on stderr and ends the process with status 74 (`EX_IOERR`), never a crash.
  public static let standard = Console(
    stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
    out: { text in
      do {
        try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
      } catch {
        // A reader that went away (a bar that closed its pipe) ends the program quietly; this
        // happens only where SIGPIPE is ignored, as `status --follow` and `service` do.
        if posixCode(error) == EPIPE { exit(ExitCode.success.rawValue) }
        let program = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
        let line = "\(program): cannot write to standard output (\(reason(error))); stopping\n"
        try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
        exit(ExitCode.ioError.rawValue)
      }
    },
    err: { text in try? FileHandle.standardError.write(contentsOf: Data(text.utf8)) }
  )

  /// Writes text to stdout as it is.
  public func write(_ text: String) {
    writeOut(redactor.redactSecrets(text))
  }

  /// Writes a line to stdout.
  public func print(_ line: String) {
    write(line + "\n")
  }

  /// Writes a line to stderr, prefixed with the app's name: `todos: no todo with id 999`.
  ///
  /// The line is sanitised and redacted here, once for every message of every app: whatever a
  /// server or a user put in it, no control character, escape sequence or secret reaches the
  /// terminal.
  public func note(_ line: String, app: String) {
    writeErr("\(app): \(redactor.redact(line.sanitizedForTerminal))\n")
  }
}

/// The `errno` under a failed write, when there is one.
private func posixCode(_ error: any Error) -> Int32? {
  let wrapped = error as NSError
  if wrapped.domain == NSPOSIXErrorDomain { return Int32(wrapped.code) }
  guard let posix = wrapped.userInfo[NSUnderlyingErrorKey] as? NSError,
    posix.domain == NSPOSIXErrorDomain
  else { return nil }
  return Int32(posix.code)
}

/// The system's words for a failed write: "No space left on device", not Foundation's wrapper.
private func reason(_ error: any Error) -> String {
  let wrapped = error as NSError
  if let posix = wrapped.userInfo[NSUnderlyingErrorKey] as? NSError,
    posix.domain == NSPOSIXErrorDomain
  {
    return String(cString: strerror(Int32(posix.code)))
  }
  return wrapped.localizedDescription
}
