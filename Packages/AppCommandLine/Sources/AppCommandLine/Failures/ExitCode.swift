/// The exit statuses every app uses, from BSD's `sysexits.h`, so scripts can tell a typo from a
/// dead service without reading stderr.
public enum ExitCode: Int32, Sendable, CaseIterable, CustomStringConvertible {
  /// The command did what was asked.
  case success = 0
  /// The command line was wrong: an unknown option, a bad value, a URL that is not a route.
  case usage = 64
  /// A response arrived but could not be understood (malformed JSON or XML).
  case dataError = 65
  /// The thing asked for does not exist (no such todo, no such roll call).
  case notFound = 66
  /// The service could not be reached, or kept failing after retries.
  case unavailable = 69
  /// A bug or an unexpected state in this program.
  case software = 70
  /// The output could not be written (a full disk, a closed file).
  case ioError = 74
  /// A temporary failure (a timeout, a rate limit): the same command may work later.
  case tryAgainLater = 75

  /// The name from `sysexits.h`, for help texts and documentation.
  public var description: String {
    switch self {
    case .success: "EX_OK"
    case .usage: "EX_USAGE"
    case .dataError: "EX_DATAERR"
    case .notFound: "EX_NOINPUT"
    case .unavailable: "EX_UNAVAILABLE"
    case .software: "EX_SOFTWARE"
    case .ioError: "EX_IOERR"
    case .tryAgainLater: "EX_TEMPFAIL"
    }
  }

  /// One line per status, for the `EXIT STATUS` section of every app's help.
  public static let helpSection: String = """
    EXIT STATUS
      0   success
      64  usage error: bad option, bad value, or a URL that is not one of this app's routes
      65  the service answered with data that could not be read
      66  not found: no such item
      69  service unavailable: cannot connect, or server errors after retries
      70  internal error
      74  the output could not be written
      75  try again later: timed out or rate limited
    """
}

/// An exit status is written as its number, in `refresh --json` and the refresh socket.
extension ExitCode: Codable {}
