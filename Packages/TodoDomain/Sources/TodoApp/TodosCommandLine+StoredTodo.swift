import AppCommandLine
import Foundation
import Timelines
import TodoDomain
import TodoWidget
import WidgetHost

extension TodosCommandLine {
  /// Todo `id` as the newest stored timeline of a todos widget on `request`'s base URL holds
  /// it, in any family: what the app knows of the todo without asking the service (what the
  /// widget shows, before the overlay). `nil` when no stored widget shows it; a fallback's
  /// placeholder never counts.
  func storedTodo(id: Int, for request: AppRequest) async -> Todo? {
    guard let kind = try? widgetKind(for: request) else { return nil }
    let store = FileTimelineStore(directory: request.environment.stateDirectory)
    var newest: (fetchedAt: Date, todo: Todo)?
    for family in Self.widgetFamilies {
      let key = WidgetKey(kind: kind, family: family, configuration: NoConfiguration())
      guard let stored = await store.load(key, as: TodoEntry.self).stored, !stored.isFallback,
        newest.map({ stored.fetchedAt > $0.fetchedAt }) ?? true,
        let todo = stored.timeline.entries.last(where: { !Self.isPlaceholder($0) })?
          .todos.first(where: { $0.id == id })
      else { continue }
      newest = (stored.fetchedAt, todo)
    }
    return newest?.todo
  }
}
