import Foundation
import Synchronization
import Testing

@testable import Timelines

/// The per-widget lock of the refreshers: one holder at a time, others wait, and a holder
/// that is gone holds nothing.
@Suite struct WidgetLockTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("locks-\(UUID().uuidString)", isDirectory: true)
  static let key = WidgetKey(kind: "todos", family: .systemMedium, configurationKey: "default")

  @Test func holdersOfOneWidgetNeverOverlap() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let descriptors = try LockFileDescriptors(of: Self.key, in: directory)
    let holders = Holders()
    @Sendable func hold() async throws -> Bool {
      try await WidgetLock.holding(Self.key, in: directory) {
        holders.enter()
        // Stay inside until every holder still to come has opened the lock file: they are
        // then at the lock, trying it, while this one holds it (not for a time they may not
        // have had). With a lock that lets them in, they would all be inside now.
        let allCame = await descriptors.wait(untilOpen: 3 - holders.left)
        holders.leave()
        return allCame
      }
    }
    async let first = hold()
    async let second = hold()
    async let third = hold()
    let came = try await [first, second, third]
    #expect(came == [true, true, true], "the holders still to come did not open the lock file")
    #expect(holders.most == 1)
  }

  @Test func aWaiterOnALockFileItsLastHolderRemovedTakesTheNewOne() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let lockFile = directory.appendingPathComponent(Self.key.fileName + ".lock").path
    /// The inode the lock file's path names now; `nil` when there is no file.
    @Sendable func inode() -> UInt? {
      var status = stat()
      return stat(lockFile, &status) == 0 ? UInt(status.st_ino) : nil
    }
    let descriptors = try LockFileDescriptors(of: Self.key, in: directory)
    let holders = Holders()
    let (removed, waiterCame, waiter) = try await WidgetLock.holdingForLastTime(
      Self.key, in: directory
    ) {
      holders.enter()
      // A waiter arrives at the lock while the last holder still holds it.
      let waiter = Task {
        try await WidgetLock.holding(Self.key, in: directory) {
          holders.enter()
          holders.leave()
          return inode()
        }
      }
      let came = await descriptors.wait(untilOpen: 2)
      holders.leave()
      return (inode(), came, waiter)
    }
    #expect(waiterCame, "the waiter did not open the lock file")
    let held = try await waiter.value
    // The waiter held the lock of a file at the path (the new one), not of the one removed:
    // holding that one, it would find no file there.
    #expect(removed != nil)
    #expect(held != nil, "the waiter held the removed lock file")
    #expect(holders.most == 1)
  }

  @Test func otherWidgetsDoNotWait() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let other = WidgetKey(kind: "todos", family: .systemLarge, configurationKey: "default")
    let reached = try await WidgetLock.holding(Self.key, in: directory) {
      (try? await WidgetLock.holding(other, in: directory) { true }) ?? false
    }
    #expect(reached)
  }

  @Test func aLockFileLeftBehindDoesNotBlock() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data().write(to: directory.appendingPathComponent(Self.key.fileName + ".lock"))
    let ran = try await WidgetLock.holding(Self.key, in: directory) { true }
    #expect(ran)
  }
}

/// How many tasks hold a lock at once, and the most there ever were.
private final class Holders: Sendable {
  private let counts = Mutex((inside: 0, most: 0, left: 0))

  func enter() {
    counts.withLock {
      $0.inside += 1
      $0.most = max($0.most, $0.inside)
    }
  }

  func leave() {
    counts.withLock {
      $0.inside -= 1
      $0.left += 1
    }
  }

  var most: Int { counts.withLock { $0.most } }

  /// How many have left.
  var left: Int { counts.withLock { $0.left } }
}

/// The descriptors this process has open on a widget's lock file, counted again at each
/// `IN_OPEN` that inotify reports in its folder: a holder waits for the others to arrive at
/// the lock by an event, not for a time. (inotify folds opens made before it is read into one
/// event, so the events only say when to count.)
private final class LockFileDescriptors: Sendable {
  private let descriptor: Int32
  private let path: String
  /// Held by the one waiter reading the events.
  private let reading = Mutex(())

  init(of key: WidgetKey, in directory: URL) throws {
    path = directory.appendingPathComponent(key.fileName + ".lock").path
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
    guard inotify_add_watch(descriptor, directory.path, UInt32(IN_OPEN)) >= 0 else {
      close(descriptor)
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ENOENT)
    }
  }

  deinit {
    close(descriptor)
  }

  /// Waits until `count` descriptors are open on the lock file, for at most `seconds` (a
  /// failure limit), on a thread of its own: a waiting holder keeps no task thread from the
  /// others.
  func wait(untilOpen count: Int, within seconds: Double = 30) async -> Bool {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(returning: self.block(untilOpen: count, within: seconds))
      }
    }
  }

  private func block(untilOpen count: Int, within seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    var buffer = [UInt8](repeating: 0, count: 4_096)
    return reading.withLock { _ in
      while true {
        // The events are read before counting: an open after the count makes a new one.
        while read(descriptor, &buffer, buffer.count) > 0 {}
        if openCount() >= count { return true }
        let left = deadline.timeIntervalSinceNow
        guard left > 0 else { return false }
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, Int32(left * 1_000) + 1) >= 0 || errno == EINTR else {
          return false
        }
      }
    }
  }

  /// The descriptors of this process on the lock file's inode.
  private func openCount() -> Int {
    var file = stat()
    guard stat(path, &file) == 0 else { return 0 }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return entries.compactMap { Int32($0) }.filter { number in
      var status = stat()
      return fstat(number, &status) == 0 && status.st_dev == file.st_dev
        && status.st_ino == file.st_ino
    }.count
  }
}
