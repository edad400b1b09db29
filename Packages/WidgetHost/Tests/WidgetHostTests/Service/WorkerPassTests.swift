import Foundation
import Testing
import Timelines

@testable import WidgetHost

/// A service names at most ``WorkerPass/widgetLimit`` widgets to one worker, because the pass
/// travels in one environment variable and Linux refuses a string longer than 128 KiB
/// (`MAX_ARG_STRLEN`) when it starts a program: checked against the real kernel by starting
/// `env` with the variable.
@Suite struct WorkerPassTests {
  /// The longest file name a widget can have: the readable kind at its longest, the longest
  /// family's name, the digest.
  static func longestKeys(_ count: Int) -> [String] {
    let longestFamily = WidgetFamily.allCases.map(\.rawValue).max { $0.count < $1.count } ?? ""
    return (0..<count).map {
      WidgetKey(
        kind: String(repeating: "k", count: 200), family: .systemSmall,
        configurationKey: "configuration \($0)"
      ).fileName.replacingOccurrences(of: "systemSmall", with: longestFamily)
    }
  }

  /// Whether a program starts with the pass for `widgets` in its environment.
  static func programStarts(naming widgets: [String]) throws -> Bool {
    let pass = WorkerPass(mode: "force", kind: "todos", widgets: widgets, seconds: 600)
    let job = String(decoding: try JSONEncoder().encode(pass), as: UTF8.self)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["true"]
    process.environment = [WorkerPass.variable: job]
    do {
      try process.run()
    } catch {
      return false
    }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  @Test func aFullPartOfTheLongestNamesStartsAWorker() throws {
    #expect(try Self.programStarts(naming: Self.longestKeys(WorkerPass.widgetLimit)))
  }

  @Test func theLimitIsNeededTwoPartsInOneWouldNotStart() throws {
    #expect(try !Self.programStarts(naming: Self.longestKeys(WorkerPass.widgetLimit * 2)))
  }

  @Test func widgetsAreSplitInOrderIntoFullPartsAndARest() {
    let widgets = Array(0..<2_500)
    let parts = WorkerPass.parts(of: widgets)
    #expect(parts.map(\.count) == [1000, 1000, 500])
    #expect(parts.flatMap { $0 } == widgets)
    #expect(WorkerPass.parts(of: Array(0..<1000)).map(\.count) == [1000])
    #expect(WorkerPass.parts(of: [Int]()).isEmpty)
  }
}
