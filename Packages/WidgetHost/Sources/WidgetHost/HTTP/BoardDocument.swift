import AppCommandLine
import Foundation
import Timelines

/// `/widgets/{id}.json`: one widget's current entry as flat fields that a dashboard reads by
/// name (homepage's `customapi` mappings, Glance's `custom-api` templates):
///
/// `id`, `app`, `kind`, `family`, `configuration`, `state` (`fresh`, `stale`, `placeholder`),
/// `text`, `tooltip`, `summary` (what the widget says when spoken, one line), `url`, `updatedAt` and `nextReload` (RFC 3339, UTC, or `null`), then the
/// app's own fields (``StatusField``): todos' `open`, `done`, `total`; votes' `yea`, `nay`,
/// `present`, `notVoting`, `result` and `republicanYea`…; dadjokes' `joke`, `type`, `source`.
/// A placeholder has no app fields (its numbers are not data). Every string is sanitised
/// (``StatusText``) and JSON-escaped.
enum BoardDocument {
  /// The names of the common fields, which no app field may take.
  static let commonNames: Set = [
    "id", "app", "kind", "family", "configuration", "state", "text", "tooltip", "summary",
    "url", "updatedAt", "nextReload",
  ]

  /// The document of the widget `key` whose status is `line`, with the app's `fields`.
  static func json(key: WidgetKey, line: StatusLine, fields: [StatusField]) -> Data {
    let text = StatusText(line, maxWidth: 1000, timeZone: TimeZone(identifier: "UTC") ?? .current)
    var members: [(key: String, value: StatusJSON)] = [
      ("id", .string(key.digest)),
      ("app", .string(text.app)),
      ("kind", .string(StatusText.oneLine(key.kind))),
      ("family", .string(text.family)),
      ("configuration", .string(StatusText.oneLine(key.configurationKey))),
      ("state", .string(String(describing: line.state))),
      ("text", .string(text.full)),
      ("tooltip", .string(text.tooltip)),
      ("summary", .string(StatusText.oneLine(line.summary?.text ?? text.full))),
      ("url", StatusJSON.string(text.url)),
      ("updatedAt", StatusJSON.date(line.updatedAt)),
      ("nextReload", StatusJSON.date(line.nextReload)),
    ]
    var taken = commonNames
    for field in fields where isFieldName(field.name) && !taken.contains(field.name) {
      taken.insert(field.name)
      switch field.value {
      case .number(let number): members.append((field.name, .int(number)))
      case .text(let words):
        members.append((field.name, .string(StatusText.oneLine(words))))
      }
    }
    return Data(StatusJSON.object(members).text.utf8)
  }

  /// Whether `name` may name a field: 1 to 64 ASCII letters and digits, a letter first.
  static func isFieldName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first,
      ("a"..."z").contains(first) || ("A"..."Z").contains(first),
      name.unicodeScalars.count <= 64
    else { return false }
    return name.unicodeScalars.allSatisfy(BarEscaping.isASCIIAlphanumeric)
  }
}
