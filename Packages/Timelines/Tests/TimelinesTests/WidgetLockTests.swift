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
    let holders = Holders()
    @Sendable func hold() async throws {
      try await WidgetLock.holding(Self.key, in: directory) {
        holders.enter()
        // Stay inside long enough for the others to try.
        try? await Task.sleep(for: .milliseconds(50))
        holders.leave()
      }
    }
    async let first: Void = hold()
    async let second: Void = hold()
    async let third: Void = hold()
    _ = try await (first, second, third)
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
  private let counts = Mutex((inside: 0, most: 0))

  func enter() {
    counts.withLock {
      $0.inside += 1
      $0.most = max($0.most, $0.inside)
    }
  }

  func leave() {
    counts.withLock { $0.inside -= 1 }
  }

  var most: Int { counts.withLock { $0.most } }
}
