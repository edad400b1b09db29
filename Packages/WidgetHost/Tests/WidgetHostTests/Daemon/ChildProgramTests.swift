import Foundation
import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// Children start as a fresh process would, whatever the thread that starts them blocks, and
/// every wait for one ends by its deadline.
@Suite struct ChildProgramTests {
  @Test func aChildStartsWithNoSignalBlockedOrIgnored() async throws {
    let status = await BlockingWork.run { () -> String? in
      // The spawning thread blocks what libdispatch's workers block; the child must not.
      var blocked = sigset_t()
      sigemptyset(&blocked)
      for number in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&blocked, number) }
      pthread_sigmask(SIG_BLOCK, &blocked, nil)
      return ChildProgram.run("/bin/sh", ["-c", "grep -E '^Sig(Blk|Ign)' /proc/self/status"])?
        .output
    }
    let lines = try #require(status).split(separator: "\n")
    #expect(lines.contains("SigBlk:\t0000000000000000"), "\(lines)")
    let ignored = try #require(lines.first { $0.hasPrefix("SigIgn:") })
    let mask = try #require(UInt64(ignored.dropFirst("SigIgn:\t".count), radix: 16))
    for number in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] {
      #expect(mask & (1 << UInt64(number - 1)) == 0, "signal \(number) ignored: \(ignored)")
    }
  }

  @Test func aChildThatRunsPastItsLimitIsEndedAndReaped() async {
    let result = await BlockingWork.run {
      ChildProgram.run("/bin/sleep", ["30"], limit: .milliseconds(200))
    }
    #expect(result == nil)
  }

  @Test func aChildsStatusAndOutputComeBack() async throws {
    let result = await BlockingWork.run {
      ChildProgram.run("/bin/sh", ["-c", "echo hello; exit 3"])
    }
    let finished = try #require(result)
    #expect(finished.status == 3)
    #expect(finished.output == "hello\n")
  }
}
