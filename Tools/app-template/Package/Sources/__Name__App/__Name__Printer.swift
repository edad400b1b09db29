import AppCommandLine
import Foundation
import TextRendering
import WidgetHost
import __Name__Domain

/// How the app prints items: aligned list lines, the detail, and JSON. The text comes from
/// the network, so it is sanitised before it reaches the terminal; JSON escapes it instead.
enum __Name__Printer {
  /// `  7  title` lines, ids right-aligned, titles cut to `width` cells when given.
  static func listLines(_ items: [__Item__], width: Int?) -> [String] {
    let idWidth = items.map { String($0.id).count }.max() ?? 1
    return items.map { item in
      let id = String(item.id)
      let prefix = "  " + String(repeating: " ", count: idWidth - id.count) + id + "  "
      let title = item.title.sanitizedForTerminal
      guard let width else { return prefix + title }
      return prefix + title.truncated(toWidth: max(width - prefix.count, 8))
    }
  }

  /// The detail of one item.
  static func detail(_ item: __Item__) -> String {
    [
      "Item \(item.id)",
      "  title:   \(item.title.sanitizedForTerminal)",
      "  detail:  \(item.detail.sanitizedForTerminal)",
      "  link:    \(__Item__Route(id: item.id).urlString)",
    ].joined(separator: "\n")
  }

  /// One item, or a list, as JSON with sorted keys, indented by two spaces.
  static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
