import Foundation
import Networking
import TodoDomain

/// The recorded JSONPlaceholder payloads in `Fixtures/`, served through a closure transport
/// that answers like the real API (filters, `_limit`, 404 with `{}`).
enum RecordedPayloads {
  static func data(_ name: String) throws -> Data {
    guard let url = Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil) else {
      throw CocoaError(.fileNoSuchFile)
    }
    return try Data(contentsOf: url)
  }

  /// A transport that serves `/todos` and `/todos/{id}` from the recorded list, filtering like
  /// the API; the unfiltered list is the recorded bytes themselves.
  static func jsonPlaceholder(recording requests: RequestLog? = nil) throws -> ClosureTransport {
    let recorded = try data("todos.json")
    let todos = try JSONDecoder().decode([Todo].self, from: recorded)
    return ClosureTransport { request in
      guard let url = request.url,
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
      else { return TransportResponse(status: 400) }
      await requests?.append(url)
      let segments = components.path.split(separator: "/")
      if segments.count == 2, segments[0] == "todos" {
        guard let id = Int(segments[1]), let todo = todos.first(where: { $0.id == id }) else {
          return .json("{}", status: 404)
        }
        return try json(todo)
      }
      guard segments == ["todos"] else { return .json("{}", status: 404) }
      let query = components.queryItems ?? []
      guard !query.isEmpty else {
        return TransportResponse(
          status: 200, headers: ["Content-Type": "application/json"], body: recorded)
      }
      var selected = todos
      for item in query {
        switch item.name {
        case "userId": selected = selected.filter { String($0.userId) == item.value }
        case "completed": selected = selected.filter { String($0.completed) == item.value }
        case "_limit": selected = Array(selected.prefix(Int(item.value ?? "") ?? selected.count))
        default: break
        }
      }
      return try json(selected)
    }
  }

  private static func json(_ value: some Encodable) throws -> TransportResponse {
    TransportResponse(
      status: 200, headers: ["Content-Type": "application/json"],
      body: try JSONEncoder().encode(value))
  }
}

/// The URLs a transport was asked for, in order.
actor RequestLog {
  private(set) var urls: [URL] = []

  func append(_ url: URL) {
    urls.append(url)
  }
}
