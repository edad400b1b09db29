import AppCommandLine
import Foundation
import Synchronization

/// Reads i3bar's click events from stdin and opens the clicked block's deep link (button 1)
/// with `xdg-open`, as a click in a bar should: through the desktop's scheme handler, never
/// on the bar's own stdout.
///
/// The events arrive as an endless JSON array, one object per line (`[`, `{…}`, `,{…}`). Only
/// a link the follower printed itself (``PrintedLinks``) is opened, of the app's own scheme,
/// and `xdg-open` gets it as one argument, without a shell; any other is dropped silently,
/// before it counts against the limits below. What a bar (or anything else on stdin) sends is bounded: a line is at most
/// ``lineLimit`` bytes (a longer one is dropped with one warning), a link opens at most once a
/// second, and at most ``openLimit`` `xdg-open`s run at once.
///
/// A click with ``intentButton`` (the right button) runs the widget's primary intent instead
/// (todos toggles the todo the line names, dadjokes tells another joke, votes pages to the
/// older roll call), through the app's own `open LINK`, at most once a second (the press is
/// the widget's button, whatever link it resolves to). The
/// follower then prints the new state within a second, as the store changes.
enum BarClicks {
  /// The button that runs the widget's primary intent: the right one (i3bar's and i3blocks'
  /// `button` 3, `$BLOCK_BUTTON=3`).
  static let intentButton = 3
  /// The longest click event line kept.
  static let lineLimit = 64 << 10
  /// The most `xdg-open`s running at once.
  static let openLimit = 4

  /// One click, as i3bar and swaybar send it; other fields are ignored.
  struct Event: Decodable {
    let button: Int?
    let instance: String?
  }

  /// Starts reading stdin on a thread of its own; `note` reports what could not be opened.
  /// `opensLinks`: a left click opens the block's `instance` (i3bar's blocks carry the
  /// link there) when it is one of the `printed` links; `intent` gives the link of the primary
  /// intent now, for a right click, or `nil` when there is none or the widget's press gate
  /// refuses it; the press runs `APP OPTIONS open LINK` with the follower's `options`
  /// (``WidgetApp/serverOptionWords``).
  static func start(
    scheme: String, options: [String] = [], opensLinks: Bool = true, printed: PrintedLinks,
    intent: @escaping @Sendable () -> String? = { nil },
    note: @escaping @Sendable (String) -> Void
  ) {
    Thread.detachNewThread {
      let limiter = OpenLimiter(inFlight: openLimit)
      var reader = BoundedLineReader(descriptor: STDIN_FILENO, limit: lineLimit)
      while let line = reader.next() {
        guard let line else {
          note("warning: a click event longer than 64 KiB was ignored")
          continue
        }
        let text = String(decoding: line, as: UTF8.self)
        if button(in: text) == intentButton {
          // i3bar names the block clicked: only one the follower printed presses the button
          // (i3blocks' clicks carry its own configuration's instance, or none).
          if opensLinks {
            guard let instance = instance(in: text), printed.contains(instance) else { continue }
          }
          guard let target = intent(), limiter.admit("press") else { continue }
          runOwn(["open", target], options: options, app: scheme, limiter: limiter, note: note)
          continue
        }
        guard opensLinks, let url = link(in: text, scheme: scheme), printed.contains(url),
          limiter.admit(url)
        else { continue }
        open(url, limiter: limiter, note: note)
      }
    }
  }

  /// The link a click event line asks to open: a button-1 click on a block whose instance is
  /// a URL of `scheme`.
  static func link(in line: String, scheme: String) -> String? {
    let trimmed = line.drop { $0 == "," || $0 == "[" || $0 == " " }
    guard let data = trimmed.data(using: .utf8),
      let event = try? JSONDecoder().decode(Event.self, from: data), event.button == 1,
      let instance = event.instance, let url = URL(string: instance),
      url.scheme?.lowercased() == scheme.lowercased()
    else { return nil }
    return instance
  }

  /// The `instance` of a click event line, whatever its button.
  static func instance(in line: String) -> String? {
    let trimmed = line.drop { $0 == "," || $0 == "[" || $0 == " " }
    guard let data = trimmed.data(using: .utf8) else { return nil }
    return (try? JSONDecoder().decode(Event.self, from: data))?.instance
  }

  /// The button of a click line: an i3bar or i3blocks JSON event's `button`, or a line that
  /// is only a number (what i3blocks writes for a block without `format=json`).
  static func button(in line: String) -> Int? {
    let trimmed = line.drop { $0 == "," || $0 == "[" || $0 == " " }
    if let number = Int(trimmed.trimmingCharacters(in: .whitespaces)) { return number }
    guard let data = trimmed.data(using: .utf8),
      let event = try? JSONDecoder().decode(Event.self, from: data)
    else { return nil }
    return event.button
  }

