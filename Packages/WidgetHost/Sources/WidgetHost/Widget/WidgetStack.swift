import AppCommandLine
import Foundation
import TextRendering
import Timelines

/// What ``WidgetRunner`` runs: a stack of widgets, one timeline
/// per member, one member on top. A single widget is a stack of one: it has no dots, reads no
/// keys and never turns; only a stack of more than one does.
struct WidgetStack<Provider: TimelineProvider>: Sendable {
  /// A member as drawn: its entry, and the context it is drawn in.
  typealias Member = (entry: Provider.Entry, context: TimelineContext)
  /// Draws the stack: every member, the one on top, and the render options.
  typealias Draw =
    @Sendable (_ members: [Member], _ selected: Int, _ options: RenderOptions) -> String

  /// The app's name, the prefix of its stderr lines.
  let app: String
  /// One scheduler per member, top of the stack first, their failures already worded.
  let schedulers: [TimelineScheduler<Provider>]
  /// The rule that picks the member on top, in its starting state.
  let rotation: any WidgetStackRotation
  /// The clock the rotation runs on.
  let rotationClock: any WidgetClock
  /// Where output goes.
  let console: Console
  /// Plain text or ANSI at a colour depth.
  let output: OutputStyle
  /// Whether to draw the rounded frame at the widget's edge, inside its family's box.
  let frame: Bool
  /// The time zone of the times in status lines.
  let timeZone: TimeZone
  /// Where the refreshers' per-widget locks are; `nil` takes none.
  var lockDirectory: URL? = nil
  /// What `--watch` does with the widget's buttons and keys; `nil` for an app without intents.
  var interaction: WatchInteraction? = nil
  /// How the stack is drawn.
  let draw: Draw

  /// Whether this is a stack of more than one widget: only then are there dots under it, keys
  /// to turn it and a configuration in each stderr line.
  var isStack: Bool { schedulers.count > 1 }

  /// Draws the stack once with the rotation's starting member on top. Each member comes from
  /// its stored timeline while that is good, else after a reload (all at once); a failed reload
  /// still draws and says why on stderr.
  func drawOnce(forceReload: Bool, verbose: Bool) async {
    let updates = await withTaskGroup(
      of: (Int, SchedulerUpdate<Provider.Entry>?).self,
      returning: [SchedulerUpdate<Provider.Entry>?].self
    ) { group in
      for (index, scheduler) in schedulers.enumerated() {
        group.addTask { [lockDirectory] in
          // Under the refreshers' lock, so a draw that reloads never races `service`; a lock
          // that cannot be had does not stop the draw.
          guard let lockDirectory,
            let update = try? await WidgetLock.holding(
              scheduler.key, in: lockDirectory,
              {
                await scheduler.currentUpdate(forceReload: forceReload)
              })
          else { return (index, await scheduler.currentUpdate(forceReload: forceReload)) }
          return (index, update)
        }
      }
      var updates = [SchedulerUpdate<Provider.Entry>?](repeating: nil, count: schedulers.count)
      for await (index, update) in group { updates[index] = update }
      return updates
    }
    for (index, update) in updates.enumerated() {
      update?.report(app: label(index), console: console, timeZone: timeZone, verbose: verbose)
    }
    guard updates.allSatisfy({ $0 != nil }) else { return }  // cancelled
    let selected = rotation.selected
    if updates.indices.contains(selected), let top = updates[selected] {
      top.noteStatus(app: label(selected), console: console, timeZone: timeZone)
    }
    console.write(frameText(updates, selected: selected).widget + "\n")
  }

  /// Draws the stack of placeholders, as WidgetKit's gallery does, without any I/O.
  func drawPreview() {
    let updates = [SchedulerUpdate<Provider.Entry>?](repeating: nil, count: schedulers.count)
    console.write(draw(members(updates), rotation.selected, options()) + "\n")
  }

  /// The stack with `selected` on top, members without an update yet as placeholders, and the
  /// status line of the top one when it shows old data or a stand-in.
  func frameText(_ updates: [SchedulerUpdate<Provider.Entry>?], selected: Int) -> WatchFrame {
    let stack = draw(members(updates), selected, options())
    guard updates.indices.contains(selected), let top = updates[selected] else {
      return WatchFrame(widget: stack)
    }
    return WatchFrame(widget: stack, status: top.statusLine(output: output, timeZone: timeZone))
  }

  /// Each member as drawn: its update's entry at the update's date, else its placeholder at its
  /// clock's time.
  func members(_ updates: [SchedulerUpdate<Provider.Entry>?]) -> [Member] {
    zip(schedulers, updates).map { scheduler, update in
      if let update { return (update.entry, scheduler.context(at: update.date)) }
      let context = scheduler.context(at: scheduler.clock.now)
      return (scheduler.provider.placeholder(in: context), context)
    }
  }

  /// The prefix of member `index`'s stderr lines: the app's name, and in a stack of more than
  /// one the member's configuration (`dadjokes: chucknorris`).
  func label(_ index: Int) -> String {
    isStack ? "\(app): \(schedulers[index].configuration.storageKey)" : app
  }

  func options() -> RenderOptions {
    RenderOptions(frame: frame, output: output)
  }

  /// The cells the stack takes: the widget's family box, framed or not, and the row of dots
  /// under it when the stack holds more than one widget.
  var requiredSize: TerminalSize {
    var size = schedulers.first?.family.displaySize ?? WidgetFamily.systemMedium.displaySize
    size.rows += isStack ? 1 : 0
    return size
  }
}
