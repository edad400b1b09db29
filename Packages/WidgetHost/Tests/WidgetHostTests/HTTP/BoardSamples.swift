import Foundation
import Timelines

@testable import AppCommandLine
@testable import WidgetHost

/// Board entries for the HTTP tests, with a hostile title where asked.
enum BoardSamples {
  static let hostile = "</span><script>alert(1)</script>&amp;\"'"

  static func key(_ configuration: String = "default") -> WidgetKey {
    WidgetKey(kind: "todos", family: .systemLarge, configurationKey: configuration)
  }

  static func entry(text: String = "4 open · buy milk", configuration: String = "default")
    -> BoardEntry
  {
    let key = key(configuration)
    let line = StatusLine(
      app: "todos", family: "large", text: text, tooltip: text, url: "todos://todo/7",
      generatedAt: StatusSamples.now)
    return BoardEntry(
      id: key.digest, key: key, title: "todos large", family: .systemLarge,
      document: BoardDocument.json(
        key: key, line: line, fields: [StatusField("open", .number(4))]),
      svgLight: Data("<svg>light \(text)</svg>".utf8), svgDark: Data("<svg>dark</svg>".utf8),
      html: Data("<html>\(text)</html>".utf8), text: text, summary: "My Todos: \(text)",
      state: "fresh", url: "todos://todo/7",
      intent: "todos://intent/toggle?id=7", updatedAt: nil, age: nil, nextChange: nil)
  }

  static func board(_ entries: [BoardEntry] = [entry()]) -> WidgetBoard {
    let board = WidgetBoard(app: "todos")
    _ = board.publish(entries)
    return board
  }

  static func head(
    _ target: String, method: String = "GET", host: String = "127.0.0.1:8080",
    headers: [String: String] = [:]
  ) throws -> HTTPRequestHead {
    var lines = ["\(method) \(target) HTTP/1.1", "Host: \(host)"]
    lines += headers.map { "\($0.key): \($0.value)" }
    return try HTTPRequestHead.parse(lines.joined(separator: "\r\n"))
  }
}
