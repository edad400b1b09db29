import Foundation
import TextRendering
import Timelines

extension WidgetRunner {
  /// Keeps the widget on screen (`--watch`): redraws when the entry or the reload changes and
  /// when the terminal is resized, and gives the terminal back on Ctrl-C or `SIGTERM`.
  ///
  /// On a terminal it draws in place on the alternate screen; into a pipe it appends each frame
  /// followed by a blank line, so a log shows the widget's history.
  public func watch(forceReload: Bool, verbose: Bool) async {
    let (events, continuation) = AsyncStream<WatchEvent<Provider.Entry>>.makeStream()
    let scheduler = self.scheduler
    let updates = Task {
      for await update in scheduler.updates(forceReload: forceReload) {
        continuation.yield(.update(update))
      }
      continuation.yield(.ended)
    }
    // Listen for Ctrl-C before the screen is taken over, so a signal can never leave the
    // terminal on the alternate screen.
    let terminalEvents = TerminalEvents.stream(readKeys: false)
    let signals = Task {
      for await event in terminalEvents {
        continuation.yield(.terminal(event))
      }
    }
    let display = WatchDisplay(console: console, needed: requiredSize, rawKeys: false)
    var lastFrame: WatchFrame?
    loop: for await event in events {
      switch event {
      case .update(let update):
        report(update, verbose: verbose)
        let frame = WatchFrame(
          widget: widgetText(for: update),
          status: update.statusLine(output: output, timeZone: timeZone))
        lastFrame = frame
        display.show(frame)
        if !console.stdoutIsTerminal {
          update.noteStatus(app: app, console: console, timeZone: timeZone)
        }
      case .terminal(.resized):
        if let lastFrame { display.show(lastFrame) }
      case .terminal(.stop), .ended:
        break loop
      case .terminal(.key):
        continue
      }
    }
    updates.cancel()
    signals.cancel()
    continuation.finish()
    display.restore()
  }

  /// The cells the widget takes: its family's box, framed or not.
  var requiredSize: TerminalSize {
    let box = scheduler.family.displaySize
    return TerminalSize(columns: box.columns, rows: box.rows)
  }
}

/// What a `--watch` loop reacts to.
enum WatchEvent<Entry: TimelineEntry>: Sendable {
  case update(SchedulerUpdate<Entry>)
  case terminal(TerminalEvent)
  case ended
}
