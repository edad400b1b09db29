import AppCommandLine
import Synchronization

/// The links a bar follower printed last (each block's `instance`), so that a click opens
/// only a link the follower itself showed, and a right click presses only a block it showed: whatever else arrives on stdin (a forged
/// `instance` such as `todos://todo/1; rm -rf ~`, another scheme, a link with a newline) is
/// dropped without a word and without using the budget of genuine clicks.
///
/// A few are kept, not only the last: a click that crossed an update names the link the
/// block showed a moment before.
final class PrintedLinks: Sendable {
  /// How many recent links are kept.
  static let capacity = 8
  private let links = Mutex<[String]>([])

  /// Records `link` as printed now (the most recent).
  func record(_ link: String) {
    links.withLock { links in
      links.removeAll { $0 == link }
      links.append(link)
      if links.count > Self.capacity { links.removeFirst(links.count - Self.capacity) }
    }
  }

  /// Whether `link` is one of the links printed last, exactly as printed.
  func contains(_ link: String) -> Bool {
    links.withLock { $0.contains(link) }
  }
}
