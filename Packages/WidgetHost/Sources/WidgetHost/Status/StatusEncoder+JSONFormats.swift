import AppCommandLine
import Foundation

extension StatusEncoder {
  /// Waybar's `{"text","alt","tooltip","class":[…],"percentage"}`, Pango-escaped; `class`
  /// holds the app's name and `stale` or `placeholder`; `percentage` only when there is one.
  func waybar(_ text: StatusText, _ status: StatusLine) -> StatusJSON {
    var classes: [StatusJSON] = []
    let appClass = BarEscaping.identifier(text.app)
    if !appClass.isEmpty { classes.append(.string(appClass)) }
    if status.state != .fresh { classes.append(.string(status.state.rawValue)) }
    var members: [(key: String, value: StatusJSON)] = [
      ("text", .string(BarEscaping.pango(text.full))),
      ("alt", .string(BarEscaping.pango(text.app))),
      ("tooltip", .string(BarEscaping.pango(text.tooltip))),
      ("class", .array(classes)),
    ]
    if let percentage = status.percentage {
      members.append(("percentage", .int(min(100, max(0, percentage)))))
    }
    return .object(members)
  }

  /// One i3bar block: Pango-escaped text with `markup: pango`, dim when not fresh, named
  /// after the app, its instance the entry's URL (or the app's name when there is none).
  func i3barBlock(_ text: StatusText, _ status: StatusLine) -> StatusJSON {
    var members: [(key: String, value: StatusJSON)] = [
      ("full_text", .string(BarEscaping.pango(text.full))),
      ("short_text", .string(BarEscaping.pango(text.short))),
    ]
    if Self.isDim(status.state) { members.append(("color", .string(StatusText.dimColor))) }
    members += [
      ("urgent", .bool(false)),
      ("name", .string(text.app)),
      ("instance", .string(text.url ?? text.app)),
      ("markup", .string("pango")),
    ]
    return .object(members)
  }

  /// An i3blocks `format=json` object: the sanitised text as it is, with `markup: none`
  /// so that no configuration can read it as Pango; dim when not fresh.
  func i3blocks(_ text: StatusText, _ status: StatusLine) -> StatusJSON {
    var members: [(key: String, value: StatusJSON)] = [
      ("full_text", .string(text.full)),
      ("short_text", .string(text.short)),
    ]
    if Self.isDim(status.state) { members.append(("color", .string(StatusText.dimColor))) }
    members.append(("markup", .string("none")))
    return .object(members)
  }

  /// The `jsonl` object, schema 1: the whole state with sanitised plain strings (`summary`,
  /// the widget's spoken summary, `null` when the caller had none) and the entry on one line,
  /// its strings sanitised too (`null` when absent or not a JSON object).
  func jsonl(_ text: StatusText, _ status: StatusLine) -> StatusJSON {
    return .object([
      ("schema", .int(1)),
      ("app", .string(text.app)),
      ("family", .string(text.family)),
      ("generatedAt", StatusJSON.date(status.generatedAt)),
      ("nextReload", StatusJSON.date(status.nextReload)),
      ("updatedAt", StatusJSON.date(status.updatedAt)),
      ("stale", .bool(status.state == .stale)),
      ("state", .string(status.state.rawValue)),
      ("text", .string(text.full)),
      ("tooltip", .string(text.tooltip)),
      ("url", StatusJSON.string(text.url)),
      ("summary", StatusJSON.string(status.summary.map { StatusText.oneLine($0.text) })),
      ("entry", StatusJSON.entry(status.entryJSON)),
    ])
  }
}
