import Foundation
import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// Status lines and readers shared by the status encoder's tests.
enum StatusSamples {
  /// 2026-11-23T17:00:00Z.
  static let now = Date(timeIntervalSince1970: 1_795_453_200)
  static let utc = TimeZone(identifier: "UTC") ?? .current

  /// An entry as an app encodes it for `--json`: pretty-printed over several lines.
  struct Entry: Codable, Equatable {
    var id: Int
    var title: String
    var done: Bool
  }

  static let entry = Entry(id: 7, title: "buy milk, then  call: mum", done: false)

  /// The todos line of the issue: "4 open · buy milk".
  static func todos(
    state: StatusLine.State = .fresh, updatedAt: Date? = nil, percentage: Int? = 40
  ) throws -> StatusLine {
    StatusLine(
      app: "todos", family: "medium", text: "4 open · buy milk",
      tooltip: "4 open\nbuy milk\ncall mum", url: "todos://todo/7", percentage: percentage,
      state: state, updatedAt: updatedAt, generatedAt: now,
      nextReload: now.addingTimeInterval(900), entryJSON: try JSONOutput.encode(entry))
  }

  static func encoder(_ format: StatusFormat, maxWidth: Int = 60, click: Bool = false)
    -> StatusEncoder
  {
    StatusEncoder(format: format, maxWidth: maxWidth, click: click, timeZone: utc)
  }

  /// A JSON object line parsed back.
  static func object(_ line: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  /// The one block of an i3bar update line (`[{…}]` or `,[{…}]`).
  static func i3barBlock(_ line: String) throws -> [String: Any] {
    let array = line.hasPrefix(",") ? String(line.dropFirst()) : line
    let blocks = try #require(
      try JSONSerialization.jsonObject(with: Data(array.utf8)) as? [[String: Any]])
    try #require(blocks.count == 1)
    return blocks[0]
  }

  /// The text Pango shows for `markup`, or `nil` when the markup holds a tag, a quote or a
  /// bare `&`. Read by scalars, as Pango reads bytes: a combining mark after `&` hides nothing.
  static func pangoText(_ markup: String) -> String? {
    let entities = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'"]
    var text = String.UnicodeScalarView()
    var rest = markup.unicodeScalars[...]
    while let first = rest.first {
      if "<>\"'".unicodeScalars.contains(first) { return nil }
      if first == "&" {
        guard
          let (entity, character) = entities.first(where: {
            rest.starts(with: $0.key.unicodeScalars)
          })
        else { return nil }
        text.append(contentsOf: character.unicodeScalars)
        rest = rest.dropFirst(entity.unicodeScalars.count)
      } else {
        text.append(first)
        rest = rest.dropFirst()
      }
    }
    return String(text)
  }

  /// The scalars no bar output may hold: C0 controls, DEL, C1 controls, bidi controls.
  static func forbidden(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
      switch scalar.value {
      case 0x00...0x1F, 0x7F...0x9F: true
      case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
      default: false
      }
    }
  }
}
