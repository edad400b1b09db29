import AppCommandLine
import Foundation
import TextRendering
import Timelines

extension WidgetApp {
  /// The board entry of `widget` at `now`, from the store: its document, its pictures and its
  /// card; `nil` when its recorded options no longer describe it.
  func boardEntry(_ widget: PlacedWidget, at now: Date) async -> BoardEntry? {
    guard let scheduler = try? rebuild(widget, longRunning: false) else { return nil }
    let current = await currentStatus(scheduler, at: now)
    let line = current.line
    let family = widget.key.family
    let placeholder = line.state == .placeholder
    let content = statusContent(for: current.entry, family: family)
    let view = widgetView(for: current.entry, family: family)
    let title = "\(Self.name) \(family.argumentName)"
    let summary = line.summary ?? widgetSummary(for: current.entry)
    func picture(_ format: WidgetPicture.Format) -> Data {
      Data(
        WidgetPicture.draw(
          view, family: family, redacted: placeholder, format: format, title: title,
          summary: summary, id: "w\(widget.key.digest)",
          linkCheck: LinkCheck(name: "\(Self.name) widget links") {
            Self.acceptsWidgetLink($0)
          }
        ).utf8)
    }
    let text = StatusText(line, maxWidth: 1000, timeZone: .current)
    return BoardEntry(
      id: widget.key.digest, key: widget.key, title: title, family: family,
      document: BoardDocument.json(
        key: widget.key, line: line, fields: placeholder ? [] : content.fields),
      svgLight: picture(.svg(dark: false)), svgDark: picture(.svg(dark: true)),
      html: picture(.html), text: text.full, summary: StatusText.oneLine(summary.text),
      state: line.state.rawValue,
      url: text.url.flatMap { StatusEncoder.isXbarLink($0, app: Self.name) ? $0 : nil },
      intent: placeholder ? nil : content.intent.flatMap { Self.isIntentLink($0) ? $0 : nil },
      updatedAt: line.updatedAt.map { $0.formatted(Date.ISO8601FormatStyle()) }, age: text.ageLine,
      nextChange: current.nextChange)
  }

  /// Brings `board` up to date with the placed widgets `keys` (every placed widget when
  /// `nil`, taking off the board those no longer placed) at `now`; the events for what changed.
  func updateBoard(_ board: WidgetBoard, keys: Set<WidgetKey>?, at now: Date) async
    -> [WidgetBoard.Event]
  {
    var entries: [BoardEntry] = []
    var removed: [String] = []
    if let keys {
      for key in keys {
        if let widget = placementStore.placed(key), let entry = await boardEntry(widget, at: now) {
          entries.append(entry)
        } else {
          removed.append(key.digest)
        }
      }
    } else {
      let placed = placementStore.all(removingUnusable: false).widgets
      for widget in placed {
        if let entry = await boardEntry(widget, at: now) { entries.append(entry) }
      }
      let kept = Set(entries.map(\.id))
      removed = board.ids().filter { !kept.contains($0) }
    }
    return board.publish(entries, removing: removed)
  }
}
