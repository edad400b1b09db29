import Foundation
import Testing

/// A refresher's pass over many widgets: `--timeout` bounds the whole pass (the widgets it did
/// not reach are reported as deferred, not failed, and the next pass takes them first), and
/// widgets that need the same URL make one request between them.
@Suite struct PassDeadlineTests {
  @Test func twoWidgetsOfOneListMakeOneRequestAPass() throws {
    // The votes widget's small and medium families read the same list. A forced pass over the
    // medium widget alone, once its first load is stored, costs `one` request(s)…
    let placed = try PlacedApp(.votes)
    _ = try placed.run(["status"])
    #expect(try placed.run(["refresh", "--force"]).status == 0)
    let warm = try placed.requests()
    #expect(try placed.run(["refresh", "--force"]).status == 0)
    let one = try placed.requests() - warm
    #expect(one > 0)
    // …and a pass over both widgets costs the same.
    _ = try placed.run(["status", "--family", "small"])
    #expect(try placed.run(["refresh", "--force"]).status == 0)
    let before = try placed.requests()
    for pass in 1...2 {
      let refresh = try placed.run(["refresh", "--force"])
      #expect(refresh.status == 0, "\(refresh.stderr)")
      #expect(refresh.stdout.components(separatedBy: ": reloaded").count == 3, "\(refresh.stdout)")
      let total = try placed.requests()
      #expect(total == before + pass * one, "pass \(pass): \(total), \(before), \(one)")
    }
  }

  @Test func theTodosFamiliesReadTheirOwnLists() throws {
    // The large todos widget lists more todos than the medium one, so it asks for more: one
    // request each a pass.
    let placed = try PlacedApp(.todos)
    _ = try placed.run(["status"])
    _ = try placed.run(["status", "--family", "large"])
    for pass in 1...2 {
      let refresh = try placed.run(["refresh", "--force"])
      #expect(refresh.status == 0, "\(refresh.stderr)")
      #expect(refresh.stdout.components(separatedBy: ": reloaded").count == 3, "\(refresh.stdout)")
      #expect(try placed.requests() == 2 * pass, "pass \(pass)")
    }
  }

  @Test func widgetsNotReachedAreDeferredAndGoFirstNextTime() throws {
    let placed = try PlacedApp(.todos)
    let base = placed.server.url.absoluteString
    // Three widgets, each on a base URL of its own (the fixture server's tenants).
    for tenant in 1...3 {
      let status = try CommandRun.run(
        "todos", ["status"],
        environment: placed.environment.merging(["TODOS_BASE_URL": "\(base)/_tenant/\(tenant)"]) {
          $1
        })
      #expect(status.status == 0, "\(status.stderr)")
    }
    // Every answer now takes 2 s: with a 3 s deadline the first widget reloads, the second
    // runs out of time, the third is never reached.
    try placed.server.setFaults("delay=2")
    let first = try placed.run(["refresh", "--force", "--timeout", "3"], timeout: 60)
    let lines = first.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(first.stdout)")
    let deferred = lines.filter { $0.contains(": deferred (not reached before the deadline") }
    #expect(deferred.count >= 1, "\(first.stdout)")
    #expect(!lines.contains { $0.contains(": reloaded") && deferred.contains($0) })
    let deferredWidget = try #require(deferred.first?.components(separatedBy: ": ").first)

    try placed.server.setFaults("")
    let second = try placed.run(["refresh", "--force", "--timeout", "30"], timeout: 60)
    #expect(second.status == 0, "\(second.stderr)")
    let secondLines = second.stdout.split(separator: "\n").map(String.init)
    #expect(secondLines.count == 3)
    // The widget left behind goes first, and is reloaded.
    #expect(secondLines.first?.hasPrefix(deferredWidget + ": reloaded") == true, "\(second.stdout)")
    #expect(!second.stdout.contains("deferred"))
  }
}
