/// Probes many rolls, at most a given number at once, each one read (parsed) as soon as its
/// answer arrives: a roll's XML is parsed while the next ones are on their way, not all of
/// them after the last has come.
enum ConcurrentProbes {
  /// The outcome of `probe` for each of `items`, in the order of `items`; a failure is only
  /// its own item's. A new probe starts as one ends, so `maxConcurrent` are in flight while
  /// any are left.
  static func run<Item: Sendable>(
    _ items: [Item], maxConcurrent: Int,
    _ probe: @escaping @Sendable (Item) async throws(VoteError) -> RollDiscovery.Outcome
  ) async -> [Result<RollDiscovery.Outcome, VoteError>] {
    if items.count == 1 { return [await Answer(index: 0, item: items[0], probe: probe).result] }
    var results: [Int: Result<RollDiscovery.Outcome, VoteError>] = [:]
    await withTaskGroup(of: Answer.self) { group in
      var next = 0
      func startNext() {
        guard next < items.count else { return }
        let (index, item) = (next, items[next])
        next += 1
        group.addTask { await Answer(index: index, item: item, probe: probe) }
      }
      for _ in 0..<max(1, maxConcurrent) { startNext() }
      while let answer = await group.next() {
        results[answer.index] = answer.result
        startNext()
      }
    }
    return items.indices.map { results[$0] ?? .success(.missing) }
  }

  /// One probe's outcome and its place among the items: a class, because the (index,
  /// Result) tuple a task-group child returned came back corrupt in Swift 6.3.1 release
  /// builds (an index out of range, else the wrong rolls listed).
  private final class Answer: Sendable {
    let index: Int
    let result: Result<RollDiscovery.Outcome, VoteError>

    init<Item>(
      index: Int, item: Item,
      probe: @Sendable (Item) async throws(VoteError) -> RollDiscovery.Outcome
    ) async {
      self.index = index
      do throws(VoteError) {
        result = .success(try await probe(item))
      } catch {
        result = .failure(error)
      }
    }
  }
}
