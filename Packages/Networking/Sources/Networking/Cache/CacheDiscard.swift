import Foundation

/// A cache file that ``HTTPCache`` could not read and deleted; the next response for the URL
/// replaces it. Reported through ``HTTPCache/onDiscard`` so an app can say so (Networking
/// prints nothing).
public struct CacheDiscard: Sendable, Hashable {
  /// Why a cache file was discarded.
  public enum Reason: Sendable, Hashable {
    /// The file is damaged: not a cache file, unreadable metadata, or extra bytes.
    case corrupt
    /// The file ends early: cut short by a full disk or a crash outside the atomic rename.
    case truncated
    /// The file was written by another version of Networking, in another format.
    case otherVersion
  }

  /// The URL whose cached response was discarded, without user name or password.
  public let url: URL

  /// Why the file was discarded.
  public let reason: Reason

  /// Creates a report; the URL's user info is removed.
  public init(url: URL, reason: Reason) {
    self.url = url.redactingUserInfo
    self.reason = reason
  }
}
