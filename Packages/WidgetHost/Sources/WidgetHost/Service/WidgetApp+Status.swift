import AppCommandLine
import DeepLinks
import Foundation
import Synchronization
import TextRendering
import Timelines

extension WidgetApp {
  /// `APP status [--format F] [--follow] [--max-width N] [--click]`: the current entry of the
  /// widget the options describe, as one line for a bar, read from the store alone. The widget
  /// is placed, so that the next refresh loads it when nothing is stored yet.
  func status() async throws {
    let encoder = try statusEncoder()
    if encoder.format == .genmon, arguments[.follow] || arguments[.press] {
      throw CommandFailure.usage(
        "genmon runs the command at each period and waits for it to end: drop "
          + (arguments[.follow] ? "--follow" : "--press (it would press at every period)"))
    }
    guard let scheduler = try widgetSchedulers(for: commandRequest()).first else { return }
    let clock = try environment.widgetClock()
    place([scheduler.key], at: clock.now)
    if arguments[.follow] {
      try await followStatus(scheduler, encoder: encoder)
      return
    }
    if arguments[.press]
      || (encoder.format == .i3blocks
        && environment.variables["BLOCK_BUTTON"] == String(BarClicks.intentButton))
    {
      await press(
        await statusLine(scheduler, at: clock.now).line.intent, widget: scheduler.key,
        at: clock.now)
    }
    for line in encoder.preamble() { console.print(line) }
    console.print(encoder.encode(await statusLine(scheduler, at: clock.now).line, isFirst: true))
  }

  /// `status --follow`: prints at once, then at each entry date, when the data turns stale and
  /// each time the store changes (inotify), at most once a second; `SIGUSR1` prints again;
  /// `SIGTERM`, `SIGINT`, `SIGHUP` or a reader that went away end it with status 0 within a
  /// second, whatever came before. Changes that come while it waits are one change: only the
  /// latest state is printed. For i3bar, a click on the block opens its link.
  func followStatus(_ scheduler: TimelineScheduler<Provider>, encoder: StatusEncoder) async throws {
    let clock = try environment.widgetClock()
    let events = try WakeEvents(watching: [environment.stateDirectory], forBar: true)
    defer { events.finish() }
    for line in encoder.preamble() { console.print(line) }
    let intent = LatestIntent()
    let printedLinks = PrintedLinks()
    if encoder.format == .i3bar || encoder.format == .i3blocks {
      // A press is gated on the widget's button, not on the todo it names now: a double
      // click presses once, whatever the first press changed.
      let gate = intentGate
      let target = IntentGate.pressTarget(widget: scheduler.key.fileName)
      BarClicks.start(
        scheme: Self.name, options: serverOptionWords, opensLinks: encoder.format == .i3bar,
        printed: printedLinks,
        intent: {
          guard let link = intent.link,
            (try? gate.admit(target, spacing: IntentGate.clickSpacing, at: clock.now)) == true
          else { return nil }
          return link
        },
        note: { [console] in console.note($0, app: Self.name) })
    }
    var printed: (line: String, at: ContinuousClock.Instant)?
    var force = true
    while true {
      // A bar that follows for weeks still draws the widget: it stays placed (one write an
      // hour at most).
      place([scheduler.key], at: clock.now)
      let (status, nextChange) = await statusLine(scheduler, at: clock.now)
      intent.link = status.intent
      let line = encoder.encode(status, isFirst: false)
      if force || line != printed?.line {
        // Recorded before the bar can see it: a click on it finds it.
        // (The block's instance: its link, or the app's name when it has none.)
        let url = StatusText.oneLine(status.url ?? "")
        printedLinks.record(url.isEmpty ? StatusText.oneLine(status.app) : url)
        console.print(printed == nil ? encoder.encode(status, isFirst: true) : line)
        printed = (line, .now)
      }
      events.wake(at: nextChange, on: clock)
      let wake = await events.next(notBefore: printed.map { $0.at + .seconds(1) })
      if wake.contains(.stop) { return }
      force = wake.contains(.reprint)
    }
  }

  /// The encoder `--format`, `--max-width` and `--click` ask for.
  ///
  /// - Throws: ``CommandFailure`` (usage) naming the formats, or the range of widths.
  func statusEncoder() throws -> StatusEncoder {
    let format = try arguments[.statusFormat] ?? .plain
    let width = try arguments[.maxWidth] ?? 60
    return StatusEncoder(format: format, maxWidth: width, click: arguments[.click])
  }

