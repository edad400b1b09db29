import Foundation
import Testing

/// A day on the widget clock: `service` reloads each widget as often as the Timelines
/// simulation says (todos every 30 minutes: 48; votes every hour: 24), at the policy's times.
///
/// The clock jumps (`WIDGETS_CLOCK_SPEED=jump`): it stands still while the service works and
/// moves to each date the service waits for, so the day lasts as long as its reloads take and
/// every reload runs at its date exactly, however slow the machine. On a clock scaled 2400×,
/// each real millisecond a reload took was 2.4 s of the day, and a loaded machine ran 47
/// reloads, each later than the last.
@Suite struct SimulatedDayTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var app: AppUnderTest
    var reloads: Int
    var testDescription: String { "\(app.name): \(reloads) reloads" }
  }

  @Test(arguments: [Case(app: .todos, reloads: 48), Case(app: .votes, reloads: 24)])
  func theServiceReloadsAsThePolicySays(_ testCase: Case) throws {
    // The clock starts at 14:00 UTC.
    let placed = try PlacedApp(testCase.app, extra: ["WIDGETS_CLOCK_SPEED": "jump"])
    #expect(try placed.run(["status"]).status == 0)
    let reloaded = { (stderr: String) -> [String] in
      stderr.split(separator: "\n").map(String.init).filter { $0.contains(": reloaded (") }
    }
    // A day and the first reload of the next; the service goes on until it is stopped.
    let service = try CommandRun.runUntil(
      testCase.app.name, ["service"], environment: placed.environment, timeout: 120
    ) { _, stderr in reloaded(stderr).count > testCase.reloads }
    #expect(service.status == 0, "\(service.stderr)")
    let lines = reloaded(service.stderr)

    // Each reload runs at the date the one before named, `step` after it: the first at 14:00
    // with nothing stored, then `reloads` a day, the last of them `step` before 14:00.
    let step = 24 * 60 / testCase.reloads
    func time(_ minutes: Int) -> String {
      let minute = (14 * 60 + minutes) % (24 * 60)
      return String(format: "%02d:%02d", minute / 60, minute % 60)
    }
    let expected = (0...testCase.reloads).map { index in
      let trigger = index == 0 ? "no timeline yet" : "policy after \(time(index * step))"
      return ": reloaded (\(trigger)); next reload \(time((index + 1) * step))"
    }
    #expect(lines.count > testCase.reloads, "\(service.stderr)")
    for (index, (wanted, line)) in zip(expected, lines).enumerated() {
      #expect(line.hasSuffix(wanted), "reload \(index): \(line)")
    }
    let firstDay = lines.prefix { !$0.contains("(policy after 14:00)") }
    #expect(firstDay.count == testCase.reloads)
  }
}
