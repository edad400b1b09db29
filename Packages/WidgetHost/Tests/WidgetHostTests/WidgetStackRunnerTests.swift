import AppCommandLineTestSupport
import Foundation
import Testing
import TextRendering
import Timelines

@testable import AppCommandLine
@testable import WidgetHost

/// A stack of two widgets whose timelines reload every `minutes` minutes with a counted entry.
@Suite struct WidgetStackRunnerTests {
  static let start = Date(timeIntervalSince1970: 1_795_356_000)

  struct Member: WidgetConfiguration {
    var name: String
    var minutes: Double
    var storageKey: String { name }
  }

  struct Entry: TimelineEntry, Hashable {
    var date: Date
    var text: String
  }

  struct Provider: TimelineProvider {
    let fetches: Fetches
    let failing: Bool

    func placeholder(in context: Context) -> Entry {
      Entry(date: context.date, text: "…")
    }

    func snapshot(for configuration: Member, in context: Context) async -> Entry {
      placeholder(in: context)
    }

    func timeline(for configuration: Member, in context: Context) async throws -> Timeline<Entry> {
      if failing { throw URLError(.cannotConnectToHost) }
      let count = fetches.next(configuration.name)
      return Timeline(
        entries: [Entry(date: context.date, text: "\(configuration.name)\(count)")],
        policy: .after(context.date.addingTimeInterval(configuration.minutes * 60)))
    }
  }

  /// Counts fetches per member; `@unchecked` is safe: every access holds the lock.
  final class Fetches: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func next(_ name: String) -> Int {
      lock.withLock {
        counts[name, default: 0] += 1
        return counts[name, default: 0]
      }
    }
  }

  /// A simple rotation: turns every 15 s, a changed member comes to the top.
  struct Rotation: WidgetStackRotation {
    var count: Int
    var selected = 0
    var shownSince: Date
    var seen: [Date?]

    init(count: Int, start: Date) {
      self.count = count
      self.shownSince = start
      self.seen = Array(repeating: nil, count: count)
    }

    var nextTurn: Date? { shownSince.addingTimeInterval(15) }

    mutating func observe(member: Int, entryDate: Date, at now: Date) -> Bool {
      defer { seen[member] = entryDate }
      guard let previous = seen[member], previous != entryDate else { return false }
      selected = member
      shownSince = now
      return true
    }

    mutating func rotate(to now: Date) -> Bool {
      guard now >= shownSince.addingTimeInterval(15) else { return false }
      selected = (selected + 1) % count
      shownSince = now
      return true
    }

    mutating func next(at now: Date) {
      selected = (selected + 1) % count
      shownSince = now
    }
  }

  let output = CapturedConsole()
  let timelineClock = ManualWidgetClock(now: start)
  let rotationClock = ManualWidgetClock(now: start)

  func runner(
    failing: Bool = false,
    members: [Member] = [Member(name: "a", minutes: 30), Member(name: "b", minutes: 10)]
  ) -> WidgetRunner<Provider> {
    let provider = Provider(fetches: Fetches(), failing: failing)
    return WidgetRunner(
      app: "app",
      schedulers: members.map {
        TimelineScheduler(
          kind: "stack", provider: provider, configuration: $0, family: .systemMedium,
          clock: timelineClock, store: InMemoryTimelineStore())
      },
      rotation: Rotation(count: members.count, start: Self.start), rotationClock: rotationClock,
      console: output.console, output: .plain, timeZone: TimeZone(identifier: "UTC") ?? .current
    ) { entries, selected, _ in
      // Like a real stack, only the top widget shows, with its place in the stack.
      "\(entries[selected].text) \(selected + 1)/\(entries.count)"
    }
  }

  /// The frames written to a pipe: each followed by a blank line.
  var frames: [String] {
    output.stdout.components(separatedBy: "\n\n").filter { !$0.isEmpty }
  }

  @Test func drawOnceShowsTheFirstWidgetWithEveryEntry() async {
    await runner().drawOnce(forceReload: false, verbose: false)
    #expect(output.stdout == "a1 1/2\n")
    #expect(output.stderr.isEmpty)
  }

  @Test func aFailingStackStillDrawsAndNamesEachWidget() async {
    await runner(failing: true).drawOnce(forceReload: false, verbose: false)
    #expect(output.stdout == "… 1/2\n")
    let lines = output.stderr.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("app: a: reload failed: ") == true)
    #expect(lines.last?.hasPrefix("app: b: reload failed: ") == true)
  }

  @Test func watchNeedsTheFamilysBoxAndARowForTheDots() {
    #expect(runner().requiredSize == TerminalSize(columns: 45, rows: 11))
  }

  @Test func aStackOfOneIsASingleWidgetWithoutDotsOrItsConfigurationInNotes() async {
    let runner = runner(failing: true, members: [Member(name: "a", minutes: 30)])
    #expect(runner.requiredSize == TerminalSize(columns: 45, rows: 10))
    await runner.drawOnce(forceReload: false, verbose: false)
    #expect(output.stdout == "… 1/1\n")
    #expect(output.stderr.hasPrefix("app: reload failed: "), "\(output.stderr)")
  }

  @Test func previewDrawsPlaceholders() {
    runner().drawPreview()
    #expect(output.stdout == "… 1/2\n")
  }

  @Test func watchTurnsWithTimeKeysAndChanges() async {
    let (terminal, keys) = AsyncStream<TerminalEvent>.makeStream()
    let runner = runner()
    let watch = Task {
      await runner.watch(forceReload: false, verbose: false, terminalEvents: terminal)
    }
    await timelineClock.waitForSleepers(2)  // both widgets have their first entry
    await rotationClock.waitForSleepers(1)  // the first turn is due at +15 s
    rotationClock.advance(by: 15)
    await rotationClock.waitForSleepers(1)  // the turn was taken and the next one is set
    timelineClock.advance(by: 10 * 60)  // b reloads: a changed entry comes to the top
    await timelineClock.waitForSleepers(2)
    keys.yield(.key(UInt8(ascii: " ")))  // a key turns at once
    keys.yield(.key(0x1B))
    keys.yield(.key(UInt8(ascii: "[")))
    keys.yield(.key(UInt8(ascii: "C")))  // an arrow is one key
    keys.yield(.stop(signal: SIGTERM))
    await watch.value
    #expect(frames == ["a1 1/2", "b1 2/2", "b2 2/2", "a1 1/2", "b2 2/2"])
  }
}
