import Foundation
import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// The refresh socket over real Unix sockets: idle and stalled clients take no place from a
/// real one, a second service is refused, and a client's wait ends by its deadline.
@Suite struct RefreshServerTests {
  /// A private folder for one test's socket.
  private static func folder() throws -> URL {
    let url = URL(fileURLWithPath: "/tmp").appendingPathComponent(
      "rs-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A server whose loop answers every request at once with no outcomes.
  private static func answering(at path: String) throws -> (EventLoop, RefreshServer) {
    let loop = try EventLoop()
    let box = ServerBox()
    let server = try RefreshServer(path: path, loop: loop) {
      guard let server = box.server else { return }
      for pending in server.takePending() {
        server.answer(pending, with: RefreshAnswer(outcomes: []))
      }
    }
    box.server = server
    return (loop, server)
  }

  private static func request() throws -> Data {
    try JSONEncoder().encode(RefreshRequestLine(mode: "force", kind: nil, timeout: 5))
  }

  /// Runs `body` with a socket path in a private folder and a server answering there; removes
  /// both after.
  private static func withAnsweringServer(_ body: (String, EventLoop) throws -> Void) throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("refresh.sock").path
    let (loop, server) = try answering(at: path)
    defer {
      server.stop()
      loop.stop()
    }
    try body(path, loop)
  }

  @Test func idleClientsDoNotLockARealOneOut() throws {
    try Self.withAnsweringServer { path, _ in
      var idle: [Int32] = []
      defer { for descriptor in idle { close(descriptor) } }
      for index in 0..<(RefreshServer.maximumConnections * 3) {
        let descriptor = RefreshSocket.makeSocket(nonBlocking: false)
        guard var address = RefreshSocket.address(path) else { return }
        let connected = withUnsafePointer(to: &address) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
          }
        }
        #expect(connected == 0, "connection \(index)")
        // Half a request, then nothing: a stalled client.
        if index % 2 == 0 { _ = send(descriptor, "{\"mode\"", 7, Int32(MSG_NOSIGNAL)) }
        idle.append(descriptor)
      }
      let answer = RefreshSocket.exchange(try Self.request(), at: path, by: .now + .seconds(10))
      #expect(answer == .answered(Data(#"{"outcomes":[]}"#.utf8)))
    }
  }

  @Test func aSecondServiceOnTheSameSocketIsRefused() throws {
    try Self.withAnsweringServer { path, loop in
      let error = #expect(throws: CommandFailure.self) {
        _ = try RefreshServer(path: path, loop: loop) {}
      }
      #expect(error?.exitCode == .tryAgainLater)
    }
  }

  @Test func aServiceThatNeverAnswersCostsTheClientItsDeadline() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("refresh.sock").path
    let loop = try EventLoop()
    // A service that queues requests and never answers them (a stuck pass).
    let server = try RefreshServer(path: path, loop: loop) {}
    defer {
      server.stop()
      loop.stop()
    }
    let deadline = ContinuousClock.now + .milliseconds(300)
    #expect(RefreshSocket.exchange(try Self.request(), at: path, by: deadline) == .noAnswer)
    #expect(ContinuousClock.now >= deadline)
  }

  @Test func noServiceMeansTheClientWorksAlone() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("refresh.sock").path
    #expect(
      RefreshSocket.exchange(try Self.request(), at: path, by: .now + .seconds(5)) == .noService)
  }
}

/// Lets a server's arrival handler reach the server it belongs to.
private final class ServerBox: @unchecked Sendable {
  // `@unchecked Sendable` is safe: set once, before the first request can arrive.
  var server: RefreshServer?
}
