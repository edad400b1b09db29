import Foundation
import Testing

@testable import AppCommandLine

/// A `--watch` stream catches the terminal's signals before ``TerminalEvents/stream(readKeys:)``
/// returns (a handler of the program's, not ignored until libdispatch gets round to it), and
/// each has back the disposition it had once the stream ends.
///
/// No signal is sent here: one sent to the test runner would reach every test in it. The
/// end-to-end `WatchSignalTests` send them to a real `--watch`.
@Suite(.serialized) struct TerminalEventsTests {
  /// The handler `number` has: 0 for `SIG_DFL`, 1 for `SIG_IGN`, else its address.
  static func handler(of number: Int32) -> UInt {
    var action = sigaction()
    sigaction(number, nil, &action)
    return unsafeBitCast(action.__sigaction_handler.sa_handler, to: UInt.self)
  }

  @Test func theSignalsAreCaughtOnReturnAndGivenBackWhenTheStreamEnds() async {
    let before = TerminalEvents.signals.map(Self.handler(of:))
    let stream = TerminalEvents.stream(readKeys: false)
    for (number, old) in zip(TerminalEvents.signals, before) {
      let now = Self.handler(of: number)
      #expect(now > 1 && now != old, "signal \(number) is not caught")
    }
    let consumer = Task { for await _ in stream {} }
    consumer.cancel()
    await consumer.value
    #expect(TerminalEvents.signals.map(Self.handler(of:)) == before)
  }
}
