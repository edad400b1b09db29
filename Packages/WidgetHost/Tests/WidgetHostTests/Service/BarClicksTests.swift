import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// Which i3bar click events open a link: a left click on a block of the app's own scheme.
@Suite struct BarClicksTests {
  @Test func aLeftClickOnTheAppsBlockOpensItsLink() {
    let line = #",{"name":"todos","instance":"todos://todo/7","button":1,"x":1,"y":2}"#
    #expect(BarClicks.link(in: line, scheme: "todos") == "todos://todo/7")
    #expect(BarClicks.link(in: "[" + line.dropFirst(), scheme: "todos") == "todos://todo/7")
  }

  @Test(arguments: [
    #"{"name":"todos","instance":"todos://todo/7","button":3}"#,
    #"{"name":"todos","instance":"https://evil.example/","button":1}"#,
    #"{"name":"todos","instance":"file:///etc/passwd","button":1}"#,
    #"{"name":"todos","button":1}"#,
    "[",
    "not json",
  ])
  func otherEventsOpenNothing(_ line: String) {
    #expect(BarClicks.link(in: line, scheme: "todos") == nil)
  }
}
