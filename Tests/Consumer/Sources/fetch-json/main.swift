// fetch-json BASE_URL: fetches /todos/1 from BASE_URL as a type of this project's own, with
// nothing but the Networking product. Exit 64 usage, 69 the fetch failed.
import Foundation
import Networking

/// The fields of a todo this project cares about.
struct Item: Decodable {
  var id: Int
  var title: String
  var completed: Bool
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let base = arguments.first.flatMap(URL.init(string:)) else {
  FileHandle.standardError.write(Data("usage: fetch-json BASE_URL\n".utf8))
  exit(64)
}
let client = HTTPClient(
  baseURL: base, configuration: HTTPClient.Configuration(userAgent: "consumer-test/1.0"))
do {
  let item = try await client.fetch(Endpoint("todos/1"), as: Item.self)
  print("todo \(item.id): \(item.title) (\(item.completed ? "done" : "open"))")
} catch {
  FileHandle.standardError.write(Data("fetch-json: \(error)\n".utf8))
  exit(69)
}
