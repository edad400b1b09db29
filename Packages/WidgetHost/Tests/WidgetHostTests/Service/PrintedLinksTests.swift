import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// The links a follower printed: a click opens only one of them, exactly as printed.
@Suite struct PrintedLinksTests {
  @Test func onlyALinkPrintedExactlyIsKnown() {
    let printed = PrintedLinks()
    printed.record("todos://todo/4")
    #expect(printed.contains("todos://todo/4"))
    for forged in [
      "todos://todo/1", "TODOS://todo/4", "todos://todo/4; rm -rf ~", "todos://todo/4\n",
      "todos://todo/4/../../etc/passwd", "",
    ] {
      #expect(!printed.contains(forged), "\(forged)")
    }
  }

  @Test func theLastFewAreKeptAndNoMore() {
    let printed = PrintedLinks()
    for id in 1...20 { printed.record("todos://todo/\(id)") }
    let kept = (1...20).filter { printed.contains("todos://todo/\($0)") }
    #expect(kept == Array((21 - PrintedLinks.capacity)...20))
    // Printed again, an old link is the most recent: it stays while newer ones come.
    printed.record("todos://todo/13")
    printed.record("todos://todo/21")
    #expect(printed.contains("todos://todo/13"))
    #expect(!printed.contains("todos://todo/14"))
  }
}
