import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every request a ``StubSource`` received, in order.
actor RequestLog {
  private(set) var requests: [URLRequest] = []

  func append(_ request: URLRequest) {
    requests.append(request)
  }
}

/// A pretend joke service: an `HTTPClient` whose transport answers every request with one
/// scripted outcome (a response, or a thrown `NetworkError`) and records the requests. No
/// retries, so a 5xx or 429 is answered once and no test waits.
struct StubSource: Sendable {
  /// The base URL the client is made with.
  static let baseURL = URL(string: "https://jokes.test")!

  let client: HTTPClient
  let log: RequestLog

  init(baseURL: URL = StubSource.baseURL, _ outcome: Result<TransportResponse, NetworkError>) {
    let log = RequestLog()
    self.log = log
    client = HTTPClient(
      baseURL: baseURL,
      configuration: HTTPClient.Configuration(retry: .never),
      transport: ClosureTransport { request in
        await log.append(request)
        return try outcome.get()
      }
    )
  }

  /// A service answering `response` to every request.
  init(baseURL: URL = StubSource.baseURL, answering response: TransportResponse) {
    self.init(baseURL: baseURL, .success(response))
  }

  /// A service answering the fixture `name` with HTTP `status`.
  static func fixture(_ name: String, status: Int = 200) throws -> StubSource {
    StubSource(answering: try Fixture.response(name, status: status))
  }

  /// The one request received; fails the test when there were none or several.
  func onlyRequest() async throws -> URLRequest {
    let requests = await log.requests
    guard requests.count == 1, let request = requests.first else {
      throw UnexpectedRequests(count: requests.count)
    }
    return request
  }

  struct UnexpectedRequests: Error, CustomStringConvertible {
    let count: Int
    var description: String { "expected exactly one request, got \(count)" }
  }
}
