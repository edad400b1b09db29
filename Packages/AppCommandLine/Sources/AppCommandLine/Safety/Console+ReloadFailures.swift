import Networking
import TextRendering
import Timelines

extension Console {
  /// How a widget's failed reload is kept in its state file and shown: the error on one line
  /// in the app's words (``wordingFailures(_:)``),
  /// sanitised and with this console's secrets redacted (the line is written to disk), and the
  /// wait the service asked for (a 429's `Retry-After`), which the scheduler honours.
  ///
  /// Every widget runner hands this to its schedulers, so the three apps keep and show their
  /// failures by the same rule.
  public func reloadFailureNote(for error: any Error) -> ReloadFailureNote {
    let worded = failureWording?(error) ?? ReloadFailureNote(describing: error).message
    // The line is stored in the widget's state: as bounded as the default note (200).
    let line = worded.count > 200 ? String(worded.prefix(199)) + "…" : worded
    let wait = (error as? any RetryAdvice)?.retryAfter
    return ReloadFailureNote(
      message: redactor.redact(line.sanitizedForTerminal),
      serviceRetryAfter: wait.map(Self.seconds))
  }

  private static func seconds(_ duration: Duration) -> Double {
    let (whole, fraction) = duration.components
    return Double(whole) + Double(fraction) / 1e18
  }
}
