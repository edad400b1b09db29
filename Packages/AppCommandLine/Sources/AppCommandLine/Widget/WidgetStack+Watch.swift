import Foundation
import Timelines

extension WidgetStack {
  /// Keeps the stack on screen (`--watch`): every member runs its own timeline; the rotation
  /// picks the one on top when an entry changes, when its turn comes and when a key is
  /// pressed; the stack is redrawn when what it shows changes and when the terminal is resized.
  /// Ctrl-C or `SIGTERM` gives the terminal back.
  ///
  /// A single widget reads no keys and is redrawn on each of its updates, changed or not.
  ///
  /// - Parameters:
  ///   - forceReload: reload every widget first; bypasses the budget.
  ///   - verbose: also print why each widget changed.
  ///   - terminalEvents: key presses, resizes and stop requests; the terminal's by default.
  func watch(
    forceReload: Bool, verbose: Bool, terminalEvents: AsyncStream<TerminalEvent>?
  ) async {
    let (events, continuation) = AsyncStream<StackEvent<Provider.Entry>>.makeStream()
    var tasks: [Task<Void, Never>] = []
    for (index, scheduler) in schedulers.enumerated() {
      tasks.append(
        Task {
          for await update in scheduler.updates(forceReload: forceReload) {
            continuation.yield(.update(index, update))
          }
          continuation.yield(.ended)
        })
    }
    // Listen for Ctrl-C before the screen is taken over, so a signal can never leave the
    // terminal on the alternate screen.
    let terminal = terminalEvents ?? TerminalEvents.stream(readKeys: isStack)
    tasks.append(Task { for await event in terminal { continuation.yield(.terminal(event)) } })
    let display = WatchDisplay(console: console, needed: requiredSize, rawKeys: isStack)
    var rotation = self.rotation
    var ticker = Ticker(clock: rotationClock, continuation: continuation)
    var updates = [SchedulerUpdate<Provider.Entry>?](repeating: nil, count: schedulers.count)
    var keys = KeyPressDecoder()
    var running = schedulers.count
    var lastFrame: WatchFrame?
    ticker.arm(for: rotation.nextTurn)
    loop: for await event in events {
      let now = rotationClock.now
      var redraw = false  // even when the frame has not changed
      var noteStatus = true  // into a pipe, on stderr
      switch event {
      case .update(let index, let update):
        update.report(app: label(index), console: console, timeZone: timeZone, verbose: verbose)
        updates[index] = update
        rotation.observe(member: index, entryDate: update.entry.date, at: now)
        redraw = !isStack  // a single widget shows each of its updates
      case .turn:
        rotation.rotate(to: now)
      case .terminal(.key(let byte)):
        if keys.consume(byte) { rotation.next(at: now) }
      case .terminal(.resized):
        redraw = true
        noteStatus = isStack  // a single widget's status went with its update
      case .terminal(.stop):
        break loop
      case .ended:
        running -= 1
        if running == 0 { break loop }
      }
      ticker.arm(for: rotation.nextTurn)
      guard updates.indices.contains(rotation.selected), let top = updates[rotation.selected]
      else { continue }
      let frame = frameText(updates, selected: rotation.selected)
      if redraw || frame != lastFrame {
        display.show(frame)
        if noteStatus, !console.stdoutIsTerminal {
          top.noteStatus(app: label(rotation.selected), console: console, timeZone: timeZone)
        }
      }
      lastFrame = frame
    }
    ticker.arm(for: nil)
    for task in tasks { task.cancel() }
    continuation.finish()
    display.restore()
  }
}

/// What a stack's `--watch` loop reacts to.
enum StackEvent<Entry: TimelineEntry>: Sendable {
  /// Member `index` has a new update.
  case update(Int, SchedulerUpdate<Entry>)
  /// The rotation's turn has come.
  case turn
  /// The terminal said something.
  case terminal(TerminalEvent)
  /// A member's run is over.
  case ended
}

/// Wakes the loop when the rotation's next turn comes: one sleeping task, replaced when the
/// date changes.
private struct Ticker<Entry: TimelineEntry> {
  let clock: any WidgetClock
  let continuation: AsyncStream<StackEvent<Entry>>.Continuation
  private var date: Date?
  private var task: Task<Void, Never>?

  init(clock: any WidgetClock, continuation: AsyncStream<StackEvent<Entry>>.Continuation) {
    self.clock = clock
    self.continuation = continuation
  }

  /// Sleeps until `next` (nothing when `nil`), unless it already does.
  mutating func arm(for next: Date?) {
    guard next != date || (next != nil && task == nil) else { return }
    task?.cancel()
    date = next
    task = next.map { deadline in
      Task { [clock, continuation] in
        do {
          try await clock.sleep(until: deadline)
          continuation.yield(.turn)
        } catch {
          return  // cancelled: a newer turn replaced this one
        }
      }
    }
  }
}
