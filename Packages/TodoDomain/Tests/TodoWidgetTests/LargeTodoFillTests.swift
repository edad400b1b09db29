import Foundation
import Testing
import TextRendering
import Timelines
import TodoDomain

@testable import TodoWidget

/// The large family lists as many todos as its height allows, on each surface: no blank rows
/// under the last todo while there are todos left to show.
@Suite struct LargeTodoFillTests {
  /// JSONPlaceholder's first twelve todos: more than any family lists.
  static let twelve =
    TodoWidgetGoldenTests.firstFive + [
      Todo(
        userId: 1, id: 6, title: "qui ullam ratione quibusdam voluptatem quia omnis",
        completed: false),
      Todo(userId: 1, id: 7, title: "illo expedita consequatur quia in", completed: false),
      Todo(userId: 1, id: 8, title: "quo adipisci enim quam ut ab", completed: true),
      Todo(userId: 1, id: 9, title: "molestiae perspiciatis ipsa", completed: false),
      Todo(
        userId: 1, id: 10, title: "illo est ratione doloremque quia maiores aut", completed: true),
      Todo(userId: 1, id: 11, title: "vero rerum temporibus dolor", completed: true),
      Todo(userId: 1, id: 12, title: "ipsa repellendus fugit nisi", completed: true),
    ]

  static func view(note: String? = nil) -> TodoWidgetView {
    TodoWidgetView(
      entry: TodoEntry(date: TodoWidgetGoldenTests.date, todos: twelve), family: .systemLarge,
      timeZone: TodoWidgetGoldenTests.utc, note: note)
  }

  /// The todos a drawing links to, by id, in order.
  static func linkedIDs(_ text: String, prefix: String) -> [Int] {
    text.components(separatedBy: prefix).dropFirst().compactMap {
      Int($0.prefix { $0.isNumber })
    }
  }

  @Test(arguments: [nil, "Couldn't save: try again"])
  func theTerminalFillsItsRows(_ note: String?) {
    let text = render(Self.view(note: note), size: .large, options: RenderOptions(frame: true))
    let lines = text.split(separator: "\n").map(String.init)
    let capacity = TodoCapacity.terminal(.systemLarge, note: note != nil)
    #expect(capacity == 9)
    let rows = lines.filter { $0.contains("○") || $0.contains("✓") }
    #expect(rows.count == capacity, "\(text)")
    // Inside the frame and the margins, at most the last row is blank.
    let inside = lines.dropFirst(2).dropLast(2)
    let blank = inside.filter { $0.allSatisfy { $0 == " " || $0 == "│" } }
    #expect(blank.count <= 1, "\(text)")
    if let note { #expect(text.contains(note)) }
  }

  @Test(arguments: [nil, "Couldn't save: try again"])
  func thePictureFillsItsHeight(_ note: String?) throws {
    let options = RenderOptions(frame: true, output: .svg(PictureStyle()))
    let document = render(Self.view(note: note), size: .large, options: options)
    let capacity = TodoCapacity.picture(.systemLarge, note: note != nil)
    #expect(capacity > TodoCapacity.terminal(.systemLarge, note: note != nil))
    let ids = Self.linkedIDs(document, prefix: "<a href=\"todos://todo/")
    #expect(ids == Array(1...capacity), "\(ids)")
    // The last toggle ends inside the content (354 points less the 16-point margin), and one
    // more row (6 points of spacing and a 20-point toggle) would not, above the note's line.
    let toggles = document.components(separatedBy: "<a href=\"todos://intent/toggle?id=")
      .dropFirst().compactMap { item -> Double? in
        guard let range = item.range(of: " y=\"") else { return nil }
        return Double(item[range.upperBound...].prefix { $0 != "\"" })
      }
    let last = try #require(toggles.last)
    let bottom = 354 - TodoCapacity.pictureMargin
    let note = note == nil ? 0 : TodoCapacity.lineHeight(of: TodoPictureStyle.noteSize) + 6
    #expect(last + 20 <= bottom - note)
    #expect(last + 20 + 6 + 20 > bottom - note)
  }

  @Test func theProviderFetchesWhatTheLargestSurfaceLists() {
    #expect(TodoProvider.todoCount(for: .systemLarge) == TodoCapacity.picture(.systemLarge))
    #expect(TodoProvider.todoCount(for: .systemMedium) == TodoProvider.todoCount)
  }
}
