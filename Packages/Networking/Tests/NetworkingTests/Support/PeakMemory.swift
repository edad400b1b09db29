import Foundation

/// The process's peak resident memory (`VmHWM` in `/proc/self/status`), which Linux lets a
/// process reset by writing `5` to `/proc/self/clear_refs`.
enum PeakMemory {
  /// Whether this system reports and resets the peak (Linux with procfs).
  static var isAvailable: Bool {
    FileManager.default.isWritableFile(atPath: "/proc/self/clear_refs") && current() != nil
  }

  /// Resets the peak to the current resident size.
  static func reset() {
    try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
  }

  /// The peak resident size in bytes since the last reset, or nil when unknown.
  static func current() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let digits = line.filter(\.isNumber)
      return Int(digits).map { $0 * 1024 }
    }
    return nil
  }

  /// Runs `body` and returns its result and how far the peak rose above the resident size at
  /// the start (0 when unknown).
  static func growth<T>(during body: () async throws -> T) async rethrows -> (T, Int) {
    reset()
    let before = current() ?? 0
    let value = try await body()
    return (value, max(0, (current() ?? before) - before))
  }
}