  /// The status line of the widget `scheduler` at `now`, from its stored timeline (the
  /// placeholder's when nothing usable is stored; a discarded value is reported once), and
  /// when it next changes by itself: the next entry's date, or when the data turns stale.
  func statusLine(_ scheduler: TimelineScheduler<Provider>, at now: Date) async
    -> (line: StatusLine, nextChange: Date?)
  {
    let current = await currentStatus(scheduler, at: now)
    return (current.line, current.nextChange)
  }

  /// ``statusLine(_:at:)`` with the entry it was made from (the placeholder's when nothing
  /// usable is stored).
  func currentStatus(_ scheduler: TimelineScheduler<Provider>, at now: Date) async
    -> (line: StatusLine, nextChange: Date?, entry: Provider.Entry)
  {
    let snapshot = await WidgetSnapshot<Provider.Entry>.load(
      scheduler.key, from: FileTimelineStore(directory: environment.stateDirectory),
      planner: scheduler.planner, at: now)
    if let warning = snapshot.warning { console.note("warning: \(warning)", app: Self.name) }
    let entry = snapshot.entry ?? scheduler.provider.placeholder(in: scheduler.context(at: now))
    let content = statusContent(for: entry, family: scheduler.family)
    let staleAt = snapshot.stored?.dueReload?.date.addingTimeInterval(
      WidgetSnapshot<Provider.Entry>.staleGrace)
    let nextChange = [snapshot.stored?.timeline.nextEntryDate(after: now), staleAt]
      .compactMap { $0 }.filter { $0 > now }.min()
    // The placeholder's line is marked, in every format, as what it is.
    let text = snapshot.state == .placeholder ? "not loaded yet · \(content.text)" : content.text
    var line = StatusLine(
      app: Self.name, family: scheduler.family.argumentName, text: text,
      tooltip: content.tooltip, url: snapshot.state == .placeholder ? nil : content.url,
      percentage: content.percentage,
      state: snapshot.state, updatedAt: snapshot.stored?.fetchedAt, generatedAt: now,
      nextReload: snapshot.nextReload,
      entryJSON: snapshot.entry.flatMap { try? JSONOutput.encode($0) },
      intent: snapshot.state == .placeholder ? nil : content.intent,
      details: snapshot.state == .placeholder ? [] : content.details)
    line.summary = summary(of: entry, placeholder: snapshot.state == .placeholder)
    return (line, nextChange, entry)
  }

  /// What `entry` says when spoken; the placeholder's data is no one's, so it says only that
  /// the widget has not loaded yet.
  func summary(of entry: Provider.Entry, placeholder: Bool) -> WidgetSummary {
    let summary = widgetSummary(for: entry)
    guard placeholder else { return summary }
    return WidgetSummary(title: summary.title, text: "\(summary.title): not loaded yet.")
  }

  /// `status --press` (and i3blocks' `$BLOCK_BUTTON=3`): runs the widget's primary intent
  /// before the line is printed, as its button does; what it prints is left out (the bar reads
  /// one line), and a failure is one line on stderr. Presses of one widget's button run at
  /// most once a second across processes (``IntentGate``), whatever each resolves to: a double
  /// click toggles one todo, not two.
  func press(_ link: String?, widget: WidgetKey, at now: Date) async {
    guard let link else {
      console.note("the widget has no button to press yet", app: Self.name)
      return
    }
    let quiet = Console(out: { _ in }, err: { _ in })
    let app = Self(
      context: CommandContext(environment: environment, console: quiet, arguments: arguments))
    do {
      let target = IntentGate.pressTarget(widget: widget.fileName)
      guard try intentGate.admit(target, spacing: IntentGate.clickSpacing, at: now) else {
        if arguments[.verbose] {
          console.note(
            "the widget's button was pressed less than a second ago; this press is ignored",
            app: Self.name)
        }
        return
      }
      try await app.runIntent(
        try IntentInvocation(link, scheme: Self.intentScheme, intents: Self.intents))
    } catch {
      console.note(
        AppMain.failure(for: error, environment: environment).description, app: Self.name)
    }
  }
}

/// The primary intent of the line a follower printed last, for the click thread.
final class LatestIntent: Sendable {
  private let stored = Mutex<String?>(nil)

  var link: String? {
    get { stored.withLock { $0 } }
    set { stored.withLock { $0 = newValue } }
  }
}