  /// The path that runs `app` (this program, or its link named after the app), to run
  /// `open LINK` with.
  static func executable(for app: String) -> String? {
    ProgramPath.command(for: app)
  }

  /// Runs the app's own command `APP ARGUMENTS` as a child, on a thread of its own (`open
  /// LINK` for an intent, which the service performs when one runs; `refresh --force`): the
  /// fetch happens in the child, so a long-running clicked process never starts libdispatch's
  /// global queues (DESIGN.md, "Long-running processes"). `options` (the caller's server options) go
  /// before the command and are never shown: a base URL may hold a password. A failure is one
  /// line through `note`.
  static func runOwn(
    _ arguments: [String], options: [String] = [], app: String, limiter: OpenLimiter,
    limit: Duration = .seconds(30), note: @escaping @Sendable (String) -> Void
  ) {
    let what = "\(app) \(arguments.joined(separator: " "))"
    guard let program = executable(for: app) else {
      limiter.finished()
      note("cannot run \(what): this program's path is unknown")
      return
    }
    Thread.detachNewThread {
      defer { limiter.finished() }
      guard let result = ChildProgram.run(program, options + arguments, limit: limit) else {
        note("cannot run \(what): it did not finish within \(limit.components.seconds) s")
        return
      }
      if result.status != 0 { note("\(what) failed (status \(result.status)); see its line above") }
    }
  }

  static func open(
    _ url: String, limiter: OpenLimiter, adding variables: [String: String] = [:],
    note: @escaping @Sendable (String) -> Void
  ) {
    guard let opener = ChildProgram.find("xdg-open") else {
      limiter.finished()
      note("cannot open \(url): xdg-open is not installed")
      return
    }
    Thread.detachNewThread {
      defer { limiter.finished() }
      if ChildProgram.run(opener, [url], limit: .seconds(30), adding: variables)?.status != 0 {
        note("cannot open \(url): xdg-open failed or did not finish within 30 s")
      }
    }
  }
}

/// Which opens may start: one per link per second, and a bounded number at once.
final class OpenLimiter: Sendable {
  private struct State {
    var lastOpened: [String: ContinuousClock.Instant] = [:]
    var running = 0
  }

  private let inFlight: Int
  private let spacing: Duration
  private let state = Mutex(State())

  /// At most `inFlight` at once, and one open of a link per `spacing`.
  init(inFlight: Int, spacing: Duration = .seconds(1)) {
    self.inFlight = inFlight
    self.spacing = spacing
  }

  /// Whether `link` may open now (at `now`); if so it counts as running until ``finished()``.
  func admit(_ link: String, at now: ContinuousClock.Instant = .now) -> Bool {
    state.withLock { state in
      guard state.running < inFlight else { return false }
      if let last = state.lastOpened[link], last.duration(to: now) < spacing { return false }
      // Only the links of the last second matter: the table never grows past them.
      state.lastOpened = state.lastOpened.filter { $0.value.duration(to: now) < spacing }
      state.lastOpened[link] = now
      state.running += 1
      return true
    }
  }

  /// One admitted open has ended.
  func finished() {
    state.withLock { $0.running = max(0, $0.running - 1) }
  }
}

/// Lines from a descriptor with a bound: a line longer than the limit is skipped to its end
/// and reported as `nil` (so a 256 MiB line costs 64 KiB of memory, not 256 MiB).
struct BoundedLineReader {
  private let descriptor: Int32
  private let limit: Int
  private var buffered = Data()
  private var skipping = false
  private var ended = false

  init(descriptor: Int32, limit: Int) {
    self.descriptor = descriptor
    self.limit = limit
  }

  /// The next line without its newline; `.some(nil)` for a line over the limit; `nil` at the
  /// end of input.
  mutating func next() -> Data?? {
    while true {
      if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
        let line = Data(buffered[buffered.startIndex..<newline])
        buffered.removeSubrange(buffered.startIndex...newline)
        // A line that came whole in the last read can be over the limit too.
        if skipping || line.count > limit {
          skipping = false
          return .some(nil)
        }
        return .some(line)
      }
      if buffered.count > limit {
        skipping = true
        buffered.removeAll(keepingCapacity: true)
      }
      if ended {
        guard !buffered.isEmpty || skipping else { return nil }
        defer {
          buffered.removeAll()
          skipping = false
        }
        return skipping || buffered.count > limit ? .some(nil) : .some(buffered)
      }
      var chunk = [UInt8](repeating: 0, count: 16 << 10)
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      if count <= 0 {
        ended = true
      } else {
        buffered.append(contentsOf: chunk[..<count])
      }
    }
  }
}
