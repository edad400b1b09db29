import Foundation

/// A process's blocked and ignored signals, as `/proc/PID/status` shows them (`SigBlk:` and
/// `SigIgn:`, hexadecimal masks where bit n-1 stands for signal n).
struct SignalStatus: Equatable, CustomStringConvertible {
  /// The blocked signals' mask.
  var blocked: UInt64
  /// The ignored signals' mask.
  var ignored: UInt64

  /// Reads the two masks from the text of a `/proc/PID/status` (or its `Sig*` lines alone);
  /// `nil` when either is missing or not hexadecimal.
  init?(procStatus text: String) {
    guard let blocked = ProcessStatus.field("SigBlk", in: text).flatMap({ UInt64($0, radix: 16) }),
      let ignored = ProcessStatus.field("SigIgn", in: text).flatMap({ UInt64($0, radix: 16) })
    else { return nil }
    self.blocked = blocked
    self.ignored = ignored
  }

  /// Whether `signal` is ignored.
  func ignores(_ signal: Int32) -> Bool {
    ignored & (UInt64(1) << UInt64(signal - 1)) != 0
  }

  var description: String {
    "SigBlk \(String(blocked, radix: 16)), SigIgn \(String(ignored, radix: 16))"
  }
}

/// What `/proc` tells about a running process.
enum ProcessStatus {
  /// The value of the field `name` (`VmRSS`) in a `/proc/PID/status` text, without its unit.
  static func field(_ name: String, in text: String) -> String? {
    for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
      let value = line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
      return value.split(separator: " ").first.map(String.init)
    }
    return nil
  }

  /// The text of `/proc/PID/status`, or `nil` when the process is gone.
  static func text(of pid: pid_t) -> String? {
    try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
  }

  /// A memory field of the process in KiB (`VmRSS`, `VmHWM`), or `nil`.
  static func kibibytes(_ name: String, of pid: pid_t) -> Int? {
    text(of: pid).flatMap { field(name, in: $0) }.flatMap { Int($0) }
  }

  /// Whether the process no longer runs: there is none with that pid, or only its zombie (an
  /// orphan waiting for the container's init to reap it).
  static func isGone(_ pid: pid_t) -> Bool {
    guard kill(pid, 0) == 0, let text = text(of: pid) else { return true }
    return field("State", in: text) == "Z"
  }

  /// Whether the process ends within `seconds` (polled every 20 ms).
  static func ends(_ pid: pid_t, within seconds: TimeInterval) -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      if isGone(pid) { return true }
      usleep(20_000)
    }
    return isGone(pid)
  }
}
