import Foundation
import Testing

@testable import NetworkingTestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Clients for the loopback server's own tests: one long-lived URLSession (a session per
/// request crashes on teardown on Linux), and a raw socket for what URLSession hides.
enum LoopbackServerClients {
  static let session = makeSession()
  /// A session of its own for the keep-alive test: the shared one's connection pool is
  /// churned by the tests running in parallel, which may evict the connection under test.
  static let reuseSession = makeSession()

  private static func makeSession() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.timeoutIntervalForRequest = 20
    return URLSession(configuration: configuration)
  }

  /// GETs `path` on `server` and returns the body and the HTTP response.
  static func get(
    _ path: String, from server: LoopbackHTTPServer, headers: [String: String] = [:],
    timeout: TimeInterval = 20, session: URLSession = session
  ) async throws -> (Data, HTTPURLResponse) {
    var request = URLRequest(url: try #require(URL(string: server.baseURL.absoluteString + path)))
    request.timeoutInterval = timeout
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let (data, response) = try await session.data(for: request)
    return (data, try #require(response as? HTTPURLResponse))
  }
}

/// A raw TCP client: writes exact bytes, and reads exactly what the server sent.
final class RawClient {
  /// How long any read waits before the test gives up on the server.
  static let patience: Int32 = 10_000
  let fd: Int32

  init(port: UInt16) throws {
    fd = try Socket.connectLoopback(port: port).get()
  }

  deinit {
    Socket.closeSocket(fd)
  }

  func send(_ text: String) {
    Socket.sendAll(fd, Array(text.utf8))
  }

  /// One read: what the socket has now, empty at end of stream, nil if nothing came in time.
  func readOnce(waitingMilliseconds: Int32 = patience) -> [UInt8]? {
    guard Socket.waitReadable(fd, timeoutMilliseconds: waitingMilliseconds) else { return nil }
    return Socket.receive(fd)
  }

  /// Every read until the server closes, or nil if the server stalls.
  func readPiecesToEnd() -> [[UInt8]]? {
    var pieces: [[UInt8]] = []
    while true {
      guard let piece = readOnce() else { return nil }
      if piece.isEmpty { return pieces }
      pieces.append(piece)
    }
  }

  /// Reads until one whole response head and `bodyBytes` more bytes have arrived.
  func readResponse(bodyBytes: Int) -> RawResponse? {
    var bytes: [UInt8] = []
    while true {
      if let response = RawResponse(bytes), response.body.count >= bodyBytes { return response }
      guard let piece = readOnce(), !piece.isEmpty else { return nil }
      bytes += piece
    }
  }
}

/// A response as bytes on the wire, split at the blank line.
struct RawResponse {
  let head: String
  let body: [UInt8]

  init?(_ bytes: [UInt8]) {
    guard let end = RequestReader.find(Array("\r\n\r\n".utf8), in: bytes, from: 0) else {
      return nil
    }
    head = String(decoding: bytes[..<end], as: UTF8.self)
    body = Array(bytes[(end + 4)...])
  }

  init?(pieces: [[UInt8]]?) {
    guard let pieces else { return nil }
    self.init(pieces.flatMap { $0 })
  }

  var statusLine: String { head.components(separatedBy: "\r\n")[0] }

  func header(_ name: String) -> String? {
    for line in head.components(separatedBy: "\r\n").dropFirst() {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2, parts[0].lowercased() == name.lowercased() {
        return parts[1].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }
}
