import Foundation
import Testing

@testable import AppCommandLine

@Suite struct HelpFormatterTests {
  let formatter = HelpFormatter(app: SampleApp.spec)

  @Test func usageLineListsArgumentsAndOptions() throws {
    let list = try #require(SampleApp.spec.command(named: "list"))
    #expect(
      formatter.usageLine(list)
        == "todos list [--user ID] [--status open|completed] [--limit N] [--json]")
    let widget = try #require(SampleApp.spec.command(named: "widget"))
    #expect(formatter.usageLine(widget) == "todos widget [--type TYPE ...]")
  }

  @Test func appHelpHasEverySection() {
    let text = formatter.appHelp()
    for heading in [
      "USAGE", "COMMANDS", "GLOBAL OPTIONS", "EXAMPLES", "ENVIRONMENT", "EXIT STATUS",
    ] {
      #expect(text.contains("\n\(heading)\n"), "missing \(heading)")
    }
    #expect(text.contains("  todos list --limit 5"))
    #expect(text.contains("  -v, --verbose"))
  }

  @Test func commandHelpAlignsOptionHelpInOneColumn() throws {
    let text = formatter.commandHelp(try #require(SampleApp.spec.command(named: "list")))
    let sections = text.components(separatedBy: "\n\n")
    let options = try #require(sections.first { $0.hasPrefix("OPTIONS\n") })
    let optionLines = options.split(separator: "\n").dropFirst()
    let helpColumns = optionLines.map { helpStart(in: String($0)) }
    #expect(optionLines.count == 4)
    #expect(Set(helpColumns).count == 1, "help columns: \(helpColumns)")
  }

  /// The column where an option row's help text begins: after the first run of two spaces.
  private func helpStart(in line: String) -> Int {
    let body = line.dropFirst(2)
    guard let gap = body.range(of: "  ") else { return -1 }
    var index = gap.upperBound
    while index < body.endIndex, body[index] == " " { index = body.index(after: index) }
    return line.distance(from: line.startIndex, to: index)
  }
}
