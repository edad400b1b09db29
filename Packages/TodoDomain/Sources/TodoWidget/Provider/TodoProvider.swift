import Foundation
import Timelines
import TodoDomain

/// The todos widget's timeline provider, as in the tutorial: one entry now with the first todos
/// (as many as the family's widget lists, at least five), and a reload half an hour later.
///
/// When the fetch fails, `timeline(for:in:)` throws and the scheduler shows the placeholder
/// (``fallback(for:error:in:)``) and retries with backoff, at most every 30 minutes apart once
/// the backoff has grown, instead of the tutorial's silent placeholder timeline.
public struct TodoProvider: TimelineProvider {
  /// How many todos an entry holds at least: five, what the medium family's tooltip lists.
  public static let todoCount = 5
  /// How long a timeline is good for: 30 minutes.
  public static let reloadInterval: TimeInterval = 30 * 60

  private let client: TodoClient

  /// Creates a provider over the todos API's client.
  public init(client: TodoClient) {
    self.client = client
  }

  /// How many todos an entry for `family` holds: as many as the family's widget lists on any
  /// surface (the large one is filled), at least ``todoCount``.
  public static func todoCount(for family: WidgetFamily) -> Int {
    max(todoCount, TodoCapacity.most(family))
  }

  /// Two placeholder todos; no I/O.
  public func placeholder(in context: Context) -> TodoEntry {
    TodoEntry.placeholder(at: context.date)
  }

  /// The family's first todos, or the placeholder when they cannot be fetched.
  public func snapshot(for configuration: NoConfiguration, in context: Context) async -> TodoEntry {
    guard !context.isPreview,
      let todos = try? await client.firstTodos(Self.todoCount(for: context.family))
    else {
      return placeholder(in: context)
    }
    return TodoEntry(date: context.date, todos: todos)
  }

  /// One entry now with the family's first todos; reload after 30 minutes.
  /// - Throws: ``TodoError`` when the todos cannot be fetched.
  public func timeline(for configuration: NoConfiguration, in context: Context) async throws
    -> Timeline<TodoEntry>
  {
    let todos = try await client.firstTodos(Self.todoCount(for: context.family))
    return Timeline(
      entries: [TodoEntry(date: context.date, todos: todos)],
      policy: .after(context.date.addingTimeInterval(Self.reloadInterval)))
  }
}
