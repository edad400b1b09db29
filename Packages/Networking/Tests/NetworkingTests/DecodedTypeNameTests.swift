import Foundation
import Testing

@testable import Networking

/// A decoding failure names the type as Swift code spells it, not as the runtime prints it.
@Suite struct DecodedTypeNameTests {
  @Test(arguments: [
    ("Todo", "Todo"), ("Array<Todo>", "[Todo]"), ("Optional<Todo>", "Todo?"),
    ("Dictionary<String, Todo>", "[String: Todo]"),
    ("Array<Dictionary<String, Array<Int>>>", "[[String: [Int]]]"),
  ])
  func typeNamesReadAsSwift(_ runtime: String, _ spelled: String) {
    let error = NetworkError(
      decoding: [String: [Int]].self, url: URL(fileURLWithPath: "/"),
      error: DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "x")))
    #expect(error.description.hasPrefix("cannot decode [String: [Int]] from"))
    #expect(NetworkError.typeName(runtime) == spelled)
  }
}
