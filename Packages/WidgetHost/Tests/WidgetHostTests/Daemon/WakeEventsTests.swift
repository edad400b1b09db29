import Foundation
import Testing
import Timelines

@testable import AppCommandLine
@testable import WidgetHost

/// What wakes a long-running command coalesces: reasons that come while it is busy arrive
/// together, once; a stop passes every hold; a timer and a store change wake it for real.
@Suite struct WakeEventsTests {
  @Test func reasonsThatCameMeanwhileArriveTogetherOnce() async throws {
    let events = try WakeEvents(watching: [], forBar: false, handlesSignals: false)
    defer { events.finish() }
    for _ in 0..<1000 { events.raise(.storeChanged) }
    events.raise(.reprint)
    events.poke()
    let wake = await events.next()
    #expect(wake == [.storeChanged, .reprint, .request])
    events.raise(.due)
    #expect(await events.next() == .due)
  }

  @Test func aHoldGathersReasonsButAStopPassesIt() async throws {
    let events = try WakeEvents(watching: [], forBar: false, handlesSignals: false)
    defer { events.finish() }
    events.raise(.storeChanged)
    let held = Task { await events.next(notBefore: .now + .seconds(3600)) }
    events.raise(.due)
    events.raise(.stop)
    let wake = await held.value
    #expect(wake.contains(.stop))
    #expect(wake.contains(.storeChanged))
    #expect(wake.contains(.due))
  }

  @Test func aHoldEndsAtItsInstant() async throws {
    let events = try WakeEvents(watching: [], forBar: false, handlesSignals: false)
    defer { events.finish() }
    events.raise(.storeChanged)
    let start = ContinuousClock.now
    let wake = await events.next(notBefore: start + .milliseconds(200))
    #expect(wake == .storeChanged)
    #expect(start.duration(to: .now) >= .milliseconds(200))
  }

  @Test func theWallClockTimerWakesAtItsDate() async throws {
    let events = try WakeEvents(watching: [], forBar: false, handlesSignals: false)
    defer { events.finish() }
    let date = Date().addingTimeInterval(0.2)
    events.wake(at: date, on: SystemWidgetClock())
    #expect(await events.next() == .due)
    #expect(Date() >= date)
  }

  @Test func aFileWrittenInAWatchedFolderWakesIt() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wake-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let events = try WakeEvents(watching: [folder], forBar: false, handlesSignals: false)
    defer { events.finish() }
    // A writer's hidden temporary file is not a change; the file renamed into place is.
    try Data("x".utf8).write(to: folder.appendingPathComponent(".pending.tmp"))
    try Data("x".utf8).write(to: folder.appendingPathComponent("widget.json"))
    #expect(await events.next() == .storeChanged)
  }
}
