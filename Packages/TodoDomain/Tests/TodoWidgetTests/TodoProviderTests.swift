import Foundation
import Networking
import Testing
import Timelines
import TodoDomain

@testable import TodoWidget

@Suite struct TodoProviderTests {
  static let now = Date(timeIntervalSince1970: 1_795_356_000)
  static let todosJSON = """
    [{"userId":1,"id":1,"title":"one","completed":false},
     {"userId":1,"id":2,"title":"two","completed":true},
     {"userId":1,"id":3,"title":"three","completed":false},
     {"userId":1,"id":4,"title":"four","completed":true},
     {"userId":1,"id":5,"title":"five","completed":false}]
    """

  func provider(_ answer: @escaping @Sendable () -> TransportResponse) -> TodoProvider {
    let transport = ClosureTransport { _ in answer() }
    let client = HTTPClient(
      baseURL: URL(string: "https://jsonplaceholder.typicode.com")!,
      configuration: .init(retry: .never), transport: transport)
    return TodoProvider(client: TodoClient(client: client))
  }

  func context(preview: Bool = false) -> TimelineContext {
    TimelineContext(family: .systemLarge, isPreview: preview, date: Self.now)
  }

  @Test func placeholderIsTwoPlaceholderTodos() {
    let entry = provider { .json("[]") }.placeholder(in: context())
    #expect(entry.todos.map(\.id) == [0, 1])
    #expect(entry.date == Self.now)
  }

  @Test func timelineIsOneEntryNowReloadingAfterThirtyMinutes() async throws {
    let timeline = try await provider { .json(Self.todosJSON) }
      .timeline(for: NoConfiguration(), in: context())
    #expect(timeline.entries.count == 1)
    #expect(timeline.entries.first?.date == Self.now)
    #expect(timeline.entries.first?.todos.map(\.id) == [1, 2, 3, 4, 5])
    #expect(timeline.policy == .after(Self.now.addingTimeInterval(30 * 60)))
  }

  @Test func timelineFailureThrowsSoTheSchedulerFallsBack() async {
    await #expect(throws: TodoError.self) {
      try await provider { TransportResponse(status: 500) }
        .timeline(for: NoConfiguration(), in: context())
    }
  }

  @Test func snapshotIsTheFirstFiveOrThePlaceholder() async {
    let good = await provider { .json(Self.todosJSON) }
      .snapshot(for: NoConfiguration(), in: context())
    #expect(good.todos.count == 5)
    let failed = await provider { TransportResponse(status: 503) }
      .snapshot(for: NoConfiguration(), in: context())
    #expect(failed.todos.map(\.id) == [0, 1])
  }

  @Test(arguments: [WidgetFamily.systemMedium, .systemLarge])
  func asksForAsManyTodosAsTheFamilyLists(_ family: WidgetFamily) async throws {
    let queries = QueryLog()
    let transport = ClosureTransport { request in
      queries.append(request.url?.query ?? "")
      return .json(Self.todosJSON)
    }
    let client = HTTPClient(
      baseURL: URL(string: "https://jsonplaceholder.typicode.com")!,
      configuration: .init(retry: .never), transport: transport)
    _ = try await TodoProvider(client: TodoClient(client: client))
      .timeline(for: NoConfiguration(), in: TimelineContext(family: family, date: Self.now))
    let count = family == .systemLarge ? TodoCapacity.most(.systemLarge) : TodoProvider.todoCount
    #expect(family == .systemMedium || count >= 9)
    #expect(queries.values == ["_limit=\(count)"])
  }

  @Test func previewSnapshotDoesNoIO() async {
    let calls = Counter()
    let entry = await provider {
      calls.increment()
      return .json(Self.todosJSON)
    }.snapshot(for: NoConfiguration(), in: context(preview: true))
    #expect(entry.todos.map(\.id) == [0, 1])
    #expect(calls.value == 0)
  }

  @Test func aSimulatedDayReloadsFortyEightTimes() async throws {
    let clock = ManualWidgetClock(now: Self.now, advancesOnSleep: true)
    let scheduler = TimelineScheduler(
      kind: "todos", provider: provider { .json(Self.todosJSON) }, family: .systemMedium,
      clock: clock, store: InMemoryTimelineStore())
    let end = Self.now.addingTimeInterval(24 * 3600)
    var reloads = 0
    for await update in scheduler.updates() {
      guard update.date < end else { break }
      if case .reloaded = update.reason { reloads += 1 }
    }
    #expect(reloads == 48)
  }
}

/// A thread-safe call counter for transports; `@unchecked` is safe: every access holds the lock.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func increment() {
    lock.withLock { count += 1 }
  }
}

/// The queries a transport was asked, in order; `@unchecked` is safe: every access holds the
/// lock.
final class QueryLog: @unchecked Sendable {
  private let lock = NSLock()
  private var queries: [String] = []

  var values: [String] { lock.withLock { queries } }

  func append(_ query: String) {
    lock.withLock { queries.append(query) }
  }
}
