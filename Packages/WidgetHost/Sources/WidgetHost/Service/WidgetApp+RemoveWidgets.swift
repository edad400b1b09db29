import AppCommandLine
import Foundation
import Timelines

/// One removed widget, as `widgets --remove --json` prints it.
struct RemovedWidget: Sendable, Encodable {
  let id: String
  let kind: String
  let family: String
  let configuration: String

  init(_ key: WidgetKey) {
    id = key.digest
    kind = key.kind
    family = key.family.argumentName
    configuration = key.configurationKey
  }
}

extension WidgetApp {
  /// `APP widgets --remove ID …` and `--remove-all`: forgets those placed widgets (their
  /// record and stored timeline), one line each. Every id is checked before anything is
  /// removed: an id that names no placed widget removes nothing and exits 66.
  func removeWidgets() async throws {
    let ids = arguments[.remove]
    let placed = placementStore.all(removingUnusable: false).widgets
    let chosen: [PlacedWidget]
    if arguments[.removeAll] {
      guard ids.isEmpty else {
        throw CommandFailure(.usage, "give --remove ID or --remove-all, not both")
      }
      chosen = placed
    } else {
      let byID = Dictionary(placed.map { ($0.key.digest, $0) }, uniquingKeysWith: { a, _ in a })
      var seen = Set<String>()
      chosen = try ids.compactMap { id in
        guard let widget = byID[id] else {
          throw CommandFailure(
            .notFound,
            "no placed widget has the id \(id.sanitizedForTerminal.prefix(40)); nothing was "
              + "removed; `\(Self.name) widgets --json` shows the ids")
        }
        return seen.insert(id).inserted ? widget : nil
      }
    }
    var removed: [RemovedWidget] = []
    for widget in chosen {
      try await forget(widget.key)
      removed.append(RemovedWidget(widget.key))
      if !arguments[.json] {
        console.print(
          "removed \(Self.describe(widget.key)) (\(widget.key.digest))".sanitizedForTerminal)
      }
    }
    if arguments[.json] {
      console.print(try JSONOutput.encode(removed))
    } else if chosen.isEmpty {
      noteNothingPlaced()
    }
  }

  /// Forgets the placed widget `key` under its lock, so that no refresher stores its timeline
  /// again after it is gone: its record first (a service stops reloading it), then its stored
  /// timeline. It is placed again the next time a surface draws it.
  ///
  /// - Throws: ``CommandFailure`` (74) when a file cannot be removed or the lock taken.
  func forget(_ key: WidgetKey) async throws {
    let store = FileTimelineStore(directory: environment.stateDirectory)
    let result: Result<Void, any Error>
    do {
      result = try await WidgetLock.holdingForLastTime(key, in: lockDirectory) { [placementStore] in
        do {
          try placementStore.remove(key)
          try await store.remove(key)
          return .success(())
        } catch {
          return .failure(error)
        }
      }
    } catch {
      throw CommandFailure(.ioError, "cannot remove \(Self.describe(key)): \(error)")
    }
    if case .failure(let error) = result {
      throw CommandFailure(.ioError, "cannot remove \(Self.describe(key)): \(error)")
    }
  }

  /// "todos medium", with the configuration when it has one.
  static func describe(_ key: WidgetKey) -> String {
    ([key.kind, key.family.argumentName]
      + (key.configurationKey == NoConfiguration().storageKey ? [] : [key.configurationKey]))
      .joined(separator: " ")
  }
}
