import AppCommandLine
import Foundation
import Timelines

/// The widgets a pass did not reach before its deadline, kept in the state folder
/// (`deferred.json`, in the private state folder, written atomically) so the next pass takes them first: a deadline
/// shorter than a pass over every widget never leaves the same widgets behind twice.
struct DeferredWidgets: Sendable {
  /// The file.
  let file: URL

  /// The deferred widgets in `stateDirectory`.
  init(stateDirectory: URL) {
    file = stateDirectory.appendingPathComponent("deferred.json", isDirectory: false)
  }

  /// The file names (``WidgetKey/fileName``) of the widgets deferred last; none when the file
  /// is missing or unreadable (an order, not data: nothing to warn about).
  func load() -> Set<String> {
    guard let data = try? Data(contentsOf: file),
      let names = try? JSONDecoder().decode([String].self, from: data)
    else { return [] }
    return Set(names)
  }

  /// `widgets` with the ones deferred last first, each group in its own order.
  func ordering(_ widgets: [PlacedWidget]) -> [PlacedWidget] {
    let deferred = load()
    guard !deferred.isEmpty else { return widgets }
    let first = widgets.filter { deferred.contains($0.key.fileName) }
    return first + widgets.filter { !deferred.contains($0.key.fileName) }
  }

  /// Records `keys` as the widgets the pass did not reach (none removes the file).
  func save(_ keys: [WidgetKey]) {
    guard !keys.isEmpty else {
      try? FileManager.default.removeItem(at: file)
      return
    }
    guard let data = try? JSONEncoder().encode(keys.map(\.fileName).sorted()) else { return }
    try? data.write(to: file, options: .atomic)
  }
}
