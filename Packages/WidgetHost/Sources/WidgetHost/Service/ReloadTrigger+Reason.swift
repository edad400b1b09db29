import AppCommandLine
import Foundation
import Timelines

extension ReloadTrigger {
  /// Why the reload runs, without the "reload: " of a status line: "policy after 14:30".
  func reason(in timeZone: TimeZone) -> String {
    let text = description(in: timeZone)
    return text.hasPrefix("reload: ") ? String(text.dropFirst(8)) : text
  }
}
