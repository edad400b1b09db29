// todo-client BASE_URL: the todo model, its client and its deep links from the TodoDomain
// product, against a JSONPlaceholder stand-in at BASE_URL. Exit 64 usage, 69 the service failed.
import Foundation
import Networking
import TodoDomain

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let base = arguments.first.flatMap(URL.init(string:)) else {
  FileHandle.standardError.write(Data("usage: todo-client BASE_URL\n".utf8))
  exit(64)
}
let client = TodoClient(client: HTTPClient(baseURL: base))
do {
  for todo in try await client.todos(TodoFilter(userId: 1, completed: false, limit: 3)) {
    print("\(TodoRoute(id: todo.id).url) \(todo.title)")
  }
  do {
    _ = try await client.todo(id: 9999)
    print("todo 9999: found")
  } catch let error as TodoError {
    guard let id = error.missingID else { throw error }
    print("todo \(id): not found")
  }
} catch {
  FileHandle.standardError.write(Data("todo-client: \(error)\n".utf8))
  exit(69)
}
