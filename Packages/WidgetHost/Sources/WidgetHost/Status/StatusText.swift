import AppCommandLine
import Foundation
import TextRendering
import Timelines

/// The strings of a ``StatusLine`` sanitised and cut to fit, before a format escapes them.
///
/// Every string goes through ``Sanitizer`` first: no control character, escape sequence or
/// bidirectional control survives. The text becomes one line with runs of white space folded
/// into one space; an empty text becomes ``StatusText/emptyMarker``, so a bar never hides the
/// module. The tooltip keeps its lines, falls back to the whole (uncut) text when empty, and
/// ends with a line saying how old the data is when it is stale or a placeholder.
struct StatusText {
  /// What a bar shows instead of an empty text.
  static let emptyMarker = "\u{2013}"
  /// The colour of stale and placeholder text in i3bar and i3blocks.
  static let dimColor = "#808080"

  /// The app's name, sanitised.
  var app: String
  /// The family name, sanitised.
  var family: String
  /// The text on one line, cut to the encoder's width with `…`; never empty.
  var full: String
  /// The text cut shorter, for i3bar's `short_text`; never empty.
  var short: String
  /// The detail, lines separated by `\n`; never empty.
  var tooltip: String
  /// The deep link, sanitised, or `nil` when there is none.
  var url: String?
  /// The tooltip's lines before its age line.
  var detailLines: [String]
  /// How old the data is, when it is stale or a placeholder: "updated 14:05".
  var ageLine: String?

  init(_ status: StatusLine, maxWidth: Int, timeZone: TimeZone) {
    app = Self.oneLine(status.app)
    family = Self.oneLine(status.family)
    let whole = Self.oneLine(status.text).nonEmpty ?? Self.emptyMarker
    let width = max(1, maxWidth)
    full = whole.truncated(toWidth: width)
    short = whole.truncated(toWidth: min(width, max(10, width / 2)))
    let url = Self.oneLine(status.url ?? "")
    self.url = url.isEmpty ? nil : url

    var lines = Sanitizer.sanitize(status.tooltip, allowsNewlines: true)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0.reversed().drop(while: \.isWhitespace).reversed()) }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    if lines.isEmpty { lines = [whole] }
    switch status.state {
    case .fresh: ageLine = nil
    case .stale:
      ageLine =
        status.updatedAt.map { "updated \(ClockText.hourMinute($0, in: timeZone))" }
        ?? "updated at an unknown time"
    case .placeholder:
      ageLine = "not loaded yet; run `\(app) refresh`"
    }
    detailLines = lines
    tooltip = (lines + (ageLine.map { [$0] } ?? [])).joined(separator: "\n")
  }

  /// `text` sanitised onto one line, white space folded and trimmed.
  static func oneLine(_ text: String) -> String {
    Sanitizer.sanitize(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

extension String {
  /// `nil` when the string is empty, else the string.
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
