import AppCommandLine
import Dispatch
import Foundation
import TextRendering
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
    let interactive = interaction != nil
    let terminal = terminalEvents ?? TerminalEvents.stream(readKeys: isStack || interactive)
    tasks.append(Task { for await event in terminal { continuation.yield(.terminal(event)) } })
    // A change in the state folder (an intent's pending state, its result, another writer's
    // reload) redraws the widget at once.
    let watcher = interaction.flatMap { StoreWatcher(directories: [$0.stateDirectory]) }
    let changes = watcher.map { watcher in
      let source = DispatchSource.makeReadSource(
        fileDescriptor: watcher.descriptor, queue: DispatchQueue(label: "watch-store"))
      source.setEventHandler {
        if !watcher.drain().isEmpty { continuation.yield(.storeChanged) }
      }
      source.resume()
      return source
    }
    defer { changes?.cancel() }
    let display = WatchDisplay(
      console: console, needed: requiredSize, rawKeys: isStack || interactive, mouse: interactive)
    var input = WatchInputDecoder()
    var notice: String?
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
        guard let interaction else {
          if keys.consume(byte) { rotation.next(at: now) }
          break
        }
        let frameKeys = lastFrame.map { interaction.keys(in: $0.widget) } ?? []
        var link: String?
        switch input.consume(byte) {
        case .key(let key):
          link = frameKeys.first { $0.key == Character(UnicodeScalar(key)) }?.link
          if link == nil, isStack { rotation.next(at: now) }
        case .click(let column, let row):
          link = lastFrame.flatMap {
            ButtonRegions(frame: $0.widget).target(atColumn: column - 1, row: row - 1)
          }.flatMap { interaction.accepts($0) ? $0 : nil }
        case .other:
          if isStack { rotation.next(at: now) }
        case nil:
          break
        }
        if let link {
          notice = nil
          tasks.append(
            Task {
              continuation.yield(.intentFinished(await interaction.run(link)))
            })
        }
      case .storeChanged:
        redraw = true
        noteStatus = false
        for (index, scheduler) in schedulers.enumerated() {
          if updates[index] != nil, let entry = await Self.storedEntry(scheduler, at: now) {
            updates[index]?.entry = entry
          }
        }
      case .intentFinished(let failure):
        notice = failure
        redraw = true
        noteStatus = false
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
      var frame = frameText(updates, selected: rotation.selected)
      if let interaction {
        // One line under the widget: the keys, or why the last intent failed (sanitised: it
        // may quote a server).
        let keys = WatchInteraction.footer(interaction.keys(in: frame.widget))
        let footer = notice?.sanitizedForTerminal ?? keys
        frame.footer = footer.truncated(toWidth: requiredSize.columns)
      }
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

extension WidgetStack {
  /// The entry `scheduler`'s stored timeline shows at `now`, read without the network.
  static func storedEntry(_ scheduler: TimelineScheduler<Provider>, at now: Date) async
    -> Provider.Entry?
  {
    await scheduler.store?.load(scheduler.key, as: Provider.Entry.self).stored?.timeline
      .entry(at: now)
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
  /// A file in the state folder changed (an interactive widget's).
  case storeChanged
  /// An intent a key or a click ran has ended; its failure's line, if it failed.
  case intentFinished(String?)
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
