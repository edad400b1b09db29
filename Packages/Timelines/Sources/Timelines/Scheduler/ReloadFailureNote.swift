import Foundation

/// What the scheduler keeps and shows of a failed reload, as the app's edge words it: one line
/// for a person, and how long the service asked to wait before the next try.
///
/// Timelines knows nothing of HTTP; an app turns its errors into notes (redacting secrets, and
/// reading a 429's `Retry-After`) and hands the scheduler that function
/// (``TimelineScheduler/describingFailures(with:)``).
public struct ReloadFailureNote: Sendable, Hashable {
  /// One line saying what went wrong; it is stored in the widget's state and printed.
  public var message: String

  /// How long the service asked to wait (HTTP `Retry-After`), when it did.
  public var retryAfter: TimeInterval?

  /// Creates a note.
  public init(message: String, retryAfter: TimeInterval? = nil) {
    self.message = message
    self.retryAfter = retryAfter
  }

  /// The note used when the app gives none: the error's description on one line of at most
  /// 200 characters, and no wait.
  public init(describing error: any Error) {
    let text = String(describing: error).split(whereSeparator: \.isNewline)
      .joined(separator: " ")
    self.init(message: text.count > 200 ? String(text.prefix(199)) + "…" : text)
  }
}
