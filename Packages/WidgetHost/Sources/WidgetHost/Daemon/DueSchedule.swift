import AppCommandLine
import Foundation

/// When each of many items is next due, in a binary heap: setting an item's date and taking
/// the items due by now cost O(log N) each, so a long-running service wakes for what is due
/// without looking at every widget.
///
/// Setting an item again replaces its date; the heap keeps the old entry and skips it when it
/// comes up (a generation per item says which entry is current), and is rebuilt when stale
/// entries outnumber live ones.
struct DueSchedule<Item: Hashable & Sendable>: Sendable {
  private struct Entry: Sendable {
    var date: Date
    var item: Item
    var generation: Int
  }

  private var heap: [Entry] = []
  private var current: [Item: (generation: Int, date: Date)] = [:]
  private var generations = 0

  /// How many items have a date.
  var count: Int { current.count }

  /// The earliest date of any item; `nil` when none has one.
  var next: Date? {
    mutating get {
      dropStaleTop()
      return heap.first?.date
    }
  }

  /// The date `item` is due, if it has one.
  func date(of item: Item) -> Date? {
    current[item]?.date
  }

  /// Makes `item` due at `date` (`nil`: never, it leaves the schedule).
  mutating func set(_ item: Item, at date: Date?) {
    generations &+= 1
    guard let date else {
      current.removeValue(forKey: item)
      return
    }
    current[item] = (generations, date)
    push(Entry(date: date, item: item, generation: generations))
    if heap.count > 2 * current.count + 64 { rebuild() }
  }

  /// Takes every item due at or before `now`, earliest first; they leave the schedule until
  /// set again.
  mutating func takeDue(at now: Date) -> [Item] {
    var due: [Item] = []
    while true {
      dropStaleTop()
      guard let top = heap.first, top.date <= now else { return due }
      popTop()
      current.removeValue(forKey: top.item)
      due.append(top.item)
    }
  }

  private mutating func dropStaleTop() {
    while let top = heap.first, current[top.item]?.generation != top.generation { popTop() }
  }

  private mutating func rebuild() {
    heap = current.map { Entry(date: $0.value.date, item: $0.key, generation: $0.value.generation) }
    for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
  }

  private mutating func push(_ entry: Entry) {
    heap.append(entry)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].date < heap[parent].date else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func popTop() {
    guard !heap.isEmpty else { return }
    heap.swapAt(0, heap.count - 1)
    heap.removeLast()
    siftDown(0)
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count, heap[left].date < heap[smallest].date { smallest = left }
      if right < heap.count, heap[right].date < heap[smallest].date { smallest = right }
      guard smallest != parent else { return }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
