import Foundation
import Testing
import TextRendering
import Timelines
import TodoDomain

@testable import TodoWidget

/// The medium family uses the rows of its group box: the first todo at the top, then as many
/// of the next todos as fit, one line each, with no blank rows around them.
@Suite struct MediumTodoLayoutTests {
  static func lines(_ todos: [Todo]) -> [String] {
    let view = TodoWidgetView(
      entry: TodoEntry(date: TodoWidgetGoldenTests.date, todos: todos), family: .systemMedium,
      timeZone: TodoWidgetGoldenTests.utc)
    return render(view, size: .medium, options: RenderOptions(frame: true))
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The rows inside the group box, without its borders, the widget's frame and the margins.
  static func groupBoxRows(_ lines: [String]) -> [String] {
    guard let top = lines.firstIndex(where: { $0.contains("╭─ ≡ My Todos") }),
      let bottom = lines.lastIndex(where: { $0.contains("╰──") && $0.hasPrefix("│") })
    else { return [] }
    return lines[(top + 1)..<bottom].map {
      String($0.dropFirst(3).dropLast(3)).trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func theFirstTodoStartsAtTheTopOfTheBox() throws {
    let rows = Self.groupBoxRows(Self.lines(TodoWidgetGoldenTests.firstFive))
    let first = try #require(rows.first)
    #expect(first.contains("delectus aut autem"), "\(rows)")
    #expect(rows.dropFirst().first?.contains("Open") == true, "\(rows)")
  }

  @Test func theNextTodosFillTheRowsLeft() {
    let rows = Self.groupBoxRows(Self.lines(TodoWidgetGoldenTests.firstFive))
    for title in ["quis ut nam facilis", "fugiat veniam minus", "et porro tempora"] {
      #expect(rows.contains { $0.contains(title) }, "\(title) in \(rows)")
    }
    let blank = rows.filter { $0.allSatisfy { $0 == " " || $0 == "│" } }
    #expect(blank.count <= 1, "\(rows)")
  }

  @Test func aTwoLineTitleKeepsItsLinesAndTheNextTodosTakeTheRest() {
    let long = Todo(
      userId: 3, id: 41,
      title: "sequi ut omnis et molestiae ullam assumenda quis doloremque ad et provident",
      completed: true)
    let rows = Self.groupBoxRows(Self.lines([long] + TodoWidgetGoldenTests.firstFive))
    #expect(rows.count == 6)
    #expect(rows[0].contains("sequi ut omnis"))
    #expect(rows[2].contains("Completed"))
    #expect(rows[3].contains("delectus aut autem"))
    #expect(rows[5].contains("fugiat veniam minus"))
  }
}
