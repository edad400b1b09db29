import Foundation
import Timelines
import TodoDomain

/// The todos widget's timeline provider, as in the tutorial: one entry now with the first five
/// todos, and a reload half an hour later.
///
/// When the fetch fails, `timeline(for:in:)` throws and the scheduler shows the placeholder
/// (``fallback(for:error:in:)``) and retries with backoff, at most every 30 minutes apart once
/// the backoff has grown, instead of the tutorial's silent placeholder timeline.
public struct TodoProvider: TimelineProvider {
  /// How many todos an entry holds: the large family shows five.
  public static let todoCount = 5
  /// How long a timeline is good for: 30 minutes.
  public static let reloadInterval: TimeInterval = 30 * 60

  private let client: TodoClient

  /// Creates a provider over the todos API's client.
  public init(client: TodoClient) {
    self.client = client
  }

  /// Two placeholder todos; no I/O.
  public func placeholder(in context: Context) -> TodoEntry {
    TodoEntry.placeholder(at: context.date)
  }

  /// The first five todos, or the placeholder when they cannot be fetched.
  public func snapshot(for configuration: NoConfiguration, in context: Context) async -> TodoEntry {
    guard !context.isPreview, let todos = try? await client.firstTodos(Self.todoCount) else {
      return placeholder(in: context)
    }
    return TodoEntry(date: context.date, todos: todos)
  }

  /// One entry now with the first five todos; reload after 30 minutes.
  /// - Throws: ``TodoError`` when the todos cannot be fetched.
  public func timeline(for configuration: NoConfiguration, in context: Context) async throws
    -> Timeline<TodoEntry>
  {
    let todos = try await client.firstTodos(Self.todoCount)
    return Timeline(
      entries: [TodoEntry(date: context.date, todos: todos)],
      policy: .after(context.date.addingTimeInterval(Self.reloadInterval)))
  }
}
