import AppCommandLine
import Foundation

/// How often one intent target may run, across processes: a bar starts a process per click
/// (i3blocks, Polybar, a terminal's OSC 8 link), so the last run of each target is kept in a
/// hidden file of the state folder (`.intent-gate.json`, which no follower watches), changed
/// under its lock. Times come from the widget clock, so a test injects them
/// (`WIDGETS_CLOCK_START`), never sleeps.
public struct IntentGate: Sendable {
  /// A click flood runs an intent at most once a second per target.
  public static let clickSpacing: TimeInterval = 1
  /// Targets older than this are forgotten: the file stays small.
  static let memory: TimeInterval = 60

  private let file: StateFile<[String: Date]>

  /// The gate of the app whose state folder is `directory`.
  public init(directory: URL) {
    file = StateFile(".intent-gate.json", in: directory)
  }

  /// Whether `target` may run at `now`: not within `spacing` of its last admitted run. An
  /// admitted run is recorded. When the file cannot be written (a read-only state folder) the
  /// run is admitted.
  ///
  /// A bar's press names its widget and button (``pressTarget(widget:button:)``), not what the
  /// press resolves to, so a double click presses once; a link names itself.
  /// - Throws: ``CommandFailure`` (74) when the gate's file or its lock is a symbolic link.
  public func admit(_ target: String, spacing: TimeInterval, at now: Date) throws -> Bool {
    try file.refuseLinks()
    let admitted = try? file.update { stored -> Bool in
      var table = (stored ?? [:]).filter { abs(now.timeIntervalSince($0.value)) < Self.memory }
      if let last = table[target], abs(now.timeIntervalSince(last)) < spacing {
        stored = table
        return false
      }
      table[target] = now
      stored = table
      return true
    }
    return admitted ?? true
  }

  /// The gate's target for a press of `button` (`primary`, a mouse button's number) on the
  /// widget whose placement file is `widget`.
  public static func pressTarget(widget: String, button: String = "primary") -> String {
    "press \(button) \(widget)"
  }
}
