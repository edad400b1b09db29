import AppCommandLine
import Foundation
import Synchronization

/// What `service --http` serves, held in memory: the placed widgets' entries, made by the
/// service's loop when a widget changes and read by the HTTP server's handlers, which never
/// touch the store or wait for anything.
///
/// Every change takes the next number of a sequence; the server-sent events carry it as their
/// `id`, so a client that comes back with `Last-Event-ID` gets only what changed since.
final class WidgetBoard: Sendable {
  /// One server-sent event, ready to write.
  struct Event: Sendable {
    let bytes: Data

    /// `id: N`, `event: NAME` and `data: JSON` (one line), then a blank line.
    init(id: Int, name: String, data: Data) {
      var bytes = Data("id: \(id)\nevent: \(name)\ndata: ".utf8)
      bytes.append(data)
      bytes.append(contentsOf: Array("\n\n".utf8))
      self.bytes = bytes
    }
  }

  private struct State {
    var entries: [String: BoardEntry] = [:]
    var sequence = 0
  }

  /// The app's name, for the board's page.
  let app: String
  private let state = Mutex(State())

  /// An empty board of `app`.
  init(app: String) {
    self.app = app
  }

  /// Puts `entries` on the board (replacing those with the same id) and takes the ids
  /// `removed` off it; returns the events for what changed (an entry that serves the same as
  /// before is no change).
  func publish(_ entries: [BoardEntry], removing removed: [String] = []) -> [Event] {
    state.withLock { state in
      var events: [Event] = []
      for var entry in entries {
        if let old = state.entries[entry.id], old.servesTheSame(as: entry) { continue }
        state.sequence += 1
        entry.sequence = state.sequence
        state.entries[entry.id] = entry
        events.append(Self.widgetEvent(entry))
      }
      for id in removed where state.entries.removeValue(forKey: id) != nil {
        state.sequence += 1
        let data = StatusJSON.object([("id", .string(id))]).text
        events.append(Event(id: state.sequence, name: "removed", data: Data(data.utf8)))
      }
      if !removed.isEmpty, !events.isEmpty { events.append(Self.listEvent(state)) }
      return events
    }
  }

  /// The entry `id`, when it is on the board.
  func entry(_ id: String) -> BoardEntry? {
    state.withLock { $0.entries[id] }
  }

  /// Every entry, by id.
  func entries() -> [BoardEntry] {
    state.withLock { $0.entries.values.sorted { $0.id < $1.id } }
  }

  /// The ids on the board.
  func ids() -> [String] {
    state.withLock { Array($0.entries.keys) }
  }

  /// What a client that connects to `/events` gets first: the entries changed after the event
  /// `lastID` (all of them without one, or with one this service never sent), oldest change
  /// first, then a `widgets` event listing the ids on the board, so that it drops the others.
  func replay(after lastID: Int?) -> [Event] {
    state.withLock { state in
      let since = lastID.flatMap { $0 <= state.sequence && $0 >= 0 ? $0 : nil } ?? -1
      let changed = state.entries.values.filter { $0.sequence > since }
        .sorted { $0.sequence < $1.sequence }
      return changed.map(Self.widgetEvent) + [Self.listEvent(state)]
    }
  }

  /// The earliest date an entry changes by itself, `nil` when none does.
  func nextChange() -> Date? {
    state.withLock { $0.entries.values.compactMap(\.nextChange).min() }
  }

  private static func widgetEvent(_ entry: BoardEntry) -> Event {
    Event(id: entry.sequence, name: "widget", data: entry.document)
  }

  /// `widgets`: `{"ids":[…]}`, the ids on the board.
  private static func listEvent(_ state: State) -> Event {
    let ids = StatusJSON.array(state.entries.keys.sorted().map { .string($0) })
    let data = StatusJSON.object([("ids", ids)]).text
    return Event(id: state.sequence, name: "widgets", data: Data(data.utf8))
  }
}
