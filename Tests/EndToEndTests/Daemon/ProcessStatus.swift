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

  /// Whether the process ends within `seconds`: it need not be a child of this one (a pidfd of
  /// it becomes readable when it ends, and the wait wakes then).
  static func ends(_ pid: pid_t, within seconds: TimeInterval) throws -> Bool {
    try ends(pid, by: Date().addingTimeInterval(seconds))
  }

  /// Whether every process `processes()` lists ends within `seconds`: it waits for each one
  /// listed to end, then lists again (one may have started meanwhile), until none runs.
  static func allEnd(within seconds: TimeInterval, _ processes: () -> [pid_t]) throws -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      let running = processes().filter { !isGone($0) }
      guard let first = running.first else { return true }
      guard try ends(first, by: deadline) else { return false }
    }
  }

  private static func ends(_ pid: pid_t, by deadline: Date) throws -> Bool {
    let descriptor = try pidfd(of: pid)
    guard descriptor >= 0 else { return true }
    defer { close(descriptor) }
    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { return isGone(pid) }
      let result = poll(&ready, 1, Int32(min(left, 3_600) * 1_000) + 1)
      if result > 0 { return true }
      guard result == 0 || errno == EINTR else { return isGone(pid) }
    }
  }

  /// Why a process could not be waited for.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// `pidfd_open(2)` of `pid` (close-on-exec), a descriptor that becomes readable when the
  /// process ends; `-1` when there is no such process. Looked up in the running C library:
  /// Swift's Glibc module leaves `sys/pidfd.h` out.
  private static func pidfd(of pid: pid_t) throws -> Int32 {
    guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pidfd_open") else {
      throw Failure(description: "no pidfd_open in the C library (glibc 2.36 or later has it)")
    }
    let pidfdOpen = unsafeBitCast(address, to: (@convention(c) (pid_t, UInt32) -> Int32).self)
    let descriptor = pidfdOpen(pid, 0)
    guard descriptor >= 0 || errno == ESRCH else {
      throw Failure(description: "pidfd_open(\(pid)): \(String(cString: strerror(errno)))")
    }
    return descriptor
  }
}
