import Foundation
import Testing

@testable import TodoDomain

@Suite struct TodoTests {
  @Test func encodesExactlyTheAPIsFields() throws {
    let todo = Todo(userId: 2, id: 21, title: "a", completed: true)
    let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(todo))
    let keys = try #require(object as? [String: Any]).keys.sorted()
    #expect(keys == ["completed", "id", "title", "userId"])
  }

  @Test(arguments: [0, 1, 7])
  func placeholdersCarryTheirId(_ id: Int) {
    #expect(Todo.placeholder(id: id).id == id)
    #expect(!Todo.placeholder(id: id).title.isEmpty)
  }

  @Test func filterQueryItemsAreOrdered() {
    let items = TodoFilter(userId: 1, completed: true, limit: 2).queryItems
    #expect(items.map(\.name) == ["userId", "completed", "_limit"])
    #expect(items.map(\.value) == ["1", "true", "2"])
  }
}
