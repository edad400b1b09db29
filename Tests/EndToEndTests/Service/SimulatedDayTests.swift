import Foundation
import Testing

/// A day on the scaled widget clock: `service` reloads each widget as often as the Timelines
/// simulation says (todos every 30 minutes: 48; votes every hour: 24), at the policy's times.
@Suite struct SimulatedDayTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var app: AppUnderTest
    var reloads: Int
    var testDescription: String { "\(app.name): \(reloads) reloads" }
  }

  @Test(arguments: [Case(app: .todos, reloads: 48), Case(app: .votes, reloads: 24)])
  func theServiceReloadsAsThePolicySays(_ testCase: Case) throws {
    // 2 400× real time: a day in 36 s; the clock starts at 14:00 UTC.
    let placed = try PlacedApp(testCase.app, extra: ["WIDGETS_CLOCK_SPEED": "2400"])
    _ = try placed.run(["status"])
    let service = try placed.start(["service"])
    let reloaded = { () -> [String] in
      service.soFar.stderr.split(separator: "\n").map(String.init).filter {
        $0.contains(": reloaded (")
      }
    }
    let end = Date().addingTimeInterval(120)
    while Date() < end, reloaded().count < testCase.reloads + 1 {
      Thread.sleep(forTimeInterval: 0.1)
    }
    service.child.send(SIGTERM)
    #expect(service.finish(within: 10).status == 0)
    let lines = reloaded()
    let step = 24 * 60 / testCase.reloads
    // Each reload names the next, `step` after it ran; a reload runs a little after its due
    // date (the process takes real milliseconds, minutes on this clock), so times drift late.
    var minutes: [Int] = []
    for line in lines {
      guard let range = line.range(of: "next reload "),
        let hour = Int(line[range.upperBound...].prefix(2)),
        let minute = Int(line[range.upperBound...].dropFirst(3).prefix(2))
      else { continue }
      var since = (hour * 60 + minute - 14 * 60 + 24 * 60) % (24 * 60)
      while let last = minutes.last, since < last { since += 24 * 60 }
      minutes.append(since)
    }
    let ranAt = minutes.map { $0 - step }
    #expect(ranAt.filter { $0 < 24 * 60 }.count == testCase.reloads, "\(lines)")
    for (index, time) in ranAt.prefix(testCase.reloads).enumerated() {
      #expect((index * step)..<(index * step + 10) ~= time, "reload \(index): \(lines)")
    }
  }
}
