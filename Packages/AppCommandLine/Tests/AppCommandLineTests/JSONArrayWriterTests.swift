import AppCommandLineTestSupport
import Foundation
import Testing

@testable import AppCommandLine

/// An array written one element at a time is byte for byte the array encoded whole: what
/// `widgets --json` printed before it streamed.
@Suite struct JSONArrayWriterTests {
  struct Item: Encodable {
    var name: String
    var tags: [String]
    var nested: [String: [Int]]
  }

  static let samples: [[Item]] = [
    [],
    [Item(name: "one", tags: [], nested: [:])],
    [
      Item(name: "a\u{1B}[2J\u{202E}b", tags: ["x", "y"], nested: ["k": []]),
      Item(name: "line\nbreak \"quoted\"", tags: [], nested: ["k": [1, 2], "j": []]),
      Item(name: "", tags: [""], nested: [:]),
    ],
  ]

  @Test(arguments: samples)
  func streamedIsTheWholeArray(_ items: [Item]) throws {
    let captured = CapturedConsole()
    var writer = JSONArrayWriter(console: captured.console)
    for item in items { try writer.append(item) }
    writer.finish()
    #expect(captured.stdout == (try JSONOutput.encode(items)) + "\n")
  }
}
